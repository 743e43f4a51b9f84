import { useQuery } from '@tanstack/react-query';
import type { Testimonial } from '@padstore/domain';
import { fromApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type { Testimonial };

export const useTestimonials = () =>
  useQuery({
    queryKey: queryKeys.content.testimonials,
    ...fromApi('GET testimonial/getAllTestimonials', {}, (data) => data.testimonials),
    staleTime: 5 * 60_000,
  });
