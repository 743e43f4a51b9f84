import { and, asc, eq, gte, inArray, isNull, lt, or, type SQL } from 'drizzle-orm';
import { indiaDayBounds } from '@padstore/domain';
import type { Database } from '../../db/client.js';
import { deliveries, orders, staff, users } from '../../db/schema.js';
import { riderName } from '../floor/floor-service.js';

type Reader = Pick<Database, 'select'>;

const DAY_MS = 24 * 60 * 60 * 1000;
/** A timestamp column keeps microseconds, a Date milliseconds: a window's end takes the whole last millisecond. */
const justAfter = (instant: Date) => new Date(instant.getTime() + 1);

/**
 * A day's rows of one table are found by the time they happened (the branch's index on it, a few pages
 * written together), and matched to the rows of another in memory; looking each one up by its id costs a
 * walk down an index and a page of its own for every row, thousands on a busy branch's day.
 */
function spanOf(times: (Date | null)[], [earliest, latest]: [Date, Date]): [Date, Date] | null {
  let first: Date | null = null;
  let last: Date | null = null;
  for (const time of times) {
    if (!time || time < earliest || time >= latest) continue;
    if (!first || time < first) first = time;
    if (!last || time > last) last = time;
  }
  return first && last ? [first, justAfter(last)] : null;
}

/**
 * The order numbers of the deliveries booked to a branch's day. A delivery ends in the same statement that
 * delivers its order, at the same instant, and its cash is booked to the day it ended or, when that day
 * was already closed, to the next: so the orders are those the branch delivered between the first and the
 * last of these deliveries (within the day and the day before), read by when they were delivered. Any the
 * window misses (an order moved to another branch) is read by its id.
 */
async function orderNumbersOf(db: Reader, branchId: string, day: string, delivered: { orderId: string; at: Date | null }[]) {
  const [from, to] = indiaDayBounds(day);
  const numbers = new Map<string, string>();
  const span = spanOf(
    delivered.map((row) => row.at),
    [new Date(from.getTime() - DAY_MS), to],
  );
  if (span) {
    const rows = await db
      .select({ id: orders.id, orderNumber: orders.orderNumber })
      .from(orders)
      .where(and(eq(orders.branchId, branchId), gte(orders.deliveredAt, span[0]), lt(orders.deliveredAt, span[1])));
    for (const row of rows) numbers.set(row.id, row.orderNumber);
  }
  const missing = [...new Set(delivered.filter((row) => !numbers.has(row.orderId)).map((row) => row.orderId))];
  if (missing.length) {
    const rows = await db.select({ id: orders.id, orderNumber: orders.orderNumber }).from(orders).where(inArray(orders.id, missing));
    for (const row of rows) numbers.set(row.id, row.orderNumber);
  }
  return numbers;
}

/** The deliveries booked to a branch's day, in the order they ended, with their order numbers. */
export async function deliveredOnDay(db: Reader, branchId: string, day: string) {
  const rows = await db
    .select({
      orderId: deliveries.orderId,
      riderId: deliveries.riderId,
      paidBy: deliveries.paidBy,
      due: deliveries.amountDuePaise,
      received: deliveries.amountReceivedPaise,
      upiReference: deliveries.upiReference,
      note: deliveries.note,
      at: deliveries.endedAt,
    })
    .from(deliveries)
    .where(and(eq(deliveries.branchId, branchId), eq(deliveries.outcome, 'delivered'), eq(deliveries.cashDay, day)))
    .orderBy(asc(deliveries.endedAt));
  const numbers = await orderNumbersOf(db, branchId, day, rows);
  return rows.map((row) => ({ ...row, orderNumber: numbers.get(row.orderId) ?? '' }));
}

/** Deliveries with what the CSV writes of them. */
const deliveriesWhere = (db: Reader, where: SQL | undefined) =>
  db
    .select({
      id: deliveries.id,
      orderId: deliveries.orderId,
      riderId: deliveries.riderId,
      paidBy: deliveries.paidBy,
      amountReceivedPaise: deliveries.amountReceivedPaise,
      upiReference: deliveries.upiReference,
      note: deliveries.note,
    })
    .from(deliveries)
    .where(where);
