import { useQuery } from '@tanstack/react-query';
import type { Dashboard } from '@padstore/domain';
import { queryKeys } from '../../../lib/query-keys';
import { consoleApi } from '../../../lib/console-api';

export const getDashboard = () => consoleApi<Dashboard>('dashboard');

export const useDashboard = () => useQuery({ queryKey: queryKeys.console.dashboard, queryFn: getDashboard, staleTime: 0 });
