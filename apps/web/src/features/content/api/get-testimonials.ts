import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

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
    queryFn: () => api<{ testimonials: Testimonial[] }>('testimonial/getAllTestimonials').then((data) => data.testimonials),
    staleTime: 5 * 60_000,
  });
