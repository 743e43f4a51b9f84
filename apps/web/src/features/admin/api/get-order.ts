import { useQuery } from '@tanstack/react-query';
import type { ConsoleOrderAnswer } from '@padstore/domain';
import { queryKeys } from '../../../lib/query-keys';
import { consoleApi } from '../../../lib/console-api';

export const getOrder = (id: string) => consoleApi<ConsoleOrderAnswer>(`orders/${id}`);

export const useConsoleOrder = (id: string) =>
  useQuery({ queryKey: queryKeys.console.order(id), queryFn: () => getOrder(id), staleTime: 0 });
