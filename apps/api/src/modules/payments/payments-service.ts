import { and, eq, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { ORDER_MESSAGES, PAYMENT_MESSAGES, type OrderDetails, type PaymentToMake, type VerifyPaymentInput } from '@padstore/domain';
import type { Database, Transaction } from '../../db/client.js';
import { gatewayPayments, orders, paymentEvents, payments, users } from '../../db/schema.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { moveOrder } from '../orders/order-transitions.js';
import { describeOrder } from '../orders/orders-service.js';
import { writeOutbox } from '../outbox/outbox-writer.js';
import { GatewayUnavailable, type GatewayEvent, type GatewayPayment, type PaymentGateway } from './payment-gateway.js';

type Payment = typeof payments.$inferSelect;
type Order = typeof orders.$inferSelect;

/** What the store made of a payment the gateway reported. */
export type PaidOutcome = 'paid' | 'alreadyPaid' | 'unknownOrder' | 'wrongAmount' | 'notCaptured' | 'paidAfterRelease';

const notVerified = () => new HttpError(400, PAYMENT_MESSAGES.notVerified);
const gatewayDown = () => new HttpError(503, PAYMENT_MESSAGES.gatewayDown);

const answerOf = (gateway: PaymentGateway, payment: Payment): PaymentToMake => ({
  provider: payment.provider,
  providerOrderId: payment.providerOrderId,
  keyId: gateway.keyId,
  amount: payment.amountPaise,
  currency: payment.currency,
  ...(payment.sessionId ? { sessionId: payment.sessionId } : {}),
});

/**
 * Writes down a payment the gateway reports captured, with what the store made of it, for the
 * reconciliation: the latest word on each payment is kept.
 */
export async function recordGatewayPayment(
  db: Database | Transaction,
  provider: Payment['provider'],
  paid: GatewayPayment,
  outcome: PaidOutcome,
  now = new Date(),
): Promise<void> {
  if (!paid.captured) return;
  const row = { providerOrderId: paid.providerOrderId, amountPaise: paid.amountPaise, outcome, receivedAt: now };
  await db
    .insert(gatewayPayments)
    .values({ provider, paymentId: paid.paymentId, ...row })
    .onConflictDoUpdate({ target: [gatewayPayments.provider, gatewayPayments.paymentId], set: row });
}

/** A webhook's payment for another amount than the order's: its transaction is undone, and it is written down apart. */
class RefusedAmount extends Error {}

async function lockedOrder(tx: Transaction, orderId: string): Promise<Order | undefined> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return order;
}

/**
 * The gateway's order for an order placed to be paid now, made once (a repeat of the placing finds it).
 * When the gateway cannot make it, the order is released at once, its stock and offer given back, and
 * she is told to try again or pay on delivery (503).
 */
export async function paymentToMake(
  db: Database,
  gateway: PaymentGateway,
  orderId: string,
  log: FastifyBaseLogger,
): Promise<PaymentToMake> {
  const [existing] = await db.select().from(payments).where(eq(payments.orderId, orderId));
  if (existing) return answerOf(gateway, existing);
  const [found] = await db
    .select({ order: orders, phone: users.phoneNumber })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  if (!found) throw notFound(ORDER_MESSAGES.orderNotFound);
  const { order } = found;
  let made;
  try {
    made = await gateway.createOrder({
      amountPaise: order.totalPaise,
      receipt: order.orderNumber,
      customer: { id: order.userId, phone: found.phone },
    });
  } catch (error) {
    if (!(error instanceof GatewayUnavailable)) throw error;
    log.error({ err: error, orderId: order.id }, 'the payment gateway could not make an order: the order is released');
    await releaseOrder(db, order.id, PAYMENT_MESSAGES.gatewayDown);
    throw gatewayDown();
  }
  await db
    .insert(payments)
    .values({
      orderId: order.id,
      provider: gateway.name,
      providerOrderId: made.providerOrderId,
      sessionId: made.sessionId ?? null,
      amountPaise: order.totalPaise,
      currency: made.currency,
    })
    .onConflictDoNothing({ target: payments.orderId });
  const [payment] = await db.select().from(payments).where(eq(payments.orderId, order.id));
  return answerOf(gateway, payment!);
}

/**
 * Marks paid the order a captured payment is for, once: the payment's row is locked first, so that the
 * browser's verify and the webhook arriving together mark it once, on any instance. The amount must be
 * the order's. An order released before the money came is refunded rather than brought back.
 */
