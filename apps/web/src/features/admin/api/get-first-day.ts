import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import { api } from '../../../lib/api-client';

export const getFirstDay = () => api('GET admin/first-day');

export const useFirstDay = () => useQuery({ queryKey: queryKeys.console.firstDay, queryFn: getFirstDay, staleTime: 0 });
