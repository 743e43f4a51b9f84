import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RouteBody } from '@padstore/domain/api-routes';
import { api } from '../../../lib/api-client';
import { invalidateAll, queryKeys } from '../../../lib/query-keys';

/**
 * Places the cart's order, or buy-now of one product when `productId` is given (with its quantity in
 * the body). A repeat with the same idempotency key answers the first order.
 */
export const placeOrder = ({
  body,
  productId,
  idempotencyKey,
}: {
  body: RouteBody<'POST user/directBuy/{id}'>;
  productId?: string;
  idempotencyKey: string;
}) => {
  const headers = { 'idempotency-key': idempotencyKey };
  return productId
    ? api('POST user/directBuy/{id}', { params: { id: productId }, body, headers })
    : api('POST user/buyNow', { body, headers });
};

export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeOrder,
    onSuccess: (answer) => {
      // The success page shows the order at once, from the answer, while it asks again.
      queryClient.setQueryData(queryKeys.orders.one(answer.order._id), answer.order);
      return invalidateAll(queryClient, [
        queryKeys.cart,
        queryKeys.cartCount.all,
        queryKeys.orders.all,
        queryKeys.notificationCount.all,
        queryKeys.catalog.products,
        queryKeys.catalog.product,
      ]);
    },
  });
}
