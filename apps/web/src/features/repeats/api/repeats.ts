import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RouteAnswer, RouteBody } from '@padstore/domain/api-routes';
import { api } from '../../../lib/api-client';
import { invalidateAll, queryKeys } from '../../../lib/query-keys';

export type Repeat = RouteAnswer<'GET user/repeats'>['repeats'][number];
export type RepeatChange = RouteBody<'PUT user/repeats/{id}'>;

/** Her repeats as the page shows them, for a caller that needs them once (the notifications' 'Order now'). */
export const repeatsQuery = queryOptions({
  queryKey: queryKeys.repeats,
  queryFn: () => api('GET user/repeats').then((answer) => answer.repeats),
  staleTime: 0,
});

export const useRepeats = () => useQuery(repeatsQuery);

/**
 * Sets one up: only the first delivery date, the rhythm, the items and whether to ask her first reach the
 * store. The same idempotency key again (a second tap) answers the first repeat and creates nothing.
 */
export function useCreateRepeat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: RouteBody<'POST user/repeats'>; idempotencyKey: string }) =>
      api('POST user/repeats', { body, headers: { 'idempotency-key': idempotencyKey } }).then((answer) => answer.repeat),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.repeats }),
  });
}

/**
 * Skip, pause, resume, confirm, a new date, items or rhythm: the answer is the repeat as it now is,
 * shown at once; her notifications are read again (a confirmed reminder is settled).
 */
export function useChangeRepeat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: RepeatChange }) =>
      api('PUT user/repeats/{id}', { params: { id }, body: change }).then((answer) => answer.repeat),
    onSuccess: (repeat) => {
      queryClient.setQueryData<Repeat[]>(queryKeys.repeats, (repeats) => repeats?.map((each) => (each._id === repeat._id ? repeat : each)));
      return invalidateAll(queryClient, [queryKeys.repeats, queryKeys.notifications.all, queryKeys.notificationCount.all]);
    },
  });
}

/** Stop: the repeat ends at once. */
export function useStopRepeat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api('DELETE user/repeats/{id}', { params: { id } }),
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<Repeat[]>(queryKeys.repeats, (repeats) => repeats?.filter((each) => each._id !== id));
      return queryClient.invalidateQueries({ queryKey: queryKeys.repeats });
    },
  });
}
