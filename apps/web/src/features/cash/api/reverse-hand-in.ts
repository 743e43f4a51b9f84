import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { CASH_KEY } from './get-cash-day';

export function useReverseHandIn(branchId: string, day: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ handInId, note }: { handInId: string; note: string }) =>
      api('POST admin/cash/branches/{id}/days/{date}/hand-ins/{handInId}/reversal', {
        params: { id: branchId, date: day, handInId },
        body: { note },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CASH_KEY }),
  });
}
