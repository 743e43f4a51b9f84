import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Notification } from '@padstore/domain';
import { api } from '../../../lib/api-client';
import { invalidateAll, queryKeys } from '../../../lib/query-keys';

export type { Notification };

export const useNotifications = (kind: 'read' | 'unread') =>
  useQuery({
    queryKey: queryKeys.notifications.of(kind),
    queryFn: () => api(`GET user/notification/get${kind === 'read' ? 'Read' : 'Unread'}Notification`).then((data) => data.notifications),
    staleTime: 0,
  });

/** Marks one read, then both lists and the count reload. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api('PUT user/notification/updateStatus/{id}', { params: { id } }),
    onSuccess: () => invalidateAll(queryClient, [queryKeys.notifications.all, queryKeys.notificationCount.all]),
  });
}
