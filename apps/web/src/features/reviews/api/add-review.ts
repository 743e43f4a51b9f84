import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageAnswer } from '@padstore/domain';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const addReview = ({ productId, ratings, review }: { productId: string; ratings: number; review: string }) =>
  api<MessageAnswer>(`user/review/addReview/${productId}`, { method: 'POST', body: { ratings, review } });

export function useAddReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addReview,
    onSuccess: (_, { productId }) => queryClient.invalidateQueries({ queryKey: queryKeys.reviews.of(productId) }),
  });
}
