import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface Notification {
  _id: string;
  title: string;
  message: string;
  timeAgo: string;
}

export const useNotifications = (kind: 'read' | 'unread') =>
  useQuery({
    queryKey: ['notifications', kind],
    queryFn: () =>
      api<{ notifications: Notification[] }>(`user/notification/get${kind === 'read' ? 'Read' : 'Unread'}Notification`).then(
        (data) => data.notifications,
      ),
    staleTime: 0,
  });

/** Marks one read, then both lists and the count reload. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<{ message: string }>(`user/notification/updateStatus/${id}`, { method: 'PUT' }),
    onSuccess: () =>
      queryClient.invalidateQueries({ predicate: (query) => ['notifications', 'notification-count'].includes(String(query.queryKey[0])) }),
  });
}
