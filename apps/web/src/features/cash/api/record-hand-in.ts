import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { CASH_KEY } from './get-cash-day';

export interface HandIn {
  riderId: string;
  amount: number;
  kind: 'cash' | 'write_off';
  note: string;
}

/** POST admin/cash/branches/{id}/days/{date}/hand-ins */
export function useRecordHandIn(branchId: string, day: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (handIn: HandIn) =>
      api<{ message: string }>(`admin/cash/branches/${branchId}/days/${day}/hand-ins`, { method: 'POST', body: handIn }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CASH_KEY }),
  });
}
