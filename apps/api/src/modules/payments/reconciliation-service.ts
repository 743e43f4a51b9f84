import { aliasedTable, and, count, desc, eq, gte, inArray, isNull, lt } from 'drizzle-orm';
import type { OverdueRefund, UnmatchedPayment } from '@padstore/domain';
import type { Database } from '../../db/client.js';
import { gatewayPayments, orders, payments } from '../../db/schema.js';

/** How far back the gateway's payments are checked against the store's orders. */
export const RECONCILE_WINDOW_DAYS = 30;
/** A refund asked longer ago than this and not yet done is overdue. */
export const REFUND_OVERDUE_MS = 24 * 60 * 60_000;
/** At most this many of each list are shown; the counts are whole. */
const LIST_LIMIT = 200;

const paidAs = aliasedTable(payments, 'paid_as');
const madeFor = aliasedTable(payments, 'made_for');

const windowStart = (now: Date) => new Date(now.getTime() - RECONCILE_WINDOW_DAYS * 24 * 60 * 60_000);

/**
 * The gateway's captured payments of the window for which no paid order of the store holds the
 * payment. Reads the recent rows of `gateway_payments` by their time, each looked up in `payments` by
 * its index: never the whole order history.
 */
const unmatchedWhere = (now: Date) => and(gte(gatewayPayments.receivedAt, windowStart(now)), isNull(paidAs.id));
const paidAsJoin = and(
  eq(paidAs.provider, gatewayPayments.provider),
  eq(paidAs.paymentId, gatewayPayments.paymentId),
  eq(paidAs.status, 'paid'),
);

const overdueWhere = (now: Date) =>
  and(inArray(payments.refundStatus, ['pending', 'started']), lt(payments.refundAskedAt, new Date(now.getTime() - REFUND_OVERDUE_MS)));

/** Payments the gateway captured that no paid order accounts for, newest first. */
export async function unmatchedPayments(db: Database, now = new Date()): Promise<UnmatchedPayment[]> {
  const rows = await db
    .select({ payment: gatewayPayments, orderId: orders.id, orderNumber: orders.orderNumber })
    .from(gatewayPayments)
    .leftJoin(paidAs, paidAsJoin)
    .leftJoin(madeFor, and(eq(madeFor.provider, gatewayPayments.provider), eq(madeFor.providerOrderId, gatewayPayments.providerOrderId)))
    .leftJoin(orders, eq(orders.id, madeFor.orderId))
    .where(unmatchedWhere(now))
    .orderBy(desc(gatewayPayments.receivedAt))
    .limit(LIST_LIMIT);
  return rows.map(({ payment, orderId, orderNumber }) => ({
    provider: payment.provider,
    paymentId: payment.paymentId,
    providerOrderId: payment.providerOrderId,
    amount: payment.amountPaise / 100,
    outcome: payment.outcome,
    receivedAt: payment.receivedAt.toISOString(),
    orderId,
    orderNumber,
  }));
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
    db.select({ n: count() }).from(gatewayPayments).leftJoin(paidAs, paidAsJoin).where(unmatchedWhere(now)),
    db.select({ n: count() }).from(payments).where(overdueWhere(now)),
  ]);
  return { unmatched: unmatched?.n ?? 0, overdueRefunds: overdue?.n ?? 0 };
}
