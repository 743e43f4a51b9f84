import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageAnswer } from '@padstore/domain';
import { api } from '../../../lib/api-client';
import { FLOOR_KEY } from './get-floor';

/** A change made on the floor; afterwards the floor, the console's orders and the rider's list are read again. */
export function useFloorChange<Input>(request: (input: Input) => { path: string; body?: unknown }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => {
      const { path, body } = request(input);
      return api<MessageAnswer>(`admin/${path}`, { method: 'PUT', body: body ?? {} });
    },
    onSuccess: () => Promise.all([FLOOR_KEY, ['admin'], ['rider']].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
