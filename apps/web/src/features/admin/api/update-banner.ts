import type { RouteBody } from '@padstore/domain/api-routes';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useConsoleChange } from '../../../lib/use-console-change';

export const updateBanner = ({ id, ...body }: { id: string } & RouteBody<'PUT admin/banners/{id}'>) =>
  api('PUT admin/banners/{id}', { params: { id: id }, body });

export const useUpdateBanner = () => useConsoleChange(updateBanner, [queryKeys.content.banners]);
