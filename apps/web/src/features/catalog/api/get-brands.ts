import { useQuery } from '@tanstack/react-query';
import type { Brand, BrandsAnswer } from '@padstore/domain';
import { fromApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type { Brand };

export const useBrands = () =>
  useQuery({
    queryKey: queryKeys.catalog.brands,
    ...fromApi<BrandsAnswer, Brand[]>('user/brand/getAllBrands', (data) => data.data),
    staleTime: 5 * 60_000,
  });
