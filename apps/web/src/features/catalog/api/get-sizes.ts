import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const useSizes = () =>
  useQuery({
    queryKey: ['sizes'],
    queryFn: () => api<{ sizes: string[] }>('products/getAllSizes').then((data) => data.sizes),
    staleTime: 5 * 60_000,
  });
