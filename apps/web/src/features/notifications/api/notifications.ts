import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MessageAnswer, Notification, NotificationsAnswer } from '@padstore/domain';
import { api } from '../../../lib/api-client';
import { invalidateAll, queryKeys } from '../../../lib/query-keys';

export type { Notification };

export const useNotifications = (kind: 'read' | 'unread') =>
  useQuery({
    queryKey: queryKeys.notifications.of(kind),
    queryFn: () =>
      api<NotificationsAnswer>(`user/notification/get${kind === 'read' ? 'Read' : 'Unread'}Notification`).then(
        (data) => data.notifications,
      ),
    staleTime: 0,
  });

/** Marks one read, then both lists and the count reload. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<MessageAnswer>(`user/notification/updateStatus/${id}`, { method: 'PUT' }),
    onSuccess: () => invalidateAll(queryClient, [queryKeys.notifications.all, queryKeys.notificationCount.all]),
  });
}
