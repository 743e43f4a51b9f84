import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface Review {
  _id: string;
  name: string;
  ratings: number;
  review: string;
  createdAt: string;
}

export const useReviews = (productId: string) =>
  useQuery({
    queryKey: ['reviews', productId, 'list'],
    queryFn: () => api<{ reviews: Review[] }>(`user/review/getReviews/${productId}`).then((data) => data.reviews),
  });
