import { useQuery } from '@tanstack/react-query';
import { fromApi } from '../../../lib/api-client';

export interface Testimonial {
  _id: string;
  name: string;
  image: string;
  feedback: string;
  role: string;
}

export const useTestimonials = () =>
  useQuery({
    queryKey: ['testimonials'],
    ...fromApi<{ testimonials: Testimonial[] }, Testimonial[]>('testimonial/getAllTestimonials', (data) => data.testimonials),
    staleTime: 5 * 60_000,
  });
