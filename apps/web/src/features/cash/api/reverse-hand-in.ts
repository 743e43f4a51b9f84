import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageAnswer } from '@padstore/domain';
import { api } from '../../../lib/api-client';
import { CASH_KEY } from './get-cash-day';

/** POST admin/cash/branches/{id}/days/{date}/hand-ins/{handInId}/reversal */
export function useReverseHandIn(branchId: string, day: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ handInId, note }: { handInId: string; note: string }) =>
      api<MessageAnswer>(`admin/cash/branches/${branchId}/days/${day}/hand-ins/${handInId}/reversal`, { method: 'POST', body: { note } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CASH_KEY }),
  });
}
