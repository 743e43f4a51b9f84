import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { CASH_KEY } from './get-cash-day';

/**
 * A rider's orders of a branch's day, the latest delivered first, a page at a time ('Older orders' asks
 * for the next). Under the day's key, so that a write to the day's cash refreshes them too.
 */
export const useRiderDayOrders = (branchId: string, day: string, riderId: string) =>
  useInfiniteQuery({
    queryKey: [...CASH_KEY, branchId, day, 'riders', riderId, 'orders'],
    queryFn: ({ pageParam }) =>
      api('GET admin/cash/branches/{id}/days/{date}/riders/{riderId}/orders', {
        params: { id: branchId, date: day, riderId },
        query: pageParam ? { older: pageParam } : {},
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.older,
    staleTime: 0,
  });
