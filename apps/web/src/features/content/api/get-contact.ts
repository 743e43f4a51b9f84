import { useQuery } from '@tanstack/react-query';
import { fromApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const useContact = () =>
  useQuery({
    queryKey: queryKeys.content.contact,
    ...fromApi('GET user/getContactUs', {}),
    staleTime: 5 * 60_000,
  });
