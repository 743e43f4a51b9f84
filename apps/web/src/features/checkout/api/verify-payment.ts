import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RouteBody } from '@padstore/domain/api-routes';
import { api } from '../../../lib/api-client';
import { invalidateAll, queryKeys } from '../../../lib/query-keys';

/** Hands the server what the gateway's checkout reported; the server checks it and marks the order paid. */
export const verifyPayment = (body: RouteBody<'POST user/payments/verify'>) => api('POST user/payments/verify', { body });

export function useVerifyPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyPayment,
    onSuccess: (answer) => {
      queryClient.setQueryData(queryKeys.orders.one(answer.order._id), answer.order);
      return invalidateAll(queryClient, [queryKeys.orders.all, queryKeys.notificationCount.all]);
    },
  });
}
