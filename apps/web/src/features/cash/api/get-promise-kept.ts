import { useQuery } from '@tanstack/react-query';
import type { PromiseKeptAnswer } from '@padstore/domain';
import { api } from '../../../lib/api-client';

/** GET admin/promise-kept: the branches the viewer may see, for one India day. */
export const usePromiseKept = (day: string) =>
  useQuery({
    queryKey: ['promise-kept', day],
    queryFn: () => api<PromiseKeptAnswer>(`admin/promise-kept?date=${day}`),
    staleTime: 0,
  });
