import { useQuery } from '@tanstack/react-query';
import type { ExpressFeeAnswer } from '@padstore/domain';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The express delivery charge in rupees (the contract calls it the emergency fee). */
export const useEmergencyFee = () =>
  useQuery({
    queryKey: queryKeys.delivery.expressFee,
    queryFn: () => api<ExpressFeeAnswer>('settings/getEmergencyFee').then((data) => data.data.feeAmount),
    staleTime: 5 * 60_000,
  });
