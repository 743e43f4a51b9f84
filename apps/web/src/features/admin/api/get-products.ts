import { useQuery } from '@tanstack/react-query';
import type { ConsoleProductsAnswer } from '@padstore/domain';
import { queryKeys } from '../../../lib/query-keys';
import { consoleApi } from '../../../lib/console-api';

export const getProducts = () => consoleApi<ConsoleProductsAnswer>('products').then((data) => data.products);

/** Every product, hidden ones included. */
export const useConsoleProducts = () => useQuery({ queryKey: queryKeys.console.products, queryFn: getProducts, staleTime: 0 });
