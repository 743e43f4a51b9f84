import { and, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { OverdueRefund, UnmatchedPayment } from '@padstore/domain';
import type { Database } from '../../db/client.js';
import { gatewayPayments, orders, payments } from '../../db/schema.js';

/** How far back the gateway's payments are checked against the store's orders. */
export const RECONCILE_WINDOW_DAYS = 30;
/** A refund asked longer ago than this and not yet done is overdue. */
export const REFUND_OVERDUE_MS = 24 * 60 * 60_000;
/** At most this many of each list are shown; the counts are whole. */
const LIST_LIMIT = 200;

const windowStart = (now: Date) => new Date(now.getTime() - RECONCILE_WINDOW_DAYS * 24 * 60 * 60_000);

/**
 * The gateway's captured payments of the window for which no paid order of the store holds the
 * payment. Reads the recent rows of `gateway_payments` by their time, each looked up in `payments` by
 * its index: never the whole history. A subquery for each row, kept one by its `offset 0`: as a join
 * (or a `not exists` the planner turns into one), every payment the shop ever took was read into a hash
 * to compare the window's with (year-plans-ledgers.test.ts).
 */
const unmatchedWhere = (now: Date) =>
  and(
    gte(gatewayPayments.receivedAt, windowStart(now)),
    sql`not exists (select 1 from payments paid_as where paid_as.provider = ${gatewayPayments.provider}
      and paid_as.payment_id = ${gatewayPayments.paymentId} and paid_as.status = 'paid' offset 0)`,
  );

const overdueWhere = (now: Date) =>
  and(inArray(payments.refundStatus, ['pending', 'started']), lt(payments.refundAskedAt, new Date(now.getTime() - REFUND_OVERDUE_MS)));

/** Payments the gateway captured that no paid order accounts for, newest first, with the order each was made for. */
export async function unmatchedPayments(db: Database, now = new Date()): Promise<UnmatchedPayment[]> {
  // The list first (by the window's index), then the order of each of its rows: never a join over all payments.
  const unmatched = db
    .select()
    .from(gatewayPayments)
    .where(unmatchedWhere(now))
    .orderBy(desc(gatewayPayments.receivedAt))
    .limit(LIST_LIMIT)
    .as('unmatched');
  // The order each was made for, looked up for each of the (at most 200) rows by the unique index of the
  // gateway's order: joined, a small page made the planner read every payment into a hash.
  const madeFor = (column: 'id' | 'order_number') =>
    sql<string | null>`(select ${sql.raw(`made_for_order.${column}`)} from payments made_for
      join orders made_for_order on made_for_order.id = made_for.order_id
      where made_for.provider = unmatched.provider and made_for.provider_order_id = unmatched.provider_order_id)`;
  const rows = await db
    .select({
      provider: unmatched.provider,
      paymentId: unmatched.paymentId,
      providerOrderId: unmatched.providerOrderId,
      amountPaise: unmatched.amountPaise,
      outcome: unmatched.outcome,
      receivedAt: unmatched.receivedAt,
      orderId: madeFor('id'),
      orderNumber: madeFor('order_number'),
    })
    .from(unmatched)
    .orderBy(desc(unmatched.receivedAt));
  return rows.map(({ amountPaise, receivedAt, ...row }) => ({ ...row, amount: amountPaise / 100, receivedAt: receivedAt.toISOString() }));
}

/** Refunds asked more than a day ago that the gateway has not said are done, oldest first. */
export async function overdueRefunds(db: Database, now = new Date()): Promise<OverdueRefund[]> {
  const rows = await db
    .select({ payment: payments, orderNumber: orders.orderNumber })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(overdueWhere(now))
    .orderBy(payments.refundAskedAt)
    .limit(LIST_LIMIT);
  return rows.map(({ payment, orderNumber }) => ({
    orderId: payment.orderId,
    orderNumber,
    provider: payment.provider,
    paymentId: payment.paymentId,
    refundId: payment.refundId,
    amount: payment.amountPaise / 100,
    status: payment.refundStatus === 'started' ? 'started' : 'pending',
    askedAt: payment.refundAskedAt?.toISOString() ?? null,
  }));
}

/** The two counts the metrics report at each scrape: unmatched payments of the window, overdue refunds. */
export async function reconciliationCounts(db: Database, now = new Date()): Promise<{ unmatched: number; overdueRefunds: number }> {
  const [[unmatched], [overdue]] = await Promise.all([
    db.select({ n: count() }).from(gatewayPayments).where(unmatchedWhere(now)),
    db.select({ n: count() }).from(payments).where(overdueWhere(now)),
  ]);
  return { unmatched: unmatched?.n ?? 0, overdueRefunds: overdue?.n ?? 0 };
}
