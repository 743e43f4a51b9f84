import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import { api } from '../../../lib/api-client';

export const getBanners = () => api('GET admin/banners').then((data) => data.banners);

/** The home page's banners with their versions. */
export const useConsoleBanners = () => useQuery({ queryKey: queryKeys.console.banners, queryFn: getBanners, staleTime: 0 });
