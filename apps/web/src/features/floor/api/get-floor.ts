import { useQuery } from '@tanstack/react-query';
import { FLOOR_REFRESH_MS } from '@padstore/domain/floor';
import { api } from '../../../lib/api-client';

export const FLOOR_KEY = ['floor'] as const;

/** The branch floor, asked for again every few seconds while the page is open (docs/decisions/008). */
export const useFloor = (branchId: string | undefined) =>
  useQuery({
    queryKey: [...FLOOR_KEY, branchId],
    queryFn: () => api('GET admin/floor/branches/{id}', { params: { id: branchId ?? '' } }),
    enabled: Boolean(branchId),
    refetchInterval: FLOOR_REFRESH_MS,
    staleTime: 0,
  });
