import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateUserInput, UserUpdatedAnswer } from '@padstore/domain';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const updateUser = (body: UpdateUserInput | FormData) => api<UserUpdatedAnswer>('user/updateUser', { method: 'PUT', body });

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.user.all }),
  });
}
