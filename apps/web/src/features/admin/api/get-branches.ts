import { useQuery } from '@tanstack/react-query';
import type { ConsoleBranchesAnswer } from '@padstore/domain';
import { queryKeys } from '../../../lib/query-keys';
import { consoleApi } from '../../../lib/console-api';

export const getBranches = () => consoleApi<ConsoleBranchesAnswer>('branches').then((data) => data.branches);

/** Branches with their pin codes and the stock of every product. */
export const useConsoleBranches = () => useQuery({ queryKey: queryKeys.console.branches, queryFn: getBranches, staleTime: 0 });
