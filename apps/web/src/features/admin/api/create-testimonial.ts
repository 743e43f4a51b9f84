import type { z } from 'zod';
import type { adminTestimonialSchema, CreatedAnswer } from '@padstore/domain';
import { queryKeys } from '../../../lib/query-keys';
import { consoleApi, useConsoleChange } from '../../../lib/console-api';

export const createTestimonial = (body: z.input<typeof adminTestimonialSchema>) =>
  consoleApi<CreatedAnswer>('testimonials', { method: 'POST', body });

export const useCreateTestimonial = () => useConsoleChange(createTestimonial, [queryKeys.content.testimonials]);
