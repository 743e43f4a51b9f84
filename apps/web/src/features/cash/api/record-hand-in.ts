import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RouteBody } from '@padstore/domain/api-routes';
import { api } from '../../../lib/api-client';
import { CASH_KEY } from './get-cash-day';

export function useRecordHandIn(branchId: string, day: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (handIn: RouteBody<'POST admin/cash/branches/{id}/days/{date}/hand-ins'>) =>
      api('POST admin/cash/branches/{id}/days/{date}/hand-ins', { params: { id: branchId, date: day }, body: handIn }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CASH_KEY }),
  });
}
