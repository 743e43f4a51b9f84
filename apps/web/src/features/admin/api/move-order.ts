import type { RouteBody } from '@padstore/domain/api-routes';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useConsoleChange } from '../../../lib/use-console-change';

export const moveOrder = ({ id, ...body }: { id: string } & RouteBody<'PUT admin/orders/{id}/status'>) =>
  api('PUT admin/orders/{id}/status', { params: { id: id }, body });

/** The next step, or a cancel with a reason: a cancel puts stock back, so the catalog reads again. */
export const useMoveOrder = () => useConsoleChange(moveOrder, [queryKeys.catalog.products, queryKeys.catalog.product]);
