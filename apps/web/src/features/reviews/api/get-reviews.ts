import { useQuery } from '@tanstack/react-query';
import { fromApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const useReviews = (productId: string) =>
  useQuery({
    queryKey: queryKeys.reviews.list(productId),
    ...fromApi('GET user/review/getReviews/{id}', { params: { id: productId } }, (data) => data.reviews),
  });
