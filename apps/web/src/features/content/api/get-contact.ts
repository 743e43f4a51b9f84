import { useQuery } from '@tanstack/react-query';
import type { Contact } from '@padstore/domain';
import { fromApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { CONTACT_PATH } from './paths';

export const useContact = () =>
  useQuery({
    queryKey: queryKeys.content.contact,
    ...fromApi<Contact>(CONTACT_PATH),
    staleTime: 5 * 60_000,
  });
