import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const useAverageRating = (productId: string) =>
  useQuery({
    queryKey: ['reviews', productId, 'average'],
    queryFn: () => api<{ averageRating: number; totalReviews: number }>(`user/review/getAverageRatings/${productId}`),
  });
