import type { RouteBody } from '@padstore/domain/api-routes';
import { callOf } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useStaffWrite } from '../../../lib/use-staff-write';

/** Sends packs to another branch: out of this one at once, in transit until received. */
export const useSendTransfer = () =>
  useStaffWrite(
    (transfer: RouteBody<'POST admin/stock/transfers'>) => callOf('POST admin/stock/transfers', { body: transfer }),
    [queryKeys.stock.all],
  );
