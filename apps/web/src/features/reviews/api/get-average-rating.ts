import { useQuery } from '@tanstack/react-query';
import { fromApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const useAverageRating = (productId: string) =>
  useQuery({
    queryKey: queryKeys.reviews.average(productId),
    ...fromApi('GET user/review/getAverageRatings/{id}', { params: { id: productId } }),
  });
