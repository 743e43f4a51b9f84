import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import { api } from '../../../lib/api-client';

export const getBranches = () => api('GET admin/branches').then((data) => data.branches);

/** Branches with their pin codes and the stock of every product. */
export const useConsoleBranches = () => useQuery({ queryKey: queryKeys.console.branches, queryFn: getBranches, staleTime: 0 });
