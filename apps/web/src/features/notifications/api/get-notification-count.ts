import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useToken } from '../../../lib/session';

/** Unread notifications, for the top bar badge; only fetched with a token. */
export function useNotificationCount() {
  const token = useToken();
  return useQuery({
    queryKey: queryKeys.notificationCount.of(token),
    queryFn: () => api('GET user/notification/getNotificationCount').then((data) => data.count),
    enabled: Boolean(token),
    staleTime: 0,
  });
}
