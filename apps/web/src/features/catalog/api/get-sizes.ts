import { useQuery } from '@tanstack/react-query';
import type { SizesAnswer } from '@padstore/domain';
import { fromApi } from '../../../lib/api-client';

export const useSizes = () =>
  useQuery({
    queryKey: ['sizes'],
    ...fromApi<SizesAnswer, string[]>('products/getAllSizes', (data) => data.sizes),
    staleTime: 5 * 60_000,
  });
