import { useQuery } from '@tanstack/react-query';
import { fromApi } from '../../../lib/api-client';

export interface Banner {
  _id: string;
  image: string;
  position: number;
}

export const useBanners = () =>
  useQuery({
    queryKey: ['banners'],
    ...fromApi<{ banners: Banner[] }, Banner[]>('user/banner/getAllBanners', (data) => data.banners),
    staleTime: 5 * 60_000,
  });
