import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import { api } from '../../../lib/api-client';

export const getProducts = () => api('GET admin/products').then((data) => data.products);

/** Every product, hidden ones included. */
export const useConsoleProducts = () => useQuery({ queryKey: queryKeys.console.products, queryFn: getProducts, staleTime: 0 });
