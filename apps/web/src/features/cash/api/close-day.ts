import { callOf } from '../../../lib/api-client';
import { useStaffWrite } from '../../../lib/use-staff-write';
import { CASH_KEY } from './get-cash-day';

export const useCloseDay = (branchId: string, day: string) =>
  useStaffWrite(() => callOf('POST admin/cash/branches/{id}/days/{date}/close', { params: { id: branchId, date: day } }), [CASH_KEY]);
