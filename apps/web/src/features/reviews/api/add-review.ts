import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const addReview = ({ productId, ratings, review }: { productId: string; ratings: number; review: string }) =>
  api('POST user/review/addReview/{id}', { params: { id: productId }, body: { ratings, review } });

export function useAddReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addReview,
    onSuccess: (_, { productId }) => queryClient.invalidateQueries({ queryKey: queryKeys.reviews.of(productId) }),
  });
}
