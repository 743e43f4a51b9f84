import type { RouteBody } from '@padstore/domain/api-routes';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useConsoleChange } from '../../../lib/use-console-change';

export const createTestimonial = (body: RouteBody<'POST admin/testimonials'>) => api('POST admin/testimonials', { body });

export const useCreateTestimonial = () => useConsoleChange(createTestimonial, [queryKeys.content.testimonials]);
