import { useInfiniteQuery } from '@tanstack/react-query';
import type { RouteQuery } from '@padstore/domain/api-routes';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The console's order filters as the address bar holds them (the route's query); the API checks their values. */
export type OrderFilters = { [Name in keyof Omit<RouteQuery<'GET admin/orders'>, 'older'>]?: string };

/** The filters set, in the order given; the empty ones are left out. */
const queryOf = (filters: OrderFilters) =>
  Object.fromEntries(Object.entries(filters).filter(([, value]) => value)) as RouteQuery<'GET admin/orders'>;

/** One page of orders: the newest, or those older than the cursor an answer gave. */
export const getOrders = (query: RouteQuery<'GET admin/orders'>) => api('GET admin/orders', { query });

/** Orders by status, branch, India date and order number or phone, newest first, then older ones on request. */
export function useConsoleOrders(filters: OrderFilters) {
  const query = queryOf(filters);
  return useInfiniteQuery({
    queryKey: queryKeys.console.orders(new URLSearchParams(Object.entries(query)).toString()),
    queryFn: ({ pageParam }) => getOrders(pageParam ? { ...query, older: pageParam } : query),
    initialPageParam: '',
    getNextPageParam: (last) => last.older ?? undefined,
    staleTime: 0,
  });
}
