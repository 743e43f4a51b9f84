import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface Brand {
  _id: string;
  id: string;
  brandName: string;
  image: string;
}

export const useBrands = () =>
  useQuery({
    queryKey: ['brands'],
    queryFn: () => api<{ data: Brand[] }>('user/brand/getAllBrands').then((data) => data.data),
    staleTime: 5 * 60_000,
  });
