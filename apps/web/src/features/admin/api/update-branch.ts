import type { RouteBody } from '@padstore/domain/api-routes';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useConsoleChange } from '../../../lib/use-console-change';

export const updateBranch = ({ id, ...body }: { id: string } & RouteBody<'PUT admin/branches/{id}'>) =>
  api('PUT admin/branches/{id}', { params: { id: id }, body });

/** A branch opened or closed changes what customers there see in stock. */
export const useUpdateBranch = () => useConsoleChange(updateBranch, [queryKeys.catalog.products, queryKeys.catalog.product]);
