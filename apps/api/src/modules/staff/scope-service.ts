import { and, eq, isNull } from 'drizzle-orm';
import type { StaffScope } from '@padstore/domain';
import type { Database } from '../../db/client.js';
import { deliveries, orders, staff } from '../../db/schema.js';
import type { StaffMember } from '../../lib/sessions.js';

type Reader = Pick<Database, 'select'>;

/**
 * Whether the record an operation's `{id}` names is within the caller's reach: an owner reaches
 * everything; a manager or packer the orders, branches and staff of their branches; a rider only the
 * orders given to them and not yet ended.
 */
export async function inScope(db: Reader, member: StaffMember, scope: StaffScope, id: string): Promise<boolean> {
  if (member.role === 'owner') return true;
  if (scope === 'branch') return member.branchIds.includes(id);
  if (scope === 'order' && member.role === 'rider') {
    const [open] = await db
      .select({ id: deliveries.id })
      .from(deliveries)
      .where(and(eq(deliveries.orderId, id), eq(deliveries.riderId, member.id), isNull(deliveries.endedAt)))
      .limit(1);
    return Boolean(open);
  }
  if (scope === 'order') {
    const [order] = await db.select({ branchId: orders.branchId }).from(orders).where(eq(orders.id, id));
    return Boolean(order && member.branchIds.includes(order.branchId));
  }
  const [other] = await db
    .select({ branchIds: staff.branchIds })
    .from(staff)
    .where(and(eq(staff.id, id), isNull(staff.removedAt)));
  return Boolean(other?.branchIds.some((branchId) => member.branchIds.includes(branchId)));
}
