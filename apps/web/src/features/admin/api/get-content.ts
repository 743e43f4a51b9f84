import { useQuery } from '@tanstack/react-query';
import type { ConsoleContent } from '@padstore/domain';
import { queryKeys } from '../../../lib/query-keys';
import { consoleApi } from '../../../lib/console-api';

export const getContent = () => consoleApi<ConsoleContent>('content');

/** The static pages and the express fee, with their versions. */
export const useConsoleContent = () => useQuery({ queryKey: queryKeys.console.content, queryFn: getContent, staleTime: 0 });
