import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import { api } from '../../../lib/api-client';

export const getDashboard = () => api('GET admin/dashboard');

export const useDashboard = () => useQuery({ queryKey: queryKeys.console.dashboard, queryFn: getDashboard, staleTime: 0 });
