import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Whether the store takes payment now (a gateway is set), and where the gateway's checkout script lives. */
export const usePaymentOptions = () =>
  useQuery({
    queryKey: queryKeys.payments.options,
    queryFn: () => api('GET settings/payments'),
    staleTime: 5 * 60_000,
  });
