import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** A product's ledger in a branch, newest first, a page at a time: each next page is older. */
export const useStockLedger = (branchId: string, productId: string) =>
  useInfiniteQuery({
    queryKey: queryKeys.stock.ledger(branchId, productId),
    queryFn: ({ pageParam }) =>
      api('GET admin/stock/ledger', { query: { branchId, productId, ...(pageParam ? { before: pageParam } : {}) } }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.older,
    staleTime: 0,
  });
