import type { RouteBody } from '@padstore/domain/api-routes';
import { callOf } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useStaffWrite } from '../../../lib/use-staff-write';

/** The next step, or a cancel with a reason: a cancel puts stock back, so the catalog reads again. */
export const useMoveOrder = () =>
  useStaffWrite(
    ({ id, ...body }: { id: string } & RouteBody<'PUT admin/orders/{id}/status'>) =>
      callOf('PUT admin/orders/{id}/status', { params: { id }, body }),
    [queryKeys.console.all, queryKeys.catalog.products, queryKeys.catalog.product],
  );
