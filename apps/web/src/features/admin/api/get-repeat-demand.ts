import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import { api } from '../../../lib/api-client';

export const getRepeatDemand = (branchId: string) => api('GET admin/repeats/branches/{id}', { params: { id: branchId } });

/** The packs per product a branch's repeat orders bring tomorrow and in the next seven days. */
export const useRepeatDemand = (branchId: string) =>
  useQuery({ queryKey: queryKeys.console.repeatDemand(branchId), queryFn: () => getRepeatDemand(branchId), staleTime: 0 });
