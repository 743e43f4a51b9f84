import { useQuery } from '@tanstack/react-query';
import type { RouteQuery } from '@padstore/domain/api-routes';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The console's order filters as the address bar holds them (the route's query); the API checks their values. */
export type OrderFilters = { [Name in keyof RouteQuery<'GET admin/orders'>]?: string };

/** The filters set, in the order given; the empty ones are left out. */
const queryOf = (filters: OrderFilters) =>
  Object.fromEntries(Object.entries(filters).filter(([, value]) => value)) as RouteQuery<'GET admin/orders'>;

export const getOrders = (query: RouteQuery<'GET admin/orders'>) => api('GET admin/orders', { query }).then((data) => data.orders);

/** Orders by status, branch, India date and order number or phone. */
export function useConsoleOrders(filters: OrderFilters) {
  const query = queryOf(filters);
  return useQuery({
    queryKey: queryKeys.console.orders(new URLSearchParams(Object.entries(query)).toString()),
    queryFn: () => getOrders(query),
    staleTime: 0,
  });
}
