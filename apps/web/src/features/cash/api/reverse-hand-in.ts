import { callOf } from '../../../lib/api-client';
import { useStaffWrite } from '../../../lib/use-staff-write';
import { CASH_KEY } from './get-cash-day';

export const useReverseHandIn = (branchId: string, day: string) =>
  useStaffWrite(
    ({ handInId, note }: { handInId: string; note: string }) =>
      callOf('POST admin/cash/branches/{id}/days/{date}/hand-ins/{handInId}/reversal', {
        params: { id: branchId, date: day, handInId },
        body: { note },
      }),
    [CASH_KEY],
  );
