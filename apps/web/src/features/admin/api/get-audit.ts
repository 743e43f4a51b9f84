import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The audit log a page at a time, newest first, found by person and by what changed; 'older entries' asks for the next page. */
export const useAuditLog = (who: string, what: string) =>
  useInfiniteQuery({
    queryKey: queryKeys.console.audit(who, what),
    queryFn: ({ pageParam }) =>
      api('GET admin/audit', {
        query: { ...(who ? { who } : {}), ...(what ? { what } : {}), ...(pageParam ? { before: pageParam } : {}) },
      }),
    initialPageParam: '',
    getNextPageParam: (page) => page.older ?? undefined,
    staleTime: 0,
  });
