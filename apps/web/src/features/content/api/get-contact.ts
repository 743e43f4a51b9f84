import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const useContact = () =>
  useQuery({
    queryKey: ['contact'],
    queryFn: () => api<{ title: string; email: string }>('user/getContactUs'),
    staleTime: 5 * 60_000,
  });
