import { and, desc, eq, gte, ilike, inArray, lt, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  maskPhone,
  phoneSearchDigits,
  CONSOLE_MESSAGES,
  indiaDayBounds,
  MESSAGES,
  ORDER_MESSAGES,
  paiseToRupees,
  type adminOrderListQuerySchema,
  type adminOrderStatusSchema,
  type ConsoleOrder,
  type ConsoleOrderAnswer,
  type SavedAnswer,
} from '@padstore/domain';
import type { Database } from '../../db/client.js';
import { branches, deliveries, orders, users } from '../../db/schema.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { audited } from '../../lib/audit.js';
import { moveOrder } from './order-transitions.js';
import { describeOrder, trackOrder } from './orders-service.js';

/** A customer's phone as staff see it at first: masked, and empty for a deleted account. */
const staffView = (phone: string) => (phone.startsWith('deleted:') ? '' : maskPhone(phone));

/** Orders as the operator runs them: finding them, reading one, moving it along. */

/** Orders filtered by status, branch and India date, found by order number or phone; newest first, 200 at most. */
export async function findOrders(
  db: Database,
  { status, branchId, date, q }: z.output<typeof adminOrderListQuerySchema>,
  /** The branches a manager works for; null for an owner, who sees every branch. */
  scope: string[] | null = null,
): Promise<ConsoleOrder[]> {
  const conditions: SQL[] = [];
  if (scope) conditions.push(inArray(orders.branchId, scope));
  if (status) conditions.push(eq(orders.status, status));
  if (branchId) conditions.push(eq(orders.branchId, branchId));
  if (date) {
    const [from, to] = indiaDayBounds(date);
    conditions.push(gte(orders.createdAt, from), lt(orders.createdAt, to));
  }
  if (q) {
    const like = (text: string) => `%${text.replace(/[%_\\]/g, (match) => `\\${match}`)}%`;
    // A phone written with +91, spaces or dashes is looked for by its digits, as the numbers are kept.
    const phone = like(phoneSearchDigits(q) ?? q);
    conditions.push(or(ilike(orders.orderNumber, like(q)), ilike(orders.deliveredToPhone, phone), ilike(users.phoneNumber, phone)) as SQL);
  }
  const rows = await db
    .select({ order: orders, customer: users.fullName, phone: users.phoneNumber, branch: branches.name })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .innerJoin(branches, eq(branches.id, orders.branchId))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(orders.createdAt))
    .limit(200);
  return rows.map(({ order, customer, phone, branch }) => ({
    _id: order.id,
    orderNumber: order.orderNumber,
    status: order.status,
    customer,
    // Least needed: the number is opened on purpose (GET orders/{id}/phone), and the audit log says who
    // did. A deleted customer's account keeps no phone.
    phoneNumber: staffView(phone),
    branch,
    pinCode: order.pinCode,
    deliveryType: order.deliveryType,
    discreetPackaging: order.discreetPackaging,
    totalAmount: paiseToRupees(order.totalPaise),
    createdAt: order.createdAt.toISOString(),
    promisedTo: order.promisedTo.toISOString(),
    version: order.version,
    repeat: order.repeatId !== null,
  }));
}

/** One order with its version, branch and timeline, whoever placed it. */
export async function consoleOrder(db: Database, id: string): Promise<ConsoleOrderAnswer> {
  const [row] = await db
    .select({ userId: orders.userId, version: orders.version, branch: branches.name })
    .from(orders)
    .innerJoin(branches, eq(branches.id, orders.branchId))
    .where(eq(orders.id, id));
  if (!row) throw notFound(ORDER_MESSAGES.orderNotFound);
  const [order, tracking, [paid]] = await Promise.all([
    describeOrder(db, row.userId, id),
    trackOrder(db, row.userId, id),
    db
      .select({
        paidBy: deliveries.paidBy,
        due: deliveries.amountDuePaise,
        received: deliveries.amountReceivedPaise,
        note: deliveries.note,
      })
      .from(deliveries)
      .where(and(eq(deliveries.orderId, id), eq(deliveries.outcome, 'delivered'))),
  ]);
  return {
    order: {
      ...order,
      version: row.version,
      branch: row.branch,
      deliveredTo: { name: order.deliveredTo.name, phoneNumber: staffView(String(order.deliveredTo.phoneNumber)) },
      paidAtDoor: paid
        ? {
            paidBy: paid.paidBy ?? 'cash',
            due: paiseToRupees(paid.due),
            received: paiseToRupees(paid.received ?? paid.due),
            note: paid.note,
          }
        : null,
    },
    timeline: tracking.timeline,
  };
}

/**
 * The operator moves an order one step along, or cancels it with a reason: the same transition the
 * customer's cancel goes through, on the version the operator saw, audited in the same transaction.
 */
export async function moveOrderAsOperator(
  db: Database,
  userId: string,
  id: string,
  { status, reason, version }: z.output<typeof adminOrderStatusSchema>,
): Promise<SavedAnswer> {
  if (status === 'cancelled' && !reason) throw new HttpError(400, ORDER_MESSAGES.cancelReasonRequired);
  const moved = await audited(
    db,
    {
      userId,
      action: 'order.status',
      details: (result: { orderNumber: string; from: string }) => ({
        orderNumber: result.orderNumber,
        from: result.from,
        to: status,
        reason,
      }),
    },
    async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
      if (!order) throw notFound(ORDER_MESSAGES.orderNotFound);
      if (order.version !== version) throw new HttpError(409, MESSAGES.staleEdit);
      const updated = await moveOrder(tx, order, status, { by: 'console', note: reason });
      return { orderNumber: order.orderNumber, from: order.status, updated };
    },
  );
  return { message: CONSOLE_MESSAGES.orderMoved(moved.updated.orderNumber, moved.updated.status), version: moved.updated.version };
}
