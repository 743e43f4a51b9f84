import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const STAFF_KEY = ['staff', 'list'] as const;

export const useStaff = () =>
  useQuery({
    queryKey: STAFF_KEY,
    queryFn: () => api('GET admin/staff').then((data) => data.staff),
    staleTime: 0,
  });
