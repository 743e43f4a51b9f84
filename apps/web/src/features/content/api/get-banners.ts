import { useQuery } from '@tanstack/react-query';
import type { Banner } from '@padstore/domain';
import { fromApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type { Banner };

export const useBanners = () =>
  useQuery({
    queryKey: queryKeys.content.banners,
    ...fromApi('GET user/banner/getAllBanners', {}, (data) => data.banners),
    staleTime: 5 * 60_000,
  });
