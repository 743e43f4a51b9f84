import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateUserInput } from '@padstore/domain';
import { api } from '../../../lib/api-client';
import type { User } from './get-user';

export const updateUser = (body: UpdateUserInput | FormData) =>
  api<{ message: string; user: User }>('user/updateUser', { method: 'PUT', body });

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['user'] }),
  });
}
