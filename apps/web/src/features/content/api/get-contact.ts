import { useQuery } from '@tanstack/react-query';
import { fromApi } from '../../../lib/api-client';

export const useContact = () =>
  useQuery({
    queryKey: ['contact'],
    ...fromApi<{ title: string; email: string }>('user/getContactUs'),
    staleTime: 5 * 60_000,
  });
