import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RouteBody } from '@padstore/domain/api-routes';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const changeNotificationSettings = (body: RouteBody<'PUT user/notification-settings'>) =>
  api('PUT user/notification-settings', { body });

/** Changes a channel, or says yes to WhatsApp or offers (the store records its time), or takes it back. */
export function useChangeNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeNotificationSettings,
    onSuccess: (answer) => queryClient.setQueryData(queryKeys.notificationSettings, answer),
  });
}
