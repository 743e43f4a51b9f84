import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { handInSchema, MessageAnswer } from '@padstore/domain';
import { api } from '../../../lib/api-client';
import { CASH_KEY } from './get-cash-day';

export type HandIn = z.input<typeof handInSchema>;

/** POST admin/cash/branches/{id}/days/{date}/hand-ins */
export function useRecordHandIn(branchId: string, day: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (handIn: HandIn) =>
      api<MessageAnswer>(`admin/cash/branches/${branchId}/days/${day}/hand-ins`, { method: 'POST', body: handIn }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CASH_KEY }),
  });
}
