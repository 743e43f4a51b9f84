import { useQuery } from '@tanstack/react-query';
import type { Banner, BannersAnswer } from '@padstore/domain';
import { fromApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { BANNERS_PATH } from './paths';

export type { Banner };

export const useBanners = () =>
  useQuery({
    queryKey: queryKeys.content.banners,
    ...fromApi<BannersAnswer, Banner[]>(BANNERS_PATH, (data) => data.banners),
    staleTime: 5 * 60_000,
  });
