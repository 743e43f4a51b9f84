import { useQuery } from '@tanstack/react-query';
import type { SizesAnswer } from '@padstore/domain';
import { fromApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { SIZES_PATH } from './paths';

export const useSizes = () =>
  useQuery({
    queryKey: queryKeys.catalog.sizes,
    ...fromApi<SizesAnswer, string[]>(SIZES_PATH, (data) => data.sizes),
    staleTime: 5 * 60_000,
  });
