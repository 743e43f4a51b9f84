import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RouteName } from '@padstore/domain/api-routes';
import { send, type ApiCallOf } from '../../../lib/api-client';
import { FLOOR_KEY } from './get-floor';

/** A change made on the floor; afterwards the floor, the console's orders and the rider's list are read again. */
export function useFloorChange<Input, Name extends RouteName>(request: (input: Input) => ApiCallOf<Name>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => send(request(input)),
    onSuccess: () => Promise.all([FLOOR_KEY, ['admin'], ['rider']].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