export async function markPaid(
  tx: Transaction,
  provider: Payment['provider'],
  paid: GatewayPayment,
  now = new Date(),
): Promise<PaidOutcome> {
  const [payment] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerOrderId, paid.providerOrderId)))
    .for('update');
  if (!payment) return 'unknownOrder';
  if (payment.status === 'paid') return 'alreadyPaid';
  if (paid.amountPaise !== payment.amountPaise) return 'wrongAmount';
  if (!paid.captured) return 'notCaptured';
  const released = payment.status === 'released';
  await tx
    .update(payments)
    .set({
      status: 'paid',
      paymentId: paid.paymentId,
      method: paid.method,
      paidAt: now,
      // Money taken for an order already released goes back to her.
      ...(released ? { refundStatus: 'pending' as const, refundKey: `refund-${payment.id}`, refundAskedAt: now } : {}),
    })
    .where(eq(payments.id, payment.id));
  if (released) return 'paidAfterRelease';
  const order = await lockedOrder(tx, payment.orderId);
  if (order?.status === 'awaiting_payment') await moveOrder(tx, order, 'placed', { by: 'payment' });
  return 'paid';
}

/**
 * The browser's word that she paid: the signature must be the gateway's for this order and payment, and
 * the payment, read from the gateway, captured for the order's amount. Whoever comes first, this or the
 * webhook, marks it paid; the other finds it paid.
 */
export async function verifyPayment(
  db: Database,
  gateway: PaymentGateway,
  userId: string,
  input: VerifyPaymentInput,
  log: FastifyBaseLogger,
): Promise<OrderDetails> {
  const [payment] = await db
    .select({ payment: payments })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(eq(payments.orderId, input.orderId), eq(orders.userId, userId)));
  if (!payment) throw notFound(ORDER_MESSAGES.orderNotFound);
  if (payment.payment.providerOrderId !== input.providerOrderId) throw notVerified();
  let paid: GatewayPayment | null;
  try {
    paid = await gateway.paymentOfCheckout(input);
  } catch (error) {
    if (!(error instanceof GatewayUnavailable)) throw error;
    // The webhook will still mark it paid when it comes.
    log.error({ err: error, orderId: input.orderId }, 'could not read a payment from the gateway');
    throw gatewayDown();
  }
  if (!paid || paid.providerOrderId !== input.providerOrderId) throw notVerified();
  const checked = paid;
  const outcome = await db.transaction(async (tx) => {
    const made = await markPaid(tx, gateway.name, checked);
    await recordGatewayPayment(tx, gateway.name, checked, made);
    return made;
  });
  if (outcome === 'wrongAmount') {
    log.error(
      { orderId: input.orderId, paymentId: paid.paymentId, amountPaise: paid.amountPaise },
      'a payment is not for the order’s amount',
    );
    throw new HttpError(400, PAYMENT_MESSAGES.wrongAmount);
  }
  if (outcome === 'notCaptured') throw new HttpError(409, PAYMENT_MESSAGES.awaitingPayment);
  return describeOrder(db, userId, input.orderId);
}

/**
 * A webhook from the gateway: its signature over the raw body checked, then its event applied once by
 * its id (a second delivery, on this instance or another, finds it recorded and changes nothing).
 * A payment for an order the store does not know is recorded and logged; one for another amount is
 * refused (400) and logged, and nothing is recorded.
 */
export async function applyWebhook(
  db: Database,
  gateway: PaymentGateway,
  rawBody: string,
  headers: Record<string, string | string[] | undefined>,
  log: FastifyBaseLogger,
  now = new Date(),
): Promise<{ applied: boolean }> {
  const event = gateway.readWebhook(rawBody, headers);
  if (!event) {
    log.warn({ provider: gateway.name }, 'a payment webhook whose signature is not the gateway’s was refused');
    throw notVerified();
  }
  try {
    return await applyEvent(db, gateway, event, log, now);
  } catch (error) {
    if (!(error instanceof RefusedAmount) || event.kind !== 'paid') throw error;
    await recordGatewayPayment(db, gateway.name, event.payment, 'wrongAmount', now);
    throw new HttpError(400, PAYMENT_MESSAGES.wrongAmount);
  }
}

/** One webhook's event, applied once by its id in one transaction. */
async function applyEvent(
  db: Database,
  gateway: PaymentGateway,
  event: GatewayEvent,
  log: FastifyBaseLogger,
  now: Date,
): Promise<{ applied: boolean }> {
  return db.transaction(async (tx) => {
    const recorded = await tx
      .insert(paymentEvents)
      .values({ provider: gateway.name, eventId: event.eventId, receivedAt: now })
      .onConflictDoNothing()
      .returning({ eventId: paymentEvents.eventId });
    if (recorded.length === 0) return { applied: false };
    if (event.kind === 'paid') {
      const outcome = await markPaid(tx, gateway.name, event.payment, now);
      if (outcome === 'wrongAmount') {
        log.error(
          { eventId: event.eventId, paymentId: event.payment.paymentId, amountPaise: event.payment.amountPaise },
          'a webhook’s payment is not for the order’s amount',
        );
        throw new RefusedAmount();
      }
      await recordGatewayPayment(tx, gateway.name, event.payment, outcome, now);
      if (outcome === 'unknownOrder')
        log.warn({ eventId: event.eventId, paymentId: event.payment.paymentId }, PAYMENT_MESSAGES.unknownPayment);
      if (outcome === 'paidAfterRelease') log.warn({ paymentId: event.payment.paymentId }, 'paid after the order was released: refunding');
    }
    if (event.kind === 'refunded') {
      const refunded = await tx
        .update(payments)
        .set({ refundStatus: 'refunded', refundId: event.refundId, refundedAt: now })
        .where(and(eq(payments.provider, gateway.name), eq(payments.paymentId, event.paymentId)))
        .returning({ orderId: payments.orderId, amountPaise: payments.amountPaise });
      for (const refund of refunded) await tellOfRefund(tx, refund.orderId, refund.amountPaise);
    }
    return { applied: true };
  });
}

