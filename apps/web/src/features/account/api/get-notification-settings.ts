import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Her channels for order updates and repeat reminders, and her yes to WhatsApp and to offers, with their times. */
export const notificationSettingsQuery = queryOptions({
  queryKey: queryKeys.notificationSettings,
  queryFn: () => api('GET user/notification-settings'),
});

export const useNotificationSettings = () => useQuery(notificationSettingsQuery);
