import { useQuery } from '@tanstack/react-query';
import { isPinCode } from '@padstore/domain/pin-code';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Whether the pin code is served, the stock there and today's promise; asked only for a full pin code. */
export const useServiceability = (pinCode: string, productId?: string) =>
  useQuery({
    queryKey: queryKeys.delivery.serviceability(pinCode, productId ?? null),
    queryFn: () => api('GET user/serviceability', { query: { pinCode, productId } }),
    enabled: isPinCode(pinCode),
    staleTime: 60_000,
  });
