import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Role } from '@padstore/domain/roles';
import { api } from '../../../lib/api-client';
import { useToken } from '../../../lib/session';

export interface User {
  _id: string;
  fullName: string;
  gender: string;
  email: string;
  phoneNumber: number;
  address: string;
  pinCode: string;
  plotNumber: string;
  street: string;
  image: string | null;
  role: Role;
  isBranchAvailable: boolean;
  matchingBranch: { _id: string; name: string; servicePinCode: string[] } | null;
}

export const userQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['user', token],
    queryFn: () => api<{ user: User }>('user/getUser').then((data) => data.user),
    enabled: Boolean(token),
  });

/** The signed-in customer's profile; idle for guests. */
export const useUser = () => useQuery(userQuery(useToken()));
