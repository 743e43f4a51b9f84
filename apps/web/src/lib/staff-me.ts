import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { useToken } from './session';
import { useUser } from './user';

export const staffMeQuery = (token: string | null) =>
  queryOptions({ queryKey: ['staff', 'me', token], queryFn: () => api('GET admin/me'), staleTime: 0 });

/** The signed-in member of staff (role, branches, shift); idle for a guest or a customer. */
export function useStaffMe() {
  const token = useToken();
  const role = useUser().data?.role;
  return useQuery({ ...staffMeQuery(token), enabled: Boolean(token && role && role !== 'customer') });
}
