import { useQuery } from '@tanstack/react-query';
import type { SizesAnswer } from '@padstore/domain';
import { fromApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const useSizes = () =>
  useQuery({
    queryKey: queryKeys.catalog.sizes,
    ...fromApi<SizesAnswer, string[]>('products/getAllSizes', (data) => data.sizes),
    staleTime: 5 * 60_000,
  });
