import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlacedOrderAnswer, PlaceOrderInput } from '@padstore/domain';
import { api } from '../../../lib/api-client';
import { invalidateAll, queryKeys } from '../../../lib/query-keys';

export interface PlaceOrderRequest {
  body: PlaceOrderInput & { quantity?: number };
  /** Buy-now of one product; absent for the cart. */
  productId?: string;
  idempotencyKey: string;
}

export const placeOrder = ({ body, productId, idempotencyKey }: PlaceOrderRequest) =>
  api<PlacedOrderAnswer>(productId ? `user/directBuy/${productId}` : 'user/buyNow', {
    method: 'POST',
    body,
    headers: { 'idempotency-key': idempotencyKey },
  });

export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeOrder,
    onSuccess: () =>
      invalidateAll(queryClient, [
        queryKeys.cart,
        queryKeys.cartCount.all,
        queryKeys.orders.all,
        queryKeys.notificationCount.all,
        queryKeys.catalog.products,
        queryKeys.catalog.product,
      ]),
  });
}
