import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RouteBody } from '@padstore/domain/api-routes';
import { api } from '../../../lib/api-client';
import { STAFF_KEY } from './get-staff';

export function useAddStaffMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (member: RouteBody<'POST admin/staff'>) => api('POST admin/staff', { body: member }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STAFF_KEY }),
  });
}
