import { and, desc, eq, gte, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { indiaDayBounds, keysetPage, pageCursorParts, paiseToRupees, type RiderDayOrdersAnswer } from '@padstore/domain';
import type { Database } from '../../db/client.js';
import { deliveries, orders, staff, users } from '../../db/schema.js';
import { riderName } from '../floor/floor-service.js';

type Reader = Pick<Database, 'select'>;

const DAY_MS = 24 * 60 * 60 * 1000;
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
    const { at, id } = pageCursorParts(older);
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
  const { shown, older: next } = keysetPage(rows, RIDER_DAY_ORDERS_PAGE, (row) => row);
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
    older: next,
  };
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
 * An order of the day as the CSV writes it, as the database sends it: its instants in milliseconds, and
 * its delivery (the one still open, or the one that delivered it; `riderId` null without one).
 */
export interface DayOrderRow {
  id: string;
  orderNumber: string;
  placedAt: number;
  deliveryType: 'express' | 'same_day' | 'next_day';
  status: string;
  promisedTo: number;
  deliveredAt: number | null;
  totalPaise: number;
  cancelReason: string | null;
  riderId: string | null;
  paidBy: 'cash' | 'upi' | 'online' | null;
  receivedPaise: number | null;
  upiReference: string | null;
  note: string | null;
}

/** An instant in milliseconds, as a JavaScript date of it has them (the microseconds cut off). */
const milliseconds = (column: SQL) => sql`floor(extract(epoch from ${column}) * 1000)::float8`;

/**
 * The day's orders of a branch (placed or delivered that day) with their delivery, for the CSV, in one
 * statement: the orders by the branch's indexes on when they were placed and delivered; their deliveries
 * by the branch's index on when those ended, from the first to the last of these orders' deliveries
 * (within the day and the next, for an order placed late), and those open now; joined in the database,
 * and sent as the CSV writes them, without a date to parse per instant. An order not matched that way
 * and not cancelled (one moved between branches) has its delivery read by its id. With the riders'
 * names, by their ids.
 */
export async function dayOrders(
  db: Pick<Database, 'select' | 'execute'>,
  branchId: string,
  day: string,
): Promise<{ rows: DayOrderRow[]; riders: Map<string, string> }> {
  const [start, end] = indiaDayBounds(day);
  const [from, to, latest] = [start, end, new Date(end.getTime() + DAY_MS)].map((instant) => sql`${instant.toISOString()}::timestamptz`);
  const result = await db.execute(sql`
    with day_orders as (
      select id, order_number, created_at, delivery_type, status, promised_to, delivered_at, total_paise, cancel_reason
        from ${orders}
       where branch_id = ${branchId}
         and ((created_at >= ${from} and created_at < ${to}) or (delivered_at >= ${from} and delivered_at < ${to}))
    ), span as (
      select date_trunc('milliseconds', min(delivered_at)) as first,
             date_trunc('milliseconds', max(delivered_at)) + interval '1 millisecond' as after_last
        from day_orders
       where delivered_at >= ${from} and delivered_at < ${latest}
    ), their as (
      -- One delivery an order: the one open, else the last that delivered it.
      select distinct on (order_id) order_id, rider_id, paid_by, amount_received_paise, upi_reference, note
        from ${deliveries}
       where branch_id = ${branchId}
         and (ended_at is null
              or (ended_at >= (select first from span) and ended_at < (select after_last from span) and outcome = 'delivered'))
       order by order_id, ended_at desc nulls first
    )
    select o.id, o.order_number as "orderNumber", ${milliseconds(sql`o.created_at`)} as "placedAt",
           o.delivery_type as "deliveryType", o.status, ${milliseconds(sql`o.promised_to`)} as "promisedTo",
           ${milliseconds(sql`o.delivered_at`)} as "deliveredAt", o.total_paise as "totalPaise", o.cancel_reason as "cancelReason",
           d.rider_id as "riderId", d.paid_by as "paidBy", d.amount_received_paise as "receivedPaise",
           d.upi_reference as "upiReference", d.note
      from day_orders o left join their d on d.order_id = o.id
     order by o.created_at, o.id`);
  const rows = (result as unknown as { rows: DayOrderRow[] }).rows;
  const missing = rows.filter((row) => row.riderId === null && (row.status === 'out_for_delivery' || row.status === 'delivered'));
  if (missing.length) {
    const found = await db
      .select({
        orderId: deliveries.orderId,
        riderId: deliveries.riderId,
        paidBy: deliveries.paidBy,
        receivedPaise: deliveries.amountReceivedPaise,
        upiReference: deliveries.upiReference,
        note: deliveries.note,
      })
      .from(deliveries)
      .where(
        and(
          inArray(
            deliveries.orderId,
            missing.map((row) => row.id),
          ),
          or(isNull(deliveries.endedAt), eq(deliveries.outcome, 'delivered')),
        ),
      );
    const byOrder = new Map(found.map(({ orderId, ...delivery }) => [orderId, delivery]));
    for (const row of missing) Object.assign(row, byOrder.get(row.id));
  }
  const riders = await riderNames(db, [...new Set(rows.map((row) => row.riderId).filter((id) => id !== null))]);
  return { rows, riders };
}
