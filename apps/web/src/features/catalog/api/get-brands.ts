import { useQuery } from '@tanstack/react-query';
import type { Brand, BrandsAnswer } from '@padstore/domain';
import { fromApi } from '../../../lib/api-client';

export type { Brand };

export const useBrands = () =>
  useQuery({
    queryKey: ['brands'],
    ...fromApi<BrandsAnswer, Brand[]>('user/brand/getAllBrands', (data) => data.data),
    staleTime: 5 * 60_000,
  });
