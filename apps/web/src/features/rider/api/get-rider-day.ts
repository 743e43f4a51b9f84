import { useQuery } from '@tanstack/react-query';
import { FLOOR_REFRESH_MS } from '@padstore/domain/floor';
import { api } from '../../../lib/api-client';

export const RIDER_KEY = ['rider'] as const;

/** My deliveries and my day, asked for again every few seconds so a new delivery appears by itself. */
export const useRiderDay = () =>
  useQuery({
    queryKey: [...RIDER_KEY, 'deliveries'],
    queryFn: () => api('GET admin/rider/deliveries'),
    refetchInterval: FLOOR_REFRESH_MS,
    staleTime: 0,
  });
