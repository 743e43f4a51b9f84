import { useQuery } from '@tanstack/react-query';
import { FLOOR_REFRESH_MS } from '@padstore/domain/floor';
import { queryKeys } from '../../../lib/query-keys';
import { api } from '../../../lib/api-client';

export const getOrder = (id: string) => api('GET admin/orders/{id}', { params: { id } });

/**
 * One order, asked for again every few seconds while the page is open, as the floor is (decision record
 * 008): a packer's or a rider's change shows here without a reload, and the version sent with a change is
 * the order's latest.
 */
export const useConsoleOrder = (id: string) =>
  useQuery({ queryKey: queryKeys.console.order(id), queryFn: () => getOrder(id), staleTime: 0, refetchInterval: FLOOR_REFRESH_MS });
