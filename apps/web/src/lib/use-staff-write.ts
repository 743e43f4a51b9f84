import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import type { RouteName } from '@padstore/domain/api-routes';
import { ApiError, sendOnce, type ApiCallOf } from './api-client';
import { invalidateAll } from './query-keys';

/**
 * A write a staff screen makes (floor, rider, cash, console order moves, stock): one tap, one action.
 * `tap` makes the tap's idempotency key and sends the call with it; the mutation's own retries reuse
 * it, so the API does the write once. A tap while the last one is still on its way is ignored
 * (resolves to undefined): a double tap sends one request and says one thing. The mutation's
 * `isPending` keeps the button busy meanwhile. Afterwards, done or refused, the answers named in `makesStale` are read again.
 */
export function useStaffWrite<Input, Name extends RouteName>(
  request: (input: Input) => ApiCallOf<Name>,
  makesStale: readonly (readonly unknown[])[],
) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: Input; idempotencyKey: string }) => sendOnce(request(input), idempotencyKey),
    // A lost answer is asked again with the same key: the API does the write once and answers as the first time.
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
    retryDelay: 500,
    // Done or refused (an order moved meanwhile, taken back at the branch), the screen reads what is true now.
    onSettled: () => invalidateAll(queryClient, makesStale),
  });
  // Held outside React's state: a second click can arrive before the busy button is drawn.
  const onItsWay = useRef(false);
  const { mutateAsync } = mutation;
  const tap = useCallback(
    async (input: Input) => {
      if (onItsWay.current) return undefined;
      onItsWay.current = true;
      try {
        return await mutateAsync({ input, idempotencyKey: crypto.randomUUID() });
      } finally {
        onItsWay.current = false;
      }
    },
    [mutateAsync],
  );
  return { ...mutation, tap };
}
