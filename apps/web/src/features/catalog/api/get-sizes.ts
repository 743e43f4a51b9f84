import { useQuery } from '@tanstack/react-query';
import { fromApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const useSizes = () =>
  useQuery({
    queryKey: queryKeys.catalog.sizes,
    ...fromApi('GET products/getAllSizes', {}, (data) => data.sizes),
    staleTime: 5 * 60_000,
  });
