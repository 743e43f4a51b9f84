import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RouteBody } from '@padstore/domain/api-routes';
import { api } from '../../../lib/api-client';
import { STAFF_KEY } from './get-staff';

export function useUpdateStaffMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...member }: { id: string } & RouteBody<'PUT admin/staff/{id}'>) =>
      api('PUT admin/staff/{id}', { params: { id }, body: member }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STAFF_KEY }),
  });
}
