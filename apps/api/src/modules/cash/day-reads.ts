import { and, asc, desc, eq, gte, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { indiaDayBounds, paiseToRupees, type RiderDayOrdersAnswer } from '@padstore/domain';
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

const dayDeliveries = (branchId: string, day: string) =>
  and(eq(deliveries.branchId, branchId), eq(deliveries.outcome, 'delivered'), eq(deliveries.cashDay, day));

/**
 * Each rider's deliveries booked to a branch's day, summed by how they were paid: how many, the money
 * received, and how much and how many were paid short of the amount due. The database adds them up from
 * the branch's index on its days without sending them out; riders come in the order of their first
 * delivery of the day.
 */
export async function riderSumsOfDay(db: Reader, branchId: string, day: string) {
  const received = sql`coalesce(${deliveries.amountReceivedPaise}, 0)`;
  const rows = await db
    .select({
      riderId: deliveries.riderId,
      paidBy: deliveries.paidBy,
      orders: sql<number>`count(*)::int`,
      received: sql<number>`coalesce(sum(${deliveries.amountReceivedPaise}), 0)::bigint`.mapWith(Number),
      short: sql<number>`coalesce(sum(greatest(${deliveries.amountDuePaise} - ${received}, 0)), 0)::bigint`.mapWith(Number),
      shortOrders: sql<number>`(count(*) filter (where ${received} < ${deliveries.amountDuePaise}))::int`,
      first: sql<number | null>`extract(epoch from min(${deliveries.endedAt}))::float8`.mapWith(Number),
    })
    .from(deliveries)
    .where(dayDeliveries(branchId, day))
    .groupBy(deliveries.riderId, deliveries.paidBy);
  const firstOf = new Map<string, number>();
  for (const row of rows) {
    const first = row.first ?? Number.POSITIVE_INFINITY;
    firstOf.set(row.riderId, Math.min(firstOf.get(row.riderId) ?? Number.POSITIVE_INFINITY, first));
  }
  const rank = (riderId: string) => firstOf.get(riderId) ?? Number.POSITIVE_INFINITY;
  return rows.sort((a, b) => rank(a.riderId) - rank(b.riderId) || a.riderId.localeCompare(b.riderId));
}

/** A rider's orders of the day the console shows a page at a time. */
export const RIDER_DAY_ORDERS_PAGE = 50;

/**
 * A page of a rider's orders of a branch's day, the latest delivered first, each page those before the
 * cursor (`older`) the one before answered: by the rider's index on when deliveries ended. A delivery's
 * cash is booked to the day it ended or, that day already closed, to the next, so the day's deliveries
 * ended within it or the day before. Their order numbers are read by id, a page's worth.
 */
export async function riderOrdersOfDay(
  db: Reader,
  branchId: string,
  day: string,
  riderId: string,
  older?: string,
): Promise<RiderDayOrdersAnswer> {
  const [from, to] = indiaDayBounds(day);
  const conditions = [
    eq(deliveries.riderId, riderId),
    dayDeliveries(branchId, day),
    gte(deliveries.endedAt, new Date(from.getTime() - DAY_MS)),
    lt(deliveries.endedAt, to),
  ];
  if (older) {
    const split = older.lastIndexOf('|');
    const [at, id] = [older.slice(0, split), older.slice(split + 1)];
    // The first condition alone bounds the index scan; the pair orders deliveries ended at the same instant.
    conditions.push(
      sql`${deliveries.endedAt} <= ${at}::timestamptz`,
      sql`(${deliveries.endedAt}, ${deliveries.id}) < (${at}::timestamptz, ${id}::uuid)`,
    );
  }
  const page = db
    .select({
      id: deliveries.id,
      orderId: deliveries.orderId,
      endedAt: deliveries.endedAt,
      // The instant as the database keeps it (to the microsecond), so that the next page starts exactly after it.
      at: sql<string>`${deliveries.endedAt}::text`.as('at'),
      paidBy: deliveries.paidBy,
      due: deliveries.amountDuePaise,
      received: deliveries.amountReceivedPaise,
      upiReference: deliveries.upiReference,
      note: deliveries.note,
    })
    .from(deliveries)
    .where(and(...conditions))
    .orderBy(desc(deliveries.endedAt), desc(deliveries.id))
    .limit(RIDER_DAY_ORDERS_PAGE + 1)
    .as('page');
  const rows = await db
    .select({
      id: page.id,
      endedAt: page.endedAt,
      at: page.at,
      paidBy: page.paidBy,
      due: page.due,
      received: page.received,
      upiReference: page.upiReference,
      note: page.note,
      orderNumber: orders.orderNumber,
    })
    .from(page)
    .innerJoin(orders, eq(orders.id, page.orderId))
    .orderBy(desc(page.endedAt), desc(page.id));
  const shown = rows.slice(0, RIDER_DAY_ORDERS_PAGE);
  const last = shown.at(-1);
  return {
    orders: shown.map((row) => ({
      orderNumber: row.orderNumber,
      paidBy: row.paidBy ?? 'cash',
      due: paiseToRupees(row.due),
      received: paiseToRupees(row.received ?? 0),
      upiReference: row.upiReference,
      note: row.note,
      at: (row.endedAt ?? from).toISOString(),
    })),
    older: rows.length > RIDER_DAY_ORDERS_PAGE && last ? `${last.at}|${last.id}` : null,
  };
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
