import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branchStock, gatewayPayments, payments } from '../../db/schema.js';
import { createCustomer, createTestStore, demoProduct, newPhone, type TestStore } from '../../test/harness.js';
import { addStaffMember, branchIdOf } from '../../test/staff.js';
import { fakeCashfree, FAKE_CASHFREE_KEYS, type FakeCashfree, type SignedCashfreeWebhook } from '../../test/fake-cashfree.js';

/**
 * The payments' reconciliation (console page, API and metrics): money the gateway took that no paid
 * order accounts for, and refunds asked more than a day ago not yet done. Against a stand-in of
 * Cashfree, on either engine.
 */
type Headers = Record<string, string>;
const TOKEN = 'metrics-token-for-reconciliation';
const ownerPhone = newPhone();
let gateway: FakeCashfree;
let store: TestStore;
let owner: Headers;
let she: Headers;
let productId: string;
let bengaluru: string;

beforeAll(async () => {
  gateway = await fakeCashfree();
  store = await createTestStore({
    env: { PAYMENT_PROVIDER: 'cashfree', CASHFREE_URL: gateway.url, ...FAKE_CASHFREE_KEYS, ADMIN_PHONES: ownerPhone, METRICS_TOKEN: TOKEN },
  });
  owner = (await createCustomer(store, { phoneNumber: Number(ownerPhone) })).headers;
  she = (await createCustomer(store)).headers;
  productId = (await demoProduct(store, 'Stayfree Secure Cottony')).id;
  bengaluru = await branchIdOf(store, 'Bengaluru Central');
  await store.database.db.update(branchStock).set({ quantity: 1000 }).where(eq(branchStock.productId, productId));
}, 60_000);
afterAll(async () => {
  await store.close();
  await gateway.close();
});

const reconciliation = (headers: Headers = owner) => store.app.inject({ url: '/api/admin/payments/reconciliation', headers });
const webhook = (signed: SignedCashfreeWebhook) =>
  store.app.inject({ method: 'POST', url: '/api/payments/webhooks/cashfree', headers: signed.headers, payload: signed.body });
const metric = async (name: string) => {
  const text = (await store.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).body;
  const line = new RegExp(`^${name} (\\S+)$`, 'm').exec(text);
  return line ? Number(line[1]) : undefined;
};

