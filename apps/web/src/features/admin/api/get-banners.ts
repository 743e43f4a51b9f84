import { useQuery } from '@tanstack/react-query';
import type { ConsoleBannersAnswer } from '@padstore/domain';
import { queryKeys } from '../../../lib/query-keys';
import { consoleApi } from '../../../lib/console-api';

export const getBanners = () => consoleApi<ConsoleBannersAnswer>('banners').then((data) => data.banners);

/** The home page's banners with their versions. */
export const useConsoleBanners = () => useQuery({ queryKey: queryKeys.console.banners, queryFn: getBanners, staleTime: 0 });
