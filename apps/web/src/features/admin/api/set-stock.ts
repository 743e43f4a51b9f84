import type { RouteBody } from '@padstore/domain/api-routes';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useConsoleChange } from '../../../lib/use-console-change';

export const setStock = ({ branchId, ...body }: { branchId: string } & RouteBody<'PUT admin/branches/{id}/stock'>) =>
  api('PUT admin/branches/{id}/stock', { params: { id: branchId }, body });

/** New stock: the listing and the product page read again. */
export const useSetStock = () => useConsoleChange(setStock, [queryKeys.catalog.products, queryKeys.catalog.product]);