type DayDelivery = Awaited<ReturnType<typeof deliveriesWhere>>[number];

/**
 * Each order's delivery as the CSV says it (the one still open, or the one that delivered it): the
 * branch's deliveries that delivered within the window of these orders' deliveries (the day, and the
 * next for an order placed late), and those open now, read by the branch's index on when they ended;
 * an order not matched that way and not cancelled (one moved between branches) is read by its id.
 */
async function deliveriesOf(
  db: Reader,
  branchId: string,
  day: string,
  dayOrders: { id: string; status: string; deliveredAt: Date | null }[],
) {
  const [from, to] = indiaDayBounds(day);
  const span = spanOf(
    dayOrders.map((order) => order.deliveredAt),
    [from, new Date(to.getTime() + DAY_MS)],
  );
  const found = new Map<string, DayDelivery>();
  const ids = new Set(dayOrders.map((order) => order.id));
  const rows = await deliveriesWhere(
    db,
    and(
      eq(deliveries.branchId, branchId),
      span
        ? or(
            isNull(deliveries.endedAt),
            and(gte(deliveries.endedAt, span[0]), lt(deliveries.endedAt, span[1]), eq(deliveries.outcome, 'delivered')),
          )
        : isNull(deliveries.endedAt),
    ),
  );
  for (const row of rows) if (ids.has(row.orderId)) found.set(row.orderId, row);
  const missing = dayOrders
    .filter((order) => !found.has(order.id) && (order.status === 'out_for_delivery' || order.status === 'delivered'))
    .map((order) => order.id);
  if (missing.length) {
    const more = await deliveriesWhere(
      db,
      and(inArray(deliveries.orderId, missing), or(isNull(deliveries.endedAt), eq(deliveries.outcome, 'delivered'))),
    );
    for (const row of more) found.set(row.orderId, row);
  }
  return found;
}

/** The riders' names as the console says them, by their ids. */
async function riderNames(db: Reader, riderIds: string[]): Promise<Map<string, string>> {
  if (!riderIds.length) return new Map();
  const rows = await db
    .select({ id: staff.id, name: riderName })
    .from(staff)
    .leftJoin(users, eq(users.phoneNumber, staff.phoneNumber))
    .where(inArray(staff.id, riderIds));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/**
 * The day's orders of a branch (placed or delivered that day) with their delivery and rider, for the CSV:
 * the orders by the branch's indexes on when they were placed and delivered, their deliveries by the
 * branch's index on when those ended, matched in memory.
 */
export async function dayOrders(db: Reader, branchId: string, day: string) {
  const [from, to] = indiaDayBounds(day);
  const rows = await db
    .select({
      id: orders.id,
      // Only what the CSV writes: a busy branch's day is thousands of rows.
      orderNumber: orders.orderNumber,
      createdAt: orders.createdAt,
      deliveryType: orders.deliveryType,
      status: orders.status,
      promisedTo: orders.promisedTo,
      deliveredAt: orders.deliveredAt,
      totalPaise: orders.totalPaise,
      cancelReason: orders.cancelReason,
    })
    .from(orders)
    .where(
      and(
        eq(orders.branchId, branchId),
        or(and(gte(orders.createdAt, from), lt(orders.createdAt, to)), and(gte(orders.deliveredAt, from), lt(orders.deliveredAt, to))),
      ),
    )
    .orderBy(asc(orders.createdAt));
  const found = await deliveriesOf(db, branchId, day, rows);
  const names = await riderNames(db, [...new Set([...found.values()].map((delivery) => delivery.riderId))]);
  return rows.map(({ id, ...order }) => {
    const delivery = found.get(id) ?? null;
    return { order, delivery, rider: delivery ? (names.get(delivery.riderId) ?? '') : '' };
  });
}
