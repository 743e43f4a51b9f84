import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RouteBody } from '@padstore/domain/api-routes';
import { api } from '../../../lib/api-client';

const UPI_KEY = ['settings', 'upi'] as const;

/** The store's UPI id, version 0 while none is set. */
export const useUpiSettings = () => useQuery({ queryKey: UPI_KEY, queryFn: () => api('GET admin/settings/upi'), staleTime: 0 });

export function useSaveUpiSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: RouteBody<'PUT admin/settings/upi'>) => api('PUT admin/settings/upi', { body: settings }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: UPI_KEY }),
  });
}
