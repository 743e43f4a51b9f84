import type { RouteBody } from '@padstore/domain/api-routes';
import { callOf } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useStaffWrite } from '../../../lib/use-staff-write';

/** Writes off packs damaged, expired or missing, with the reason. */
export const useWriteOffStock = () =>
  useStaffWrite(
    (writeOff: RouteBody<'POST admin/stock/write-offs'>) => callOf('POST admin/stock/write-offs', { body: writeOff }),
    [queryKeys.stock.all],
  );
