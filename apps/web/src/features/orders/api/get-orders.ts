import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RouteAnswer } from '@padstore/domain/api-routes';
import { api, firstAnswer } from '../../../lib/api-client';
import { invalidateAll, queryKeys } from '../../../lib/query-keys';
import { ORDERS_PATH } from './paths';

const TRACKING_REFRESH_MS = 30_000;

export const useOrders = (enabled = true) =>
  useQuery({
    queryKey: queryKeys.orders.list,
    queryFn: () => api('GET user/orders').then((data) => data.orders),
    // Her home page's first screen, drawn by the server with her orders (her session cookie), starts from them.
    initialData: () => firstAnswer<RouteAnswer<'GET user/orders'>>(ORDERS_PATH)?.orders,
    staleTime: 0,
    enabled,
  });

export const useOrder = (id: string) =>
  useQuery({
    queryKey: queryKeys.orders.one(id),
    queryFn: () => api('GET user/viewOrder/{id}', { params: { id } }).then((data) => data.order),
    staleTime: 0,
  });

/** Asked again every 30 s while the order is coming, so that she sees it leave with its rider without reloading. */
export const useTracking = (id: string) =>
  useQuery({
    queryKey: queryKeys.orders.tracking(id),
    queryFn: () => api('GET user/track/{id}', { params: { id } }),
    staleTime: 0,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status && status !== 'delivered' && status !== 'cancelled' ? TRACKING_REFRESH_MS : false;
    },
  });

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, cancelReason }: { id: string; cancelReason: string }) =>
      api('PUT user/cancel/{id}', { params: { id }, body: { cancelReason } }),
    onSuccess: () =>
      invalidateAll(queryClient, [
        queryKeys.orders.all,
        queryKeys.notificationCount.all,
        queryKeys.catalog.products,
        queryKeys.catalog.product,
      ]),
  });
}
