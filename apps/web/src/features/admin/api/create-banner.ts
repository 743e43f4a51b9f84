import type { RouteBody } from '@padstore/domain/api-routes';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useConsoleChange } from '../../../lib/use-console-change';

export const createBanner = (body: RouteBody<'POST admin/banners'>) => api('POST admin/banners', { body });

export const useCreateBanner = () => useConsoleChange(createBanner, [queryKeys.content.banners]);
