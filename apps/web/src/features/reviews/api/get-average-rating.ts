import { useQuery } from '@tanstack/react-query';
import type { AverageRating } from '@padstore/domain';
import { fromApi } from '../../../lib/api-client';

export const useAverageRating = (productId: string) =>
  useQuery({
    queryKey: ['reviews', productId, 'average'],
    ...fromApi<AverageRating>(`user/review/getAverageRatings/${productId}`),
  });
