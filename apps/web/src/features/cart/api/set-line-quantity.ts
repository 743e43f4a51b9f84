import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { cartChangeHandlers } from './get-cart';

/** Sets a line to a number of packs: the one-tap fix of a line her branch cannot fill (the packs left). */
export function useSetLineQuantity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, quantity }: { productId: string; quantity: number }) =>
      api('PUT user/cart/{id}', { params: { id: productId }, body: { quantity } }),
    ...cartChangeHandlers(queryClient),
  });
}
