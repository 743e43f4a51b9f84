import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { adminOrderListQuerySchema, ConsoleOrdersAnswer } from '@padstore/domain';
import { queryKeys } from '../../../lib/query-keys';
import { consoleApi } from '../../../lib/console-api';

/** The console's order filters as the address bar holds them; the API checks their values. */
export type OrderFilters = Partial<Record<keyof z.input<typeof adminOrderListQuerySchema>, string>>;

const queryOf = (filters: OrderFilters) => new URLSearchParams(Object.entries(filters).filter(([, value]) => value)).toString();

export const getOrders = (query: string) => consoleApi<ConsoleOrdersAnswer>(`orders?${query}`).then((data) => data.orders);

/** Orders by status, branch, India date and order number or phone. */
export function useConsoleOrders(filters: OrderFilters) {
  const query = queryOf(filters);
  return useQuery({ queryKey: queryKeys.console.orders(query), queryFn: () => getOrders(query), staleTime: 0 });
}