/** Her message that the money is back, written with the gateway's word that it is: once per order. */
async function tellOfRefund(tx: Transaction, orderId: string, amountPaise: number): Promise<void> {
  const [order] = await tx.select({ userId: orders.userId, orderNumber: orders.orderNumber }).from(orders).where(eq(orders.id, orderId));
  if (!order) return;
  await writeOutbox(tx, {
    eventId: `order:${orderId}:refund`,
    customerId: order.userId,
    kind: 'refund',
    orderId,
    variables: { orderNumber: order.orderNumber, amount: (amountPaise / 100).toFixed(amountPaise % 100 ? 2 : 0) },
  });
}

/** Releases one order still awaiting its payment: stock and offer use back, she is told; a paid one is left alone. */
async function releaseOrder(db: Database, orderId: string, note: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.orderId, orderId)).for('update');
    if (payment?.status === 'paid') return false;
    const order = await lockedOrder(tx, orderId);
    if (order?.status !== 'awaiting_payment') return false;
    if (payment) await tx.update(payments).set({ status: 'released' }).where(eq(payments.id, payment.id));
    await moveOrder(tx, order, 'cancelled', { by: 'payment', note });
    return true;
  });
}

/**
 * Whether the gateway holds a captured payment for an order about to be released, whose word never
 * reached the store (her browser closed, the webhook lost): it is then marked paid instead. A gateway
 * that does not answer does not hold the release up; money that comes later is refunded.
 */
async function paidUnseen(db: Database, gateway: PaymentGateway, orderId: string, log: FastifyBaseLogger, now: Date): Promise<boolean> {
  const [payment] = await db.select().from(payments).where(eq(payments.orderId, orderId));
  if (!payment || payment.status !== 'created') return false;
  let found: GatewayPayment[];
  try {
    found = await gateway.paymentsOfOrder(payment.providerOrderId);
  } catch (error) {
    log.warn({ err: error, orderId }, 'could not ask the gateway for an unpaid order’s payments before releasing it');
    return false;
  }
  const captured = found.find((entry) => entry.captured);
  if (!captured) return false;
  const outcome = await db.transaction(async (tx) => {
    const made = await markPaid(tx, gateway.name, captured, now);
    await recordGatewayPayment(tx, gateway.name, captured, made, now);
    return made;
  });
  return outcome === 'paid' || outcome === 'alreadyPaid';
}

/**
 * Releases every order unpaid past the time limit; answers how many. With the gateway given, each is
 * first looked up there, and one found paid is marked paid instead.
 */
export async function releaseUnpaidOrders(
  db: Database,
  timeLimitMinutes: number,
  now = new Date(),
  lookUp?: { gateway: PaymentGateway; log: FastifyBaseLogger },
): Promise<number> {
  const before = new Date(now.getTime() - timeLimitMinutes * 60_000);
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'awaiting_payment'), lt(orders.createdAt, before)))
    .limit(500);
  let released = 0;
  for (const { id } of due) {
    if (lookUp && (await paidUnseen(db, lookUp.gateway, id, lookUp.log, now))) continue;
    if (await releaseOrder(db, id, PAYMENT_MESSAGES.released(timeLimitMinutes))) released += 1;
  }
  return released;
}

/**
 * Sends the gateway every refund asked and not yet taken, each with its own idempotency key: a refund
 * sent twice (two instances, a retry after a lost answer) is made once. One the gateway refuses or does
 * not answer stays asked, and is sent again at the next run.
 */
export async function sendPendingRefunds(db: Database, gateway: PaymentGateway, log: FastifyBaseLogger, orderId?: string): Promise<number> {
  const pending = await db
    .select()
    .from(payments)
    .where(and(eq(payments.refundStatus, 'pending'), orderId ? eq(payments.orderId, orderId) : undefined))
    .limit(100);
  let sent = 0;
  for (const payment of pending) {
    if (!payment.paymentId || !payment.refundKey) continue;
    try {
      const { refundId } = await gateway.refund({
        providerOrderId: payment.providerOrderId,
        paymentId: payment.paymentId,
        amountPaise: payment.amountPaise,
        idempotencyKey: payment.refundKey,
      });
      await db
        .update(payments)
        .set({ refundStatus: 'started', refundId })
        .where(and(eq(payments.id, payment.id), eq(payments.refundStatus, 'pending')));
      sent += 1;
    } catch (error) {
      log.error({ err: error, orderId: payment.orderId }, 'the gateway did not take a refund: it is tried again');
    }
  }
  return sent;
}
