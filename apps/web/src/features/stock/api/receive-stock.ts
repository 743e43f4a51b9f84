import type { RouteBody } from '@padstore/domain/api-routes';
import { callOf } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useStaffWrite } from '../../../lib/use-staff-write';

/** Records a supplier's delivery by its invoice; the same invoice of the same supplier twice is refused (409). */
export const useReceiveStock = () =>
  useStaffWrite(
    (receipt: RouteBody<'POST admin/stock/receipts'>) => callOf('POST admin/stock/receipts', { body: receipt }),
    [queryKeys.stock.all],
  );
