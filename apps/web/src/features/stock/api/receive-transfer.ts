import type { RouteBody } from '@padstore/domain/api-routes';
import { callOf } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useStaffWrite } from '../../../lib/use-staff-write';

/** Receives a transfer with what arrived of each product; a shortfall is an entry of its own. */
export const useReceiveTransfer = () =>
  useStaffWrite(
    ({ transferId, ...arrived }: { transferId: string } & RouteBody<'PUT admin/stock/transfers/{id}/received'>) =>
      callOf('PUT admin/stock/transfers/{id}/received', { params: { id: transferId }, body: arrived }),
    [queryKeys.stock.all],
  );
