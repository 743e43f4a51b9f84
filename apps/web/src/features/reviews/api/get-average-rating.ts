import { useQuery } from '@tanstack/react-query';
import type { AverageRating } from '@padstore/domain';
import { fromApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { averageRatingPath } from './paths';

export const useAverageRating = (productId: string) =>
  useQuery({
    queryKey: queryKeys.reviews.average(productId),
    ...fromApi<AverageRating>(averageRatingPath(productId)),
  });
