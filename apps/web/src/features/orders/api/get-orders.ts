import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { OrderDetails, OrderListEntry } from './types';

export const useOrders = () =>
  useQuery({
    queryKey: ['orders', 'list'],
    queryFn: () => api<{ orders: OrderListEntry[] }>('user/orders').then((data) => data.orders),
    staleTime: 0,
  });

export const useOrder = (id: string) =>
  useQuery({
    queryKey: ['orders', id],
    queryFn: () => api<{ order: OrderDetails }>(`user/viewOrder/${id}`).then((data) => data.order),
    staleTime: 0,
  });

export interface Tracking {
  orderNumber: string;
  status: OrderDetails['status'];
  promisedTo: string;
  products: (OrderDetails['items'][number] & { productId: string })[];
  timeline: { date: string; time: string; status: string; note: string | null }[];
}

export const useTracking = (id: string) =>
  useQuery({ queryKey: ['orders', id, 'track'], queryFn: () => api<Tracking>(`user/track/${id}`), staleTime: 0 });

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, cancelReason }: { id: string; cancelReason: string }) =>
      api<{ message: string }>(`user/cancel/${id}`, { method: 'PUT', body: { cancelReason } }),
    onSuccess: () =>
      queryClient.invalidateQueries({
        predicate: (query) => ['orders', 'notification-count', 'products', 'product'].includes(String(query.queryKey[0])),
      }),
  });
}
