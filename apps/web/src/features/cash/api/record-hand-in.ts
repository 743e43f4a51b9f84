import type { RouteBody } from '@padstore/domain/api-routes';
import { callOf } from '../../../lib/api-client';
import { useStaffWrite } from '../../../lib/use-staff-write';
import { CASH_KEY } from './get-cash-day';

export const useRecordHandIn = (branchId: string, day: string) =>
  useStaffWrite(
    (handIn: RouteBody<'POST admin/cash/branches/{id}/days/{date}/hand-ins'>) =>
      callOf('POST admin/cash/branches/{id}/days/{date}/hand-ins', { params: { id: branchId, date: day }, body: handIn }),
    [CASH_KEY],
  );
