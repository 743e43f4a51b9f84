import { useQuery } from '@tanstack/react-query';
import type { Testimonial, TestimonialsAnswer } from '@padstore/domain';
import { fromApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { TESTIMONIALS_PATH } from './paths';

export type { Testimonial };

export const useTestimonials = () =>
  useQuery({
    queryKey: queryKeys.content.testimonials,
    ...fromApi<TestimonialsAnswer, Testimonial[]>(TESTIMONIALS_PATH, (data) => data.testimonials),
    staleTime: 5 * 60_000,
  });
