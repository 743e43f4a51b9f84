import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The latest transfers out of or into a branch, those in transit first, and the branches it may send to. */
export const useTransfers = (branchId: string) =>
  useQuery({
    queryKey: queryKeys.stock.transfers(branchId),
    queryFn: () => api('GET admin/stock/transfers', { query: { branchId } }),
    staleTime: 0,
  });
