import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffAddedAnswer, StaffInput } from '@padstore/domain';
import { api } from '../../../lib/api-client';
import { STAFF_KEY } from './get-staff';

export function useAddStaffMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (member: StaffInput) => api<StaffAddedAnswer>('admin/staff', { method: 'POST', body: member }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STAFF_KEY }),
  });
}
