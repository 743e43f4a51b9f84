import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** A branch's counts waiting for a manager, oldest first, with the variance above which a count waits; asked again every 20 s, so that a count made on another phone appears. */
export const useWaitingCounts = (branchId: string | undefined) =>
  useQuery({
    queryKey: queryKeys.stock.waiting(branchId ?? ''),
    queryFn: () => api('GET admin/stock/counts/waiting', { query: { branchId: branchId ?? '' } }),
    enabled: Boolean(branchId),
    staleTime: 0,
    refetchInterval: 20_000,
  });
