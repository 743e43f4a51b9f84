import type { RouteBody } from '@padstore/domain/api-routes';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useConsoleChange } from '../../../lib/use-console-change';

export const updateBrand = ({ id, ...body }: { id: string } & RouteBody<'PUT admin/brands/{id}'>) =>
  api('PUT admin/brands/{id}', { params: { id }, body });

/** Renames a brand or changes its logo; the shop's brands (carousel, filters) are asked again. */
export const useUpdateBrand = () => useConsoleChange(updateBrand, [queryKeys.catalog.brands]);
