import { useQuery } from '@tanstack/react-query';
import { fromApi } from '../../../lib/api-client';

export const useAverageRating = (productId: string) =>
  useQuery({
    queryKey: ['reviews', productId, 'average'],
    ...fromApi<{ averageRating: number; totalReviews: number }>(`user/review/getAverageRatings/${productId}`),
  });
