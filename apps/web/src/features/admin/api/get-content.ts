import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import { api } from '../../../lib/api-client';

export const getContent = () => api('GET admin/content');

/** The static pages and the express fee, with their versions. */
export const useConsoleContent = () => useQuery({ queryKey: queryKeys.console.content, queryFn: getContent, staleTime: 0 });
