import { useQuery } from '@tanstack/react-query';
import { fromApi } from '../../../lib/api-client';

export const useSizes = () =>
  useQuery({
    queryKey: ['sizes'],
    ...fromApi<{ sizes: string[] }, string[]>('products/getAllSizes', (data) => data.sizes),
    staleTime: 5 * 60_000,
  });
