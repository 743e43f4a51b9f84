import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useToken } from '../../../lib/session';

export const NOTIFICATION_COUNT_KEY = ['notification-count'] as const;

/** Unread notifications, for the top bar badge; only fetched with a token. */
export function useNotificationCount() {
  const token = useToken();
  return useQuery({
    queryKey: [...NOTIFICATION_COUNT_KEY, token],
    queryFn: () => api<{ count: number }>('user/notification/getNotificationCount').then((data) => data.count),
    enabled: Boolean(token),
    staleTime: 0,
  });
}
