import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAll, queryKeys } from './query-keys';

/**
 * A console change: afterwards every console view is fetched again (the dashboard's recent changes
 * too), and so are the store's own answers the change makes stale, named by their keys.
 */
export function useConsoleChange<Input, Output>(
  change: (input: Input) => Promise<Output>,
  makesStale: readonly (readonly unknown[])[] = [],
) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: change, onSuccess: () => invalidateAll(queryClient, [queryKeys.console.all, ...makesStale]) });
}
