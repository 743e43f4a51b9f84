import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** What the branch should order for `coverDays` days of cover (1 to 60, as typed). */
export const useReorder = (branchId: string, coverDays: string) =>
  useQuery({
    queryKey: queryKeys.stock.reorder(branchId, coverDays),
    queryFn: () => api('GET admin/stock/reorder', { query: { branchId, coverDays } }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
