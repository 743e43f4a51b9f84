import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import { api } from '../../../lib/api-client';

export const getOrder = (id: string) => api('GET admin/orders/{id}', { params: { id } });

export const useConsoleOrder = (id: string) =>
  useQuery({ queryKey: queryKeys.console.order(id), queryFn: () => getOrder(id), staleTime: 0 });