async function placePaidNow() {
  const response = await store.app.inject({
    method: 'POST',
    url: `/api/user/directBuy/${productId}`,
    headers: she,
    payload: {
      deliveryAddress: { name: 'Asha Rao', plotNumber: '12', street: 'Church Street', address: 'MG Road, Bengaluru', pinCode: '560001' },
      paymentMode: false,
      quantity: 1,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  const placed = response.json() as { order: { _id: string; orderNumber: string }; payment: { providerOrderId: string; amount: number } };
  return { orderId: placed.order._id, providerOrderId: placed.payment.providerOrderId, amountPaise: placed.payment.amount };
}

describe('the payments reconciliation', () => {
  it('is empty while every payment the gateway took is a paid order, and says so in the metrics', async () => {
    const placed = await placePaidNow();
    const { paymentId } = gateway.pay(placed.providerOrderId);
    expect((await webhook(gateway.paidWebhook(paymentId))).statusCode).toBe(200);
    const answer = await reconciliation();
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ provider: 'cashfree', windowDays: 30, unmatched: [], overdueRefunds: [] });
    expect(await metric('padstore_payments_unmatched')).toBe(0);
    expect(await metric('padstore_refunds_overdue')).toBe(0);
  });

  it('lists the money taken that no paid order accounts for: an unknown order, a wrong amount, a second payment', async () => {
    // Someone else's order on the same Cashfree account.
    const stranger = await fetch(`${gateway.url}/pg/orders`, {
      method: 'POST',
      headers: {
        'x-client-id': FAKE_CASHFREE_KEYS.CASHFREE_APP_ID,
        'x-client-secret': FAKE_CASHFREE_KEYS.CASHFREE_SECRET_KEY,
        'x-api-version': '2025-01-01',
        'content-type': 'application/json',
      },
      body: JSON.stringify({ order_amount: 75, customer_details: { customer_id: 'elsewhere', customer_phone: '9999999999' } }),
    });
    const unknownOrder = ((await stranger.json()) as { order_id: string }).order_id;
    const unknownPayment = gateway.pay(unknownOrder).paymentId;
    expect((await webhook(gateway.paidWebhook(unknownPayment))).statusCode).toBe(200);

    const short = await placePaidNow();
    const shortPayment = gateway.pay(short.providerOrderId, { amountPaise: short.amountPaise - 500 }).paymentId;
    expect((await webhook(gateway.paidWebhook(shortPayment))).statusCode).toBe(400);

    const twice = await placePaidNow();
    const first = gateway.pay(twice.providerOrderId).paymentId;
    const second = gateway.pay(twice.providerOrderId).paymentId;
    expect((await webhook(gateway.paidWebhook(first))).statusCode).toBe(200);
    expect((await webhook(gateway.paidWebhook(second))).statusCode).toBe(200);

    const { unmatched } = (await reconciliation()).json() as { unmatched: Record<string, unknown>[] };
    expect(unmatched).toEqual([
      expect.objectContaining({ paymentId: second, outcome: 'alreadyPaid', orderId: twice.orderId, amount: twice.amountPaise / 100 }),
      expect.objectContaining({
        paymentId: shortPayment,
        outcome: 'wrongAmount',
        orderId: short.orderId,
        amount: (short.amountPaise - 500) / 100,
      }),
      expect.objectContaining({ paymentId: unknownPayment, outcome: 'unknownOrder', orderId: null, orderNumber: null, amount: 75 }),
    ]);
    expect(unmatched[0]!.orderNumber).toEqual(expect.any(String));
    expect(await metric('padstore_payments_unmatched')).toBe(3);

    // Older than the window, a payment is no longer listed nor counted.
    await store.database.db
      .update(gatewayPayments)
      .set({ receivedAt: new Date(Date.now() - 31 * 24 * 60 * 60_000) })
      .where(eq(gatewayPayments.paymentId, unknownPayment));
    expect(await metric('padstore_payments_unmatched')).toBe(2);
  });

  it('lists the refunds asked more than a day ago that are not done', async () => {
    const cancelled = async () => {
      const placed = await placePaidNow();
      const { paymentId } = gateway.pay(placed.providerOrderId);
      expect((await webhook(gateway.paidWebhook(paymentId))).statusCode).toBe(200);
      gateway.mode = 'down';
      const cancel = await store.app.inject({
        method: 'PUT',
        url: `/api/user/cancel/${placed.orderId}`,
        headers: she,
        payload: { cancelReason: 'Ordered by mistake' },
      });
      gateway.mode = 'answer';
      expect(cancel.statusCode, cancel.body).toBe(200);
      return { ...placed, paymentId };
    };
    const old = await cancelled();
    const recent = await cancelled();
    await store.database.db
      .update(payments)
      .set({ refundAskedAt: new Date(Date.now() - 25 * 60 * 60_000) })
      .where(eq(payments.orderId, old.orderId));
    const { overdueRefunds } = (await reconciliation()).json() as { overdueRefunds: Record<string, unknown>[] };
    expect(overdueRefunds).toEqual([
      expect.objectContaining({ orderId: old.orderId, provider: 'cashfree', paymentId: old.paymentId, status: 'pending', refundId: null }),
    ]);
    expect(overdueRefunds.some((refund) => refund.orderId === recent.orderId)).toBe(false);
    expect(await metric('padstore_refunds_overdue')).toBe(1);
  });

  it('is the owner’s alone: a manager and a customer are refused', async () => {
    const manager = await addStaffMember(store, owner, 'manager', [bengaluru]);
    expect((await reconciliation(manager.headers)).statusCode).toBe(403);
    expect((await reconciliation(she)).statusCode).toBe(403);
  });
});
