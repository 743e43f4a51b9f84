import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type { CartItem } from '@padstore/domain';

export const useCart = (enabled = true) =>
  useQuery({ queryKey: queryKeys.cart, queryFn: () => api('GET user/getCarts').then((data) => data.cart), staleTime: 0, enabled });

const LINE_CHANGES = {
  increment: 'PUT user/increment/{id}',
  decrement: 'PUT user/decrement/{id}',
  remove: 'DELETE user/remove/{id}',
} as const;

/** Plus, minus and remove: each reloads the cart and its count. */
export function useChangeCartLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ change, productId }: { change: keyof typeof LINE_CHANGES; productId: string }) =>
      api(LINE_CHANGES[change], { params: { id: productId } }),
    onSuccess: (data) => {
      queryClient.setQueryData(queryKeys.cart, data.cart);
      return queryClient.invalidateQueries({ queryKey: queryKeys.cartCount.all });
    },
  });
}
