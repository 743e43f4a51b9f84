import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** A branch's products and packs on hand, those never counted or not for 30 days first. */
export const useStockOnHand = (branchId: string | undefined) =>
  useQuery({
    queryKey: queryKeys.stock.onHand(branchId ?? ''),
    queryFn: () => api('GET admin/stock', { query: { branchId: branchId ?? '' } }),
    enabled: Boolean(branchId),
    staleTime: 0,
  });
