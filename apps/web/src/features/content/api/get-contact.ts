import { useQuery } from '@tanstack/react-query';
import type { Contact } from '@padstore/domain';
import { fromApi } from '../../../lib/api-client';

export const useContact = () =>
  useQuery({
    queryKey: ['contact'],
    ...fromApi<Contact>('user/getContactUs'),
    staleTime: 5 * 60_000,
  });
