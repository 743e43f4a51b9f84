import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The express delivery charge in rupees (the contract calls it the emergency fee). */
export const useEmergencyFee = () =>
  useQuery({
    queryKey: queryKeys.delivery.expressFee,
    queryFn: () => api('GET settings/getEmergencyFee').then((data) => data.data.feeAmount),
    staleTime: 5 * 60_000,
  });
