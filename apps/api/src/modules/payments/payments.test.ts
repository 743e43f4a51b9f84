import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '@padstore/domain';
import type { DatabaseHandle } from '../../db/client.js';
import {
  branchStock,
  gatewayPayments,
  notifications,
  offers,
  orderEvents,
  orders,
  orderTallies,
  paymentEvents,
  payments,
} from '../../db/schema.js';
import { createCustomer, demoProduct, newPhone, type TestStore } from '../../test/harness.js';
import { openTwoStores, type TwoStores } from '../../test/two-stores.js';
import { branchIdOf } from '../../test/staff.js';
import type { SignedWebhook } from '../../test/fake-payment-gateways.js';
import { GATEWAY_DRIVERS, type GatewayDriver } from '../../test/payment-gateway-drivers.js';
import { stockInBranch } from '../stock/stock-service.js';
import { releaseUnpaidOrders, sendPendingRefunds } from './payments-service.js';

/**
 * Paying now through Razorpay and through Cashfree, each against a local stand-in of its API, on two
 * instances of the store on one database (PGlite by default, PostgreSQL with TEST_DATABASE_URL): the
 * browser's verify and the webhook each able to mark an order paid once, every refusal changing nothing,
 * the release of an order not paid in time, and a cancel refunding once.
 */
type Headers = Record<string, string>;
const log = { error: () => undefined, warn: () => undefined, info: () => undefined } as never;
const deliveryAddress = { name: 'Asha Rao', plotNumber: '12', street: 'Church Street', address: 'MG Road, Bengaluru', pinCode: '560001' };

interface Placed {
  order: { _id: string; status: string; paymentMethod: string; orderSummary: { totalAmount: number } };
  payment: { provider: string; providerOrderId: string; keyId: string; amount: number; currency: string; sessionId?: string };
}

