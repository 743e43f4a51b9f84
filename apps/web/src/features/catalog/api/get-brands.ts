import { useQuery } from '@tanstack/react-query';
import type { Brand } from '@padstore/domain';
import { fromApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type { Brand };

export const useBrands = () =>
  useQuery({
    queryKey: queryKeys.catalog.brands,
    ...fromApi('GET user/brand/getAllBrands', {}, (data) => data.data),
    staleTime: 5 * 60_000,
  });
