import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface Banner {
  _id: string;
  image: string;
  position: number;
}

export const useBanners = () =>
  useQuery({
    queryKey: ['banners'],
    queryFn: () => api<{ banners: Banner[] }>('user/banner/getAllBanners').then((data) => data.banners),
    staleTime: 5 * 60_000,
  });
