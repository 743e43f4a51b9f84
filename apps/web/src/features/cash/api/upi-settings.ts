import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UpiSettingsAnswer, UpiSettingsInput, VersionAnswer } from '@padstore/domain';
import { api } from '../../../lib/api-client';

const UPI_KEY = ['settings', 'upi'] as const;

/** GET admin/settings/upi: the store's UPI id, version 0 while none is set. */
export const useUpiSettings = () =>
  useQuery({ queryKey: UPI_KEY, queryFn: () => api<UpiSettingsAnswer>('admin/settings/upi'), staleTime: 0 });

/** PUT admin/settings/upi */
export function useSaveUpiSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: UpiSettingsInput) => api<VersionAnswer>('admin/settings/upi', { method: 'PUT', body: settings }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: UPI_KEY }),
  });
}
