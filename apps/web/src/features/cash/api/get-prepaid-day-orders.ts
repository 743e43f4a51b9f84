import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { CASH_KEY } from './get-cash-day';

/**
 * The branch's orders paid online on a day, the latest paid first, a page at a time ('Older payments' asks
 * for the next); not asked for on a day without any (`enabled`). Under the day's key, so that a write to the day's cash refreshes them too.
 */
export const usePrepaidDayOrders = (branchId: string, day: string, enabled = true) =>
  useInfiniteQuery({
    enabled,
    queryKey: [...CASH_KEY, branchId, day, 'prepaid'],
    queryFn: ({ pageParam }) =>
      api('GET admin/cash/branches/{id}/days/{date}/prepaid', {
        params: { id: branchId, date: day },
        query: pageParam ? { older: pageParam } : {},
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.older,
    staleTime: 0,
  });
