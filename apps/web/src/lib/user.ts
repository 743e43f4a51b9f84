import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@padstore/domain';
import { api } from './api-client';
import { queryKeys } from './query-keys';
import { useToken } from './session';

export type { User };

export const userQuery = (token: string | null) =>
  queryOptions({
    queryKey: queryKeys.user.of(token),
    queryFn: () => api('GET user/getUser').then((data) => data.user),
    enabled: Boolean(token),
  });

/** The signed-in customer's profile; idle for guests. */
export const useUser = () => useQuery(userQuery(useToken()));
