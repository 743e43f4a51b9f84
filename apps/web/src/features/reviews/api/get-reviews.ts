import { useQuery } from '@tanstack/react-query';
import { fromApi } from '../../../lib/api-client';

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
    ...fromApi<{ reviews: Review[] }, Review[]>(`user/review/getReviews/${productId}`, (data) => data.reviews),
  });
