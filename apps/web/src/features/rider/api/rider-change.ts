import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RouteName } from '@padstore/domain/api-routes';
import { send, type ApiCallOf } from '../../../lib/api-client';
import { RIDER_KEY } from './get-rider-day';

/** A change the rider makes; afterwards, done or refused, their list and day are read again. */
export function useRiderChange<Input, Name extends RouteName>(request: (input: Input) => ApiCallOf<Name>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => send(request(input)),
    onSettled: () => Promise.all([RIDER_KEY, ['staff', 'me']].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
