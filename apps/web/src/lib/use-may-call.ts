import { mayCall, type StaffOperationKey } from '@padstore/domain/staff-access';
import type { Role } from '@padstore/domain/roles';
import { useUser } from './user';

/**
 * Whether the signed-in person may call a staff operation, by the same table the API enforces: the
 * console shows a page, a link or a button only to those it would not refuse.
 */
export function useMayCall(): (operation: StaffOperationKey) => boolean {
  const role = useUser().data?.role;
  return (operation) => mayCall(role, operation);
}

/** Where a member of staff starts: the console, the branch floor, or the rider's deliveries. */
export function staffHome(role: Role | undefined): string | null {
  if (!role || role === 'customer') return null;
  if (role === 'packer') return '/floor';
  if (role === 'rider') return '/rider';
  return '/admin';
}
