import type { RouteBody } from '@padstore/domain/api-routes';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useConsoleChange } from '../../../lib/use-console-change';

export const updateProduct = ({ id, ...body }: { id: string } & RouteBody<'PUT admin/products/{id}'>) =>
  api('PUT admin/products/{id}', { params: { id: id }, body });

/** An edit or a hide: the listing and the product page read again. */
export const useUpdateProduct = () => useConsoleChange(updateProduct, [queryKeys.catalog.products, queryKeys.catalog.product]);
