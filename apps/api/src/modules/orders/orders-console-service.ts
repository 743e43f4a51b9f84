import { and, asc, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  maskPhone,
  normalizeMobile,
  CONSOLE_MESSAGES,
  indiaDayBounds,
  MESSAGES,
  ORDER_MESSAGES,
  keysetPage,
  pageCursorParts,
  paiseToRupees,
  indiaClockText,
  indiaDateText,
  orderEventLabel,
  timelineSentence,
  TIMELINE_STEP_RANK,
  type TimelineActor,
  type adminOrderListQuerySchema,
  type adminOrderStatusSchema,
  type ConsoleOrder,
  type ConsoleOrderAnswer,
  type ConsoleOrdersAnswer,
  type SavedAnswer,
} from '@padstore/domain';
import type { Database } from '../../db/client.js';
import { branches, deliveries, orderEvents, orders, users } from '../../db/schema.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { audited } from '../../lib/audit.js';
import { moveOrder } from './order-transitions.js';
import { describeOrder } from './orders-service.js';

/** A customer's phone as staff see it at first: masked, and empty for a deleted account. */
const staffView = (phone: string) => (phone.startsWith('deleted:') ? '' : maskPhone(phone));

/** Orders as the operator runs them: finding them, reading one, moving it along. */

/** Orders a console page shows: the newest first, then the older ones page by page. */
export const CONSOLE_ORDERS_PAGE = 50;

/** An order number as typed (any case), its characters that can be a pattern escaped. */
const likeEscaped = (text: string) => text.replace(/[%_\\]/g, (match) => `\\${match}`);

/**
 * What the console's search box finds, through an index either way (decision record 028): a mobile
 * number, however typed (+91, spaces, dashes, a leading 0), finds the orders of the customer with that
 * number and those delivered to it; anything else finds the order with that number, or those whose
 * number ends with it (its last characters, read as a prefix of the reversed number).
 */
function searchCondition(q: string): SQL {
  const phone = normalizeMobile(q);
  if (phone) {
    return or(
      // One customer has the number (it is unique): a scalar subquery, so that both sides are index lookups.
      eq(orders.userId, sql`(select ${users.id} from ${users} where ${users.phoneNumber} = ${phone})`),
      eq(orders.deliveredToPhone, phone),
    ) as SQL;
  }
  const number = q.toUpperCase();
  const reversed = [...number].reverse().join('');
  return or(eq(orders.orderNumber, number), sql`reverse(${orders.orderNumber}) like ${`${likeEscaped(reversed)}%`}`) as SQL;
}

/**
 * Orders filtered by status, branch and India date, found by order number or phone; newest first, a page
 * at a time, each page after the cursor (`older`) the one before answered. Each filter is served by an
 * index in this order, so that a page costs the same at two million orders as at two hundred.
 */
export async function findOrders(
  db: Database,
  { status, branchId, date, q, older }: z.output<typeof adminOrderListQuerySchema>,
  /** The branches a manager works for; null for an owner, who sees every branch. */
  scope: string[] | null = null,
): Promise<ConsoleOrdersAnswer> {
  const conditions: SQL[] = [];
  if (scope) conditions.push(inArray(orders.branchId, scope));
  if (status) conditions.push(eq(orders.status, status));
  if (branchId) conditions.push(eq(orders.branchId, branchId));
  if (date) {
    const [from, to] = indiaDayBounds(date);
    conditions.push(gte(orders.createdAt, from), lt(orders.createdAt, to));
  }
  if (q) conditions.push(searchCondition(q));
  if (older) {
    const { at, id } = pageCursorParts(older);
    conditions.push(sql`(${orders.createdAt}, ${orders.id}) < (${at}::timestamptz, ${id}::uuid)`);
  }
  const rows = await db
    .select({
      order: orders,
      // The instant as the database keeps it (to the microsecond), so that the next page starts exactly after it.
      at: sql<string>`${orders.createdAt}::text`,
      customer: users.fullName,
      phone: users.phoneNumber,
      branch: branches.name,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .innerJoin(branches, eq(branches.id, orders.branchId))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(CONSOLE_ORDERS_PAGE + 1);
  const { shown, older: next } = keysetPage(rows, CONSOLE_ORDERS_PAGE, (row) => ({ at: row.at, id: row.order.id }));
  return { orders: shown.map(consoleOrderOf), older: next };
}

function consoleOrderOf({
  order,
  customer,
  phone,
  branch,
}: {
  order: typeof orders.$inferSelect;
  customer: string;
  phone: string;
  branch: string;
}): ConsoleOrder {
  return {
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
  };
}

/** One order with its version, branch and timeline, whoever placed it. */
export async function consoleOrder(db: Database, id: string): Promise<ConsoleOrderAnswer> {
  const [row] = await db
    .select({ userId: orders.userId, version: orders.version, branch: branches.name })
    .from(orders)
    .innerJoin(branches, eq(branches.id, orders.branchId))
    .where(eq(orders.id, id));
  if (!row) throw notFound(ORDER_MESSAGES.orderNotFound);
  const [order, timeline, [paid]] = await Promise.all([
    describeOrder(db, row.userId, id),
    staffTimeline(db, id, row.userId),
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
      customerId: row.userId,
      deliveredTo: { name: order.deliveredTo.name, phoneNumber: staffView(String(order.deliveredTo.phoneNumber)) },
      // Paid online before the door, nothing was paid at it: her payment says how she paid.
      paidAtDoor:
        paid && paid.paidBy !== 'online'
          ? {
              paidBy: paid.paidBy ?? 'cash',
              due: paiseToRupees(paid.due),
              received: paiseToRupees(paid.received ?? paid.due),
              note: paid.note,
            }
          : null,
    },
    timeline,
  };
}

/** An order's steps for staff: each a sentence naming who made it (the customer, by her name, or the staff member). */
async function staffTimeline(db: Database, orderId: string, customerId: string): Promise<ConsoleOrderAnswer['timeline']> {
  const events = await db
    .select({
      status: orderEvents.status,
      note: orderEvents.note,
      createdAt: orderEvents.createdAt,
      actorId: orderEvents.actorId,
      name: users.fullName,
    })
    .from(orderEvents)
    .leftJoin(users, eq(users.id, orderEvents.actorId))
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.createdAt));
  // The steps of one transaction share their moment: read them in the order they are made.
  events.sort(
    (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (TIMELINE_STEP_RANK[a.status] ?? 9) - (TIMELINE_STEP_RANK[b.status] ?? 9),
  );
  return events.map((event) => {
    const actor: TimelineActor = !event.actorId
      ? null
      : event.actorId === customerId
        ? { kind: 'customer', name: event.name }
        : { kind: 'staff', name: event.name ?? 'a staff member' };
    return {
      date: indiaDateText(event.createdAt),
      time: indiaClockText(event.createdAt),
      status: orderEventLabel(event.status),
      note: event.note,
      said: timelineSentence(event.status, event.note, actor),
    };
  });
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
      const updated = await moveOrder(tx, order, status, { by: 'console', note: reason, actorId: userId });
      return { orderNumber: order.orderNumber, from: order.status, updated };
    },
  );
  return { message: CONSOLE_MESSAGES.orderMoved(moved.updated.orderNumber, moved.updated.status), version: moved.updated.version };
}
