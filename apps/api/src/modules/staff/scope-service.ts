import { and, desc, eq, inArray, isNotNull, isNull, like } from 'drizzle-orm';
import type { StaffScope } from '@padstore/domain';
import type { Database } from '../../db/client.js';
import { auditLog, deliveries, orders, staff, users } from '../../db/schema.js';
import type { StaffMember } from '../../lib/sessions.js';

type Reader = Pick<Database, 'select'>;

/**
 * Whether the record an operation's `{id}` names is within the caller's reach: an owner reaches
 * everything; a manager or packer the orders, branches and staff of their branches; a rider only the
 * orders given to them and not yet ended; a customer is within a manager's reach once she ordered from
 * one of their branches.
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
  if (scope === 'customer') {
    if (member.branchIds.length === 0) return false;
    const [ordered] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.userId, id), inArray(orders.branchId, member.branchIds)))
      .limit(1);
    return Boolean(ordered);
  }
  const [other] = await db
    .select({ branchIds: staff.branchIds })
    .from(staff)
    .where(and(eq(staff.id, id), isNull(staff.removedAt)));
  return Boolean(other?.branchIds.some((branchId) => member.branchIds.includes(branchId)));
}

/**
 * Why an order is no longer in a rider's reach, when the branch took it back from them ('Back at
 * branch') and nobody gave it to them again: the order's number and who took it back, from the audit log.
 */
export async function takenBackFrom(db: Reader, riderId: string, orderId: string): Promise<{ orderNumber: string; by: string } | null> {
  const [last] = await db
    .select({ orderNumber: orders.orderNumber, reason: deliveries.notDeliveredReason, endedAt: deliveries.endedAt })
    .from(deliveries)
    .innerJoin(orders, eq(orders.id, deliveries.orderId))
    .where(and(eq(deliveries.orderId, orderId), eq(deliveries.riderId, riderId), isNotNull(deliveries.endedAt)))
    .orderBy(desc(deliveries.endedAt))
    .limit(1);
  if (!last || last.reason !== 'taken_back') return null;
  const [by] = await db
    .select({ name: users.fullName })
    .from(auditLog)
    .innerJoin(users, eq(users.id, auditLog.userId))
    .where(
      and(
        eq(auditLog.action, 'delivery.not_delivered'),
        // Details are written by JSON.stringify (lib/audit.ts), without spaces.
        like(auditLog.details, `%"orderNumber":${JSON.stringify(last.orderNumber)}%`),
        like(auditLog.details, '%"reason":"taken_back"%'),
      ),
    )
    .orderBy(desc(auditLog.createdAt))
    .limit(1);
  return { orderNumber: last.orderNumber, by: by?.name ?? 'the manager' };
}
