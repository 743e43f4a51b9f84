import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const getConsoleBrands = () => api('GET admin/brands').then((answer) => answer.brands);

/** The brands with their logos and the versions an edit is made on. */
export const useConsoleBrands = () => useQuery({ queryKey: queryKeys.console.brands, queryFn: getConsoleBrands, staleTime: 0 });
