import type { Role } from '@padstore/domain/roles';

/**
 * Where a member of staff starts: the console, the branch floor, or the rider's deliveries. Apart from
 * use-may-call.ts, so that the top bar of a customer's first screen does not load the staff table.
 */
export function staffHome(role: Role | undefined): string | null {
  if (!role || role === 'customer') return null;
  if (role === 'packer') return '/floor';
  if (role === 'rider') return '/rider';
  return '/admin';
}
