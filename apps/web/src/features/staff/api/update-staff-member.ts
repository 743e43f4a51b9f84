import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffInput, VersionAnswer } from '@padstore/domain';
import { api } from '../../../lib/api-client';
import { STAFF_KEY } from './get-staff';

export function useUpdateStaffMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...member }: StaffInput & { id: string; version: number }) =>
      api<VersionAnswer>(`admin/staff/${id}`, { method: 'PUT', body: member }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STAFF_KEY }),
  });
}
