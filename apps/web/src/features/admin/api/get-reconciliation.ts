import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The payments' reconciliation: money the gateway took that no order accounts for, refunds overdue. */
export const useReconciliation = () =>
  useQuery({ queryKey: queryKeys.console.reconciliation, queryFn: () => api('GET admin/payments/reconciliation'), staleTime: 0 });
