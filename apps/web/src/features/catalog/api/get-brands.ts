import { useQuery } from '@tanstack/react-query';
import { fromApi } from '../../../lib/api-client';

export interface Brand {
  _id: string;
  id: string;
  brandName: string;
  image: string;
}

export const useBrands = () =>
  useQuery({
    queryKey: ['brands'],
    ...fromApi<{ data: Brand[] }, Brand[]>('user/brand/getAllBrands', (data) => data.data),
    staleTime: 5 * 60_000,
  });
