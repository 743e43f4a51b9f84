import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type RequestOptions } from './api-client';
import { invalidateAll, queryKeys } from './query-keys';

/** The operator console's calls, all under /api/admin. */
export const consoleApi = <T>(path: string, options?: RequestOptions) => api<T>(`admin/${path}`, options);

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