describe.each(['razorpay', 'cashfree'] as const)('paying now through %s', (provider) => {
  const ownerPhone = newPhone();
  let gateway: GatewayDriver;
  let stores: TwoStores;
  let database: DatabaseHandle;
  let one: TestStore;
  let other: TestStore;
  let owner: Headers;
  let she: Headers;
  let product: { id: string; pricePaise: number };
  let bengaluru: string;

  beforeAll(async () => {
    gateway = await GATEWAY_DRIVERS[provider]();
    stores = await openTwoStores(ownerPhone, gateway.settings);
    ({ one, other, database } = stores);
    owner = (await createCustomer(one, { phoneNumber: Number(ownerPhone) })).headers;
    she = (await createCustomer(one)).headers;
    product = await demoProduct(one, 'Stayfree Secure Cottony');
    bengaluru = await branchIdOf(one, 'Bengaluru Central');
    await database.db.update(branchStock).set({ quantity: 1000 }).where(eq(branchStock.productId, product.id));
  }, 60_000);
  afterAll(async () => {
    await stores.close();
    await gateway.close();
  });

  /** She buys two packs and chooses to pay now. */
  async function placePaidNow(extra: Record<string, unknown> = {}, headers: Headers = she): Promise<Placed> {
    const response = await one.app.inject({
      method: 'POST',
      url: `/api/user/directBuy/${product.id}`,
      headers,
      payload: { deliveryAddress, paymentMode: false, quantity: 2, ...extra },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as Placed;
  }

  const verify = (store: TestStore, body: object, headers: Headers = she) =>
    store.app.inject({ method: 'POST', url: '/api/user/payments/verify', headers, payload: body });
  const webhook = (store: TestStore, signed: SignedWebhook) =>
    store.app.inject({ method: 'POST', url: `/api/payments/webhooks/${provider}`, headers: signed.headers, payload: signed.body });
  const viewOrder = async (orderId: string, headers: Headers = she) =>
    (await one.app.inject({ url: `/api/user/viewOrder/${orderId}`, headers })).json().order as Placed['order'] & {
      refund: string | null;
      cancelReason: string | null;
    };
  const stock = () => stockInBranch(database.db, bengaluru, product.id);
  const eventsOf = async (orderId: string, status: string) =>
    (
      await database.db
        .select()
        .from(orderEvents)
        .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.status, status)))
    ).length;
  const notificationsOf = async (orderId: string) => database.db.select().from(notifications).where(eq(notifications.orderId, orderId));
  const paymentOf = async (orderId: string) => (await database.db.select().from(payments).where(eq(payments.orderId, orderId)))[0]!;
  const statusOf = async (orderId: string) => (await database.db.select().from(orders).where(eq(orders.id, orderId)))[0]!.status;
  const recordedOf = async (paymentId: string) =>
    (await database.db.select().from(gatewayPayments).where(eq(gatewayPayments.paymentId, paymentId)))[0];

  /** She pays in the stand-in checkout, which hands her browser what the gateway's checkout hands back. */
  const pay = (placed: Placed, options: { method?: 'upi' | 'card'; amountPaise?: number } = {}) =>
    gateway.pay({ orderId: placed.order._id, providerOrderId: placed.payment.providerOrderId }, options);

  describe('placing an order paid now', () => {
    it('holds its stock, waits for the payment, and answers what the checkout opens with', async () => {
      const before = await stock();
      const placed = await placePaidNow();
      const totalPaise = placed.order.orderSummary.totalAmount * 100;
      expect(placed.order).toMatchObject({ status: 'awaiting_payment', paymentMethod: PAYMENT_MESSAGES.awaitingPayment });
      expect(placed.payment).toEqual({
        provider,
        providerOrderId: expect.any(String),
        keyId: gateway.keyId,
        amount: totalPaise,
        currency: 'INR',
        // Cashfree's checkout opens with the order's payment session.
        ...(provider === 'cashfree' ? { sessionId: expect.stringMatching(/^session_/) } : {}),
      });
      expect(await stock()).toBe(before - 2);
      // She is told of the order once it is paid, not while she pays.
      expect(await notificationsOf(placed.order._id)).toHaveLength(0);
    });

    it('is refused while the gateway is down (503), and gives back the stock it held', async () => {
      const before = await stock();
      gateway.setMode('down');
      const response = await one.app.inject({
        method: 'POST',
        url: `/api/user/directBuy/${product.id}`,
        headers: she,
        payload: { deliveryAddress, paymentMode: false, quantity: 2 },
      });
      gateway.setMode('answer');
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ message: PAYMENT_MESSAGES.gatewayDown });
      expect(await stock()).toBe(before);
    });
  });

  describe('paid, as the server decides', () => {
    it('a paid order end to end: verified, placed as a cash order would be, "Paid by UPI" with the payment id', async () => {
      const placed = await placePaidNow();
      const paid = pay(placed);
      const verified = await verify(one, paid.body);
      expect(verified.statusCode, verified.body).toBe(200);
      expect(verified.json().order).toMatchObject({ status: 'placed', paymentMethod: `Paid by UPI (${paid.paymentId})`, refund: null });
      // The webhook that follows finds it paid and changes nothing.
      expect((await webhook(other, gateway.paidWebhook(paid.paymentId))).statusCode).toBe(200);
      expect(await eventsOf(placed.order._id, 'placed')).toBe(1);
      const told = await notificationsOf(placed.order._id);
      expect(told).toHaveLength(1);
      expect(told[0]!.title).toBe('Order placed');
    });

    it('by card, from the webhook alone when her browser never came back', async () => {
      const placed = await placePaidNow();
      const paid = pay(placed, { method: 'card' });
      expect((await webhook(other, gateway.paidWebhook(paid.paymentId))).json()).toEqual({ message: 'Applied' });
      expect(await viewOrder(placed.order._id)).toMatchObject({ status: 'placed', paymentMethod: `Paid by card (${paid.paymentId})` });
    });

    it('verify and webhook at the same moment, on two instances: paid once', async () => {
      const placed = await placePaidNow();
      const paid = pay(placed);
      const [verified, hooked] = await Promise.all([verify(one, paid.body), webhook(other, gateway.paidWebhook(paid.paymentId))]);
      expect(verified.statusCode, verified.body).toBe(200);
      expect(hooked.statusCode, hooked.body).toBe(200);
      expect(await statusOf(placed.order._id)).toBe('placed');
      expect(await eventsOf(placed.order._id, 'placed')).toBe(1);
      expect(await notificationsOf(placed.order._id)).toHaveLength(1);
    });

    it('the same webhook twice, on either instance: applied once', async () => {
      const placed = await placePaidNow();
      const paid = pay(placed);
      const signed = gateway.paidWebhook(paid.paymentId);
      const [first, second] = await Promise.all([webhook(one, signed), webhook(other, signed)]);
      expect([first.json().message, second.json().message].sort()).toEqual(['Already applied', 'Applied']);
      expect((await webhook(one, signed)).json()).toEqual({ message: 'Already applied' });
      expect(await eventsOf(placed.order._id, 'placed')).toBe(1);
    });

    it('a webhook for an order the store does not know is taken (200) and changes nothing', async () => {
      const providerOrderId = await gateway.orderOfNobody(5000);
      const stranger = gateway.pay({ orderId: '00000000-0000-4000-8000-000000000000', providerOrderId });
      const response = await webhook(one, gateway.paidWebhook(stranger.paymentId));
      expect(response.statusCode).toBe(200);
      expect(await database.db.select().from(payments).where(eq(payments.paymentId, stranger.paymentId))).toHaveLength(0);
      // Written down for the reconciliation: money taken that no order of the store accounts for.
      expect(await recordedOf(stranger.paymentId)).toMatchObject({ outcome: 'unknownOrder', amountPaise: 5000, providerOrderId });
    });

    it('a wrong signature is refused (400) and changes nothing, from the browser or as a webhook', async () => {
      const placed = await placePaidNow();
      const paid = pay(placed);
      if (provider === 'razorpay') {
        const forged = await verify(one, { ...paid.body, signature: 'f'.repeat(64) });
        expect(forged.statusCode).toBe(400);
        expect(forged.json()).toEqual({ message: PAYMENT_MESSAGES.notVerified });
      }
      // Another order's id, as if her browser reported a payment for an order it is not.
      const otherOrder = await verify(one, { ...paid.body, providerOrderId: 'order_NotHers1234' });
      expect(otherOrder.statusCode).toBe(400);
      const eventsBefore = (await database.db.select().from(paymentEvents)).length;
      const signed = gateway.paidWebhook(paid.paymentId);
      const tampered = await webhook(one, { ...signed, body: `${signed.body} ` });
      expect(tampered.statusCode).toBe(400);
      expect(tampered.json()).toEqual({ message: PAYMENT_MESSAGES.notVerified });
      expect((await webhook(one, gateway.forged(signed))).statusCode).toBe(400);
      const { 'x-webhook-signature': _cashfree, 'x-razorpay-signature': _razorpay, ...unsignedHeaders } = signed.headers;
      expect((await webhook(one, { ...signed, headers: unsignedHeaders })).statusCode).toBe(400);
      expect(await statusOf(placed.order._id)).toBe('awaiting_payment');
      expect((await database.db.select().from(paymentEvents)).length).toBe(eventsBefore);
      expect(await recordedOf(paid.paymentId)).toBeUndefined();
      // Another customer cannot verify her order.
      const stranger = (await createCustomer(one)).headers;
      expect((await verify(one, paid.body, stranger)).statusCode).toBe(404);
    });

    it("an amount that is not the order's is refused (400) and logged, and the order still waits", async () => {
      const placed = await placePaidNow();
      const paid = pay(placed, { amountPaise: placed.payment.amount - 100 });
      const verified = await verify(one, paid.body);
      expect(verified.statusCode).toBe(400);
      expect(verified.json()).toEqual({ message: PAYMENT_MESSAGES.wrongAmount });
      expect((await webhook(other, gateway.paidWebhook(paid.paymentId))).statusCode).toBe(400);
      expect(await statusOf(placed.order._id)).toBe('awaiting_payment');
      expect((await paymentOf(placed.order._id)).status).toBe('created');
      // Refused, yet written down for the reconciliation.
      expect(await recordedOf(paid.paymentId)).toMatchObject({ outcome: 'wrongAmount', amountPaise: placed.payment.amount - 100 });
    });
  });

  describe('not paid in time', () => {
    it('is released after the limit: stock and the offer use back, and she is told', async () => {
      const made = await one.app.inject({
        method: 'POST',
        url: '/api/admin/offers',
        headers: owner,
        payload: { code: 'PAYNOW20', kind: 'flat', amount: 20 },
      });
      expect(made.statusCode, made.body).toBe(201);
      const offerId = made.json().offer._id as string;
      // The orders the tests before left waiting are released first, so that the stock counts this one alone.
      await releaseUnpaidOrders(database.db, 15, new Date(Date.now() + 16 * 60_000));
      const before = await stock();
      const placed = await placePaidNow({ couponCode: 'PAYNOW20' });
      const used = async () => (await database.db.select().from(offers).where(eq(offers.id, offerId)))[0]!.used;
      expect(await used()).toBe(1);
      expect(await stock()).toBe(before - 2);
      const placedAt = Date.now();
      // Within the limit it waits.
      expect(await releaseUnpaidOrders(database.db, 15, new Date(placedAt + 14 * 60_000))).toBe(0);
      expect(await statusOf(placed.order._id)).toBe('awaiting_payment');
      expect(await releaseUnpaidOrders(database.db, 15, new Date(placedAt + 16 * 60_000))).toBe(1);
      expect(await statusOf(placed.order._id)).toBe('cancelled');
      expect(await stock()).toBe(before);
      expect(await used()).toBe(0);
      const told = await notificationsOf(placed.order._id);
      expect(told.map((entry) => entry.title)).toEqual(['Order cancelled']);
      expect((await viewOrder(placed.order._id)).cancelReason).toBe(PAYMENT_MESSAGES.released(15));
    });

    it('paid after its release, the money goes back to her', async () => {
      const placed = await placePaidNow();
      await releaseUnpaidOrders(database.db, 15, new Date(Date.now() + 16 * 60_000));
      const paid = pay(placed);
      expect((await webhook(one, gateway.paidWebhook(paid.paymentId))).statusCode).toBe(200);
      expect(await statusOf(placed.order._id)).toBe('cancelled');
      await sendPendingRefunds(database.db, one.app.payments!.gateway, log);
      expect(gateway.refundsOf(paid.paymentId)).toEqual([{ id: expect.any(String), amountPaise: placed.payment.amount }]);
    });

    it('paid at the gateway, its word never come: found paid when its time is up, not released', async () => {
      const placed = await placePaidNow();
      const paid = pay(placed);
      const released = await releaseUnpaidOrders(database.db, 15, new Date(Date.now() + 16 * 60_000), {
        gateway: one.app.payments!.gateway,
        log,
      });
      expect(released).toBe(0);
      expect(await statusOf(placed.order._id)).toBe('placed');
      expect((await paymentOf(placed.order._id)).paymentId).toBe(paid.paymentId);
      expect(await recordedOf(paid.paymentId)).toMatchObject({ outcome: 'paid' });
    });
  });

  describe('refunds by themselves', () => {
    const cancel = (store: TestStore, orderId: string) =>
      store.app.inject({ method: 'PUT', url: `/api/user/cancel/${orderId}`, headers: she, payload: { cancelReason: 'Price High' } });

    it('cancelling a paid order refunds it in full once, even when asked twice at once', async () => {
      const placed = await placePaidNow();
      const paid = pay(placed);
      expect((await verify(one, paid.body)).statusCode).toBe(200);
      const [first, second] = await Promise.all([cancel(one, placed.order._id), cancel(other, placed.order._id)]);
      expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
      const refunds = gateway.refundsOf(paid.paymentId);
      expect(refunds).toHaveLength(1);
      expect(refunds[0]!.amountPaise).toBe(placed.payment.amount);
      const rupees = placed.order.orderSummary.totalAmount;
      expect((await viewOrder(placed.order._id)).refund).toBe(`Refund of ₹${rupees} started`);
      // Sending again (another instance's timer) makes no second refund.
      await database.db.update(payments).set({ refundStatus: 'pending' }).where(eq(payments.orderId, placed.order._id));
      await sendPendingRefunds(database.db, other.app.payments!.gateway, log);
      expect(gateway.refundsOf(paid.paymentId)).toHaveLength(1);
      // The gateway's webhook says it is done.
      expect((await webhook(other, gateway.refundWebhook(refunds[0]!.id))).statusCode).toBe(200);
      expect((await viewOrder(placed.order._id)).refund).toBe(PAYMENT_MESSAGES.refunded);
    });

    it('a refund the gateway does not take is tried again until it is', async () => {
      const placed = await placePaidNow();
      const paid = pay(placed);
      expect((await verify(one, paid.body)).statusCode).toBe(200);
      gateway.setMode('down');
      expect((await cancel(one, placed.order._id)).statusCode).toBe(200);
      expect((await paymentOf(placed.order._id)).refundStatus).toBe('pending');
      expect(await sendPendingRefunds(database.db, one.app.payments!.gateway, log)).toBe(0);
      gateway.setMode('answer');
      await sendPendingRefunds(database.db, one.app.payments!.gateway, log);
      expect((await paymentOf(placed.order._id)).refundStatus).toBe('started');
      expect(gateway.refundsOf(paid.paymentId)).toHaveLength(1);
    });
  });

  describe("the metrics' totals", () => {
    const placedInBengaluru = async () =>
      (await database.db.select().from(orderTallies).where(eq(orderTallies.branchId, bengaluru))).reduce(
        (sum, row) => ({ placed: sum.placed + row.placed, cancelled: sum.cancelled + row.cancelled }),
        { placed: 0, cancelled: 0 },
      );

    it('count an order paid online once it is paid, and an order released unpaid not at all', async () => {
      await releaseUnpaidOrders(database.db, 15, new Date(Date.now() + 16 * 60_000));
      const before = await placedInBengaluru();
      const unpaid = await placePaidNow();
      const paidLater = await placePaidNow();
      expect(await placedInBengaluru()).toEqual(before);
      expect((await verify(one, pay(paidLater).body)).statusCode).toBe(200);
      expect(await placedInBengaluru()).toEqual({ placed: before.placed + 1, cancelled: before.cancelled });
      expect(await releaseUnpaidOrders(database.db, 15, new Date(Date.now() + 16 * 60_000))).toBe(1);
      expect(await statusOf(unpaid.order._id)).toBe('cancelled');
      expect(await placedInBengaluru()).toEqual({ placed: before.placed + 1, cancelled: before.cancelled });
      // A paid order cancelled is a cancellation like any other.
      const cancelled = await one.app.inject({
        method: 'PUT',
        url: `/api/user/cancel/${paidLater.order._id}`,
        headers: she,
        payload: { cancelReason: 'Price High' },
      });
      expect(cancelled.statusCode).toBe(200);
      expect(await placedInBengaluru()).toEqual({ placed: before.placed + 1, cancelled: before.cancelled + 1 });
    });
  });
});
