import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { CASH_KEY } from './get-cash-day';

export function useCloseDay(branchId: string, day: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api('POST admin/cash/branches/{id}/days/{date}/close', { params: { id: branchId, date: day } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CASH_KEY }),
  });
}
