import type { ReactNode } from 'react';
import { Skeleton } from './ui/skeleton';
import { ErrorState } from './ui/page';
import { errorMessage } from '../lib/api-client';

/** Loading, failure, then the content: the same three states on every console page. */
export function QueryView<T>({
  query,
  children,
}: {
  query: { isPending: boolean; error: unknown; data: T | undefined; refetch: () => unknown };
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <Skeleton className="h-64 rounded-2xl" />;
  if (query.error || query.data === undefined)
    return <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  return children(query.data);
}
