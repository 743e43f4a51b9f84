import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The branches the viewer may see, for one India day. */
export const usePromiseKept = (day: string) =>
  useQuery({
    queryKey: ['promise-kept', day],
    queryFn: () => api('GET admin/promise-kept', { query: { date: day } }),
    staleTime: 0,
  });
