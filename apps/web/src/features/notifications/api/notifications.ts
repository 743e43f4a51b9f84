import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MessageAnswer, Notification, NotificationsAnswer } from '@padstore/domain';
import { api } from '../../../lib/api-client';

export type { Notification };

export const useNotifications = (kind: 'read' | 'unread') =>
  useQuery({
    queryKey: ['notifications', kind],
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
    onSuccess: () =>
      queryClient.invalidateQueries({ predicate: (query) => ['notifications', 'notification-count'].includes(String(query.queryKey[0])) }),
  });
}
