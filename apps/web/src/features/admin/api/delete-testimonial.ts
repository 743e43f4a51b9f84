import type { MessageAnswer } from '@padstore/domain';
import { queryKeys } from '../../../lib/query-keys';
import { consoleApi, useConsoleChange } from '../../../lib/console-api';

export const deleteTestimonial = (id: string) => consoleApi<MessageAnswer>(`testimonials/${id}`, { method: 'DELETE' });

export const useDeleteTestimonial = () => useConsoleChange(deleteTestimonial, [queryKeys.content.testimonials]);
