import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateAll, queryKeys } from '../../../lib/query-keys';

export const addToCart = ({ productId, quantity = 1 }: { productId: string; quantity?: number }) =>
  api('POST user/addtocart/{id}', { params: { id: productId }, body: { quantity } });

/** Adds to the cart, then refreshes the cart and its count. */
export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToCart,
    onSuccess: () => invalidateAll(queryClient, [queryKeys.cartCount.all, queryKeys.cart]),
  });
}
