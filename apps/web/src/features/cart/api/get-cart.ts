import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CartAnswer, CartChangeAnswer } from '@padstore/domain';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type { CartItem } from '@padstore/domain';

export const useCart = (enabled = true) =>
  useQuery({ queryKey: queryKeys.cart, queryFn: () => api<CartAnswer>('user/getCarts').then((data) => data.cart), staleTime: 0, enabled });

type LineChange = 'increment' | 'decrement' | 'remove';

/** Plus, minus and remove: each reloads the cart and its count. */
export function useChangeCartLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ change, productId }: { change: LineChange; productId: string }) =>
      api<CartChangeAnswer>(`user/${change}/${productId}`, { method: change === 'remove' ? 'DELETE' : 'PUT' }),
    onSuccess: (data) => {
      queryClient.setQueryData(queryKeys.cart, data.cart);
      return queryClient.invalidateQueries({ queryKey: queryKeys.cartCount.all });
    },
  });
}
