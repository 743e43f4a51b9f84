import { useQuery } from '@tanstack/react-query';
import type { CountAnswer } from '@padstore/domain';
import { api } from '../../../lib/api-client';
import { useToken } from '../../../lib/session';

export const NOTIFICATION_COUNT_KEY = ['notification-count'] as const;

/** Unread notifications, for the top bar badge; only fetched with a token. */
export function useNotificationCount() {
  const token = useToken();
  return useQuery({
    queryKey: [...NOTIFICATION_COUNT_KEY, token],
    queryFn: () => api<CountAnswer>('user/notification/getNotificationCount').then((data) => data.count),
    enabled: Boolean(token),
    staleTime: 0,
  });
}
