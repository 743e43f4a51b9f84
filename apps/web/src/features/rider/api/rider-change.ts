import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageAnswer } from '@padstore/domain';
import { api } from '../../../lib/api-client';
import { RIDER_KEY } from './get-rider-day';

/** A change the rider makes; afterwards their list and day are read again. */
export function useRiderChange<Input>(request: (input: Input) => { path: string; body: unknown }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => {
      const { path, body } = request(input);
      return api<MessageAnswer>(`admin/rider/${path}`, { method: 'PUT', body });
    },
    onSuccess: () => Promise.all([RIDER_KEY, ['staff', 'me']].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
