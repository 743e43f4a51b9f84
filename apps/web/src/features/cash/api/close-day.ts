import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageAnswer } from '@padstore/domain';
import { api } from '../../../lib/api-client';
import { CASH_KEY } from './get-cash-day';

/** POST admin/cash/branches/{id}/days/{date}/close */
export function useCloseDay(branchId: string, day: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<MessageAnswer>(`admin/cash/branches/${branchId}/days/${day}/close`, { method: 'POST', body: {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CASH_KEY }),
  });
}
