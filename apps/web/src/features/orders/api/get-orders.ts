import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateAll, queryKeys } from '../../../lib/query-keys';

const TRACKING_REFRESH_MS = 30_000;

export const useOrders = (enabled = true) =>
  useQuery({
    queryKey: queryKeys.orders.list,
    queryFn: () => api('GET user/orders').then((data) => data.orders),
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
