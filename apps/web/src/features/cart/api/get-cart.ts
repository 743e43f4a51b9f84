import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CartChangeAnswer } from '@padstore/domain';
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

/**
 * After a change of a line: its answer is the cart as it now is, shown at once, with the count asked
 * again. A refusal ('Only 2 left') means the cart shown is out of date: it is read again, so that its
 * lines say what is left now.
 */
export const cartChangeHandlers = (queryClient: QueryClient) => ({
  onSuccess: (data: CartChangeAnswer) => {
    queryClient.setQueryData(queryKeys.cart, data.cart);
    return queryClient.invalidateQueries({ queryKey: queryKeys.cartCount.all });
  },
  onError: () => queryClient.invalidateQueries({ queryKey: queryKeys.cart }),
});

/** Plus, minus and remove. */
export function useChangeCartLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ change, productId }: { change: keyof typeof LINE_CHANGES; productId: string }) =>
      api(LINE_CHANGES[change], { params: { id: productId } }),
    ...cartChangeHandlers(queryClient),
  });
}
