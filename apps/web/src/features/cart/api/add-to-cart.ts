import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { cartChangeHandlers } from './get-cart';

export const addToCart = ({ productId, quantity = 1 }: { productId: string; quantity?: number }) =>
  api('POST user/addtocart/{id}', { params: { id: productId }, body: { quantity } });

/** Adds to the cart: its answer, the cart as it now is, is shown at once (the stepper), and the count asked again. */
export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addToCart, ...cartChangeHandlers(queryClient) });
}
