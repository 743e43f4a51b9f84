import { useQuery } from '@tanstack/react-query';
import { isPinCode } from '@padstore/domain/pin-code';
import { api } from '../../../lib/api-client';

interface Promise {
  type: 'express' | 'same_day' | 'next_day';
  label: string;
  from: string;
  to: string;
}
export interface Serviceability {
  served: boolean;
  message: string;
  branch: { _id: string; name: string } | null;
  availableQuantity: number | null;
  promise: Promise;
  expressPromise: Promise;
}

/** Whether the pin code is served, the stock there and today's promise; asked only for a full pin code. */
export const useServiceability = (pinCode: string, productId?: string) =>
  useQuery({
    queryKey: ['serviceability', pinCode, productId ?? null],
    queryFn: () => api<Serviceability>(`user/serviceability?pinCode=${pinCode}${productId ? `&productId=${productId}` : ''}`),
    enabled: isPinCode(pinCode),
    staleTime: 60_000,
  });

export const useEmergencyFee = () =>
  useQuery({
    queryKey: ['emergency-fee'],
    queryFn: () => api<{ data: { feeAmount: number } }>('settings/getEmergencyFee').then((data) => data.data.feeAmount),
    staleTime: 5 * 60_000,
  });
