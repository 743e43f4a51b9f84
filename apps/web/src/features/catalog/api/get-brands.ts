import { useQuery } from '@tanstack/react-query';
import type { Brand, BrandsAnswer } from '@padstore/domain';
import { fromApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { BRANDS_PATH } from './paths';

export type { Brand };

export const useBrands = () =>
  useQuery({
    queryKey: queryKeys.catalog.brands,
    ...fromApi<BrandsAnswer, Brand[]>(BRANDS_PATH, (data) => data.data),
    staleTime: 5 * 60_000,
  });
