import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageAnswer } from '@padstore/domain';
import { api } from '../../../lib/api-client';
import { STAFF_KEY } from './get-staff';

export function useRemoveStaffMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<MessageAnswer>(`admin/staff/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STAFF_KEY }),
  });
}
