import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The VAPID public key to subscribe with, or null: the shop sends no notifications and never asks. */
export const pushSettingsQuery = queryOptions({
  queryKey: queryKeys.push.settings,
  queryFn: () => api('GET settings/push'),
  staleTime: 60 * 60_000,
});

export const usePushSettings = () => useQuery(pushSettingsQuery);
