import { mayCall, type StaffOperationKey } from '@padstore/domain/staff-access';
import { useUser } from './user';

/**
 * Whether the signed-in person may call a staff operation, by the same table the API enforces: the
 * console shows a page, a link or a button only to those it would not refuse.
 */
export function useMayCall(): (operation: StaffOperationKey) => boolean {
  const role = useUser().data?.role;
  return (operation) => mayCall(role, operation);
}
