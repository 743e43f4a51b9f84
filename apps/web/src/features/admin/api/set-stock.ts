import type { RouteBody } from '@padstore/domain/api-routes';
import { callOf } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useStaffWrite } from '../../../lib/use-staff-write';

/** New stock: the listing and the product page read again. */
export const useSetStock = () =>
  useStaffWrite(
    ({ branchId, ...body }: { branchId: string } & RouteBody<'PUT admin/branches/{id}/stock'>) =>
      callOf('PUT admin/branches/{id}/stock', { params: { id: branchId }, body }),
    [queryKeys.console.all, queryKeys.catalog.products, queryKeys.catalog.product],
  );
