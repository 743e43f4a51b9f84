import { useQuery } from '@tanstack/react-query';
import type { Contact } from '@padstore/domain';
import { fromApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const useContact = () =>
  useQuery({
    queryKey: queryKeys.content.contact,
    ...fromApi<Contact>('user/getContactUs'),
    staleTime: 5 * 60_000,
  });
