import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indiaDay, PAYMENT_MESSAGES, STAFF_MESSAGES, TAKEN_COUNTS, type PrepaidOrderAnswer } from '@padstore/domain';
import { createCustomer, createTestStore, demoProduct, newPhone, type TestStore } from '../../test/harness.js';
import { addStaffMember, branchIdOf, buyNow, type Headers } from '../../test/staff.js';
import { fakeRazorpay, FAKE_RAZORPAY_KEYS, type FakeRazorpay, type SignedWebhook } from '../../test/fake-payment-gateways.js';
import { billOf } from '../bills/bill-service.js';

/**
 * Orders paid online before the door (issue 47), as the branch and its day see them, against a local
 * stand-in of Razorpay, on both engines: the floor and the rider collect nothing, the rider's cash never
 * counts them, and the day's money counts them apart, a refunded one not as revenue.
 */
let gateway: FakeRazorpay;
let store: TestStore;
let owner: Headers;
let she: Headers;
let packer: Headers;
let manager: Headers;
let rider: { headers: Headers; id: string };
let product: { id: string };
let bengaluru: string;
const ownerPhone = newPhone();
const today = indiaDay(new Date());

beforeAll(async () => {
  gateway = await fakeRazorpay();
  store = await createTestStore({
    env: { ADMIN_PHONES: ownerPhone, PAYMENT_PROVIDER: 'razorpay', RAZORPAY_URL: gateway.url, ...FAKE_RAZORPAY_KEYS },
  });
  owner = (await createCustomer(store, { phoneNumber: Number(ownerPhone) })).headers;
  she = (await createCustomer(store)).headers;
  bengaluru = await branchIdOf(store, 'Bengaluru Central');
  packer = (await addStaffMember(store, owner, 'packer', [bengaluru])).headers;
  manager = (await addStaffMember(store, owner, 'manager', [bengaluru], { fullName: 'Meena Iyer' })).headers;
  rider = await addStaffMember(store, owner, 'rider', [bengaluru], { fullName: 'Ravi Kumar' });
  product = await demoProduct(store, 'Sofy Body Fit');
  await admin('PUT', '/rider/shift', rider.headers, { onShift: true });
}, 60_000);
afterAll(async () => {
  await store.close();
  await gateway.close();
});

type Method = 'GET' | 'POST' | 'PUT';
const admin = (method: Method, url: string, headers: Headers, payload?: object) =>
  store.app.inject({ method, url: `/api/admin${url}`, headers, ...(payload ? { payload } : {}) });
const webhook = (signed: SignedWebhook) =>
  store.app.inject({ method: 'POST', url: '/api/payments/webhooks/razorpay', headers: signed.headers, payload: signed.body });
const deliveryAddress = { name: 'Asha Rao', plotNumber: '12', street: 'Church Street', address: 'MG Road, Bengaluru', pinCode: '560001' };

/** She orders a pack, pays now in the stand-in checkout, and the store verifies it. */
async function paidOnline(method: 'upi' | 'card' = 'upi') {
  const placed = await store.app.inject({
    method: 'POST',
    url: `/api/user/directBuy/${product.id}`,
    headers: she,
    payload: { deliveryAddress, paymentMode: false, quantity: 1 },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const { order, payment } = placed.json() as {
    order: { _id: string; orderNumber: string; orderSummary: { totalAmount: number } };
    payment: { providerOrderId: string };
  };
  const paid = gateway.pay(payment.providerOrderId, { method });
  const verified = await store.app.inject({
    method: 'POST',
    url: '/api/user/payments/verify',
    headers: she,
    payload: { orderId: order._id, providerOrderId: payment.providerOrderId, paymentId: paid.paymentId, signature: paid.signature },
  });
  expect(verified.statusCode, verified.body).toBe(200);
  return { ...order, paymentId: paid.paymentId };
}

/** Packed, given to Ravi and sent out. */
async function sendOut(orderId: string) {
  expect((await admin('PUT', `/floor/orders/${orderId}/packed`, packer)).statusCode).toBe(200);
  expect((await admin('PUT', `/floor/orders/${orderId}/rider`, packer, { riderId: rider.id })).statusCode).toBe(200);
  expect((await admin('PUT', `/floor/orders/${orderId}/out-for-delivery`, packer)).statusCode).toBe(200);
}

const delivered = (orderId: string, payment: object) => admin('PUT', `/rider/deliveries/${orderId}/delivered`, rider.headers, payment);
const day = async () => (await admin('GET', `/cash/branches/${bengaluru}/days/${today}`, manager)).json();
/** The day's orders paid online, every page of them. */
async function prepaidOfDay(): Promise<PrepaidOrderAnswer[]> {
  const rows: PrepaidOrderAnswer[] = [];
  let older: string | null = null;
  do {
    const answer: { orders: PrepaidOrderAnswer[]; older: string | null } = (
      await admin('GET', `/cash/branches/${bengaluru}/days/${today}/prepaid${older ? `?older=${encodeURIComponent(older)}` : ''}`, manager)
    ).json();
    rows.push(...answer.orders);
    older = answer.older;
  } while (older);
  return rows;
}

describe('an order paid online, at the branch and at the door', () => {
  it("the floor and the rider see 'Paid online: collect nothing'; the rider confirms it with no cash, and owes nothing for it", async () => {
    const order = await paidOnline();
    const floor = (await admin('GET', `/floor/branches/${bengaluru}`, packer)).json();
    expect(floor.orders.find((row: { _id: string }) => row._id === order._id)).toMatchObject({ paidOnline: true, amountToCollect: 0 });
    await sendOut(order._id);
    const mine = (await admin('GET', '/rider/deliveries', rider.headers)).json();
    expect(mine.deliveries.find((row: { _id: string }) => row._id === order._id)).toMatchObject({
      paidOnline: true,
      amountToCollect: 0,
      upiLink: null,
    });
    // Cash or UPI at the door for an order already paid is refused: she would pay twice.
    const cash = await delivered(order._id, { paidBy: 'cash', amountReceived: order.orderSummary.totalAmount });
    expect(cash.statusCode).toBe(409);
    expect(cash.json().message).toBe(STAFF_MESSAGES.paidOnlineCollectNothing);
    expect((await delivered(order._id, { paidBy: 'upi', upiReference: '412345678901' })).statusCode).toBe(409);
    const done = await delivered(order._id, { paidBy: 'online', note: '' });
    expect(done.statusCode, done.body).toBe(200);

    const his = (await admin('GET', '/rider/deliveries', rider.headers)).json().today;
    expect(his.delivered.find((row: { orderNumber: string }) => row.orderNumber === order.orderNumber)).toMatchObject({
      paidBy: 'online',
      amount: 0,
    });
    expect(his).toMatchObject({ cashCollected: 0, cashToHandIn: 0 });
    const ravi = (await day()).riders.find((row: { name: string }) => row.name === 'Ravi Kumar');
    expect(ravi).toMatchObject({ cashCollected: 0, upiCollected: 0, difference: 0, short: 0 });
    const hisOrders = (await admin('GET', `/cash/branches/${bengaluru}/days/${today}/riders/${rider.id}/orders`, manager)).json();
    expect(hisOrders.orders).toContainEqual(
      expect.objectContaining({ orderNumber: order.orderNumber, paidBy: 'online', due: 0, received: 0 }),
    );
    // Nothing to hand in for it: the manager is not asked to take anything from him.
    const handIn = await admin('POST', `/cash/branches/${bengaluru}/days/${today}/hand-ins`, manager, {
      riderId: rider.id,
      amount: 1,
    });
    expect(handIn.statusCode).toBe(409);

    // Her bill says how she paid online.
    const bill = await billOf(store.database.db, order._id);
    expect(bill.notes.join(' ')).toContain(PAYMENT_MESSAGES.paidOnlineByUpi(order.paymentId));
  });

  it('an order paid at the door cannot be confirmed as paid online', async () => {
    const order = await buyNow(store, she, product.id);
    await sendOut(order._id);
    const answer = await delivered(order._id, { paidBy: 'online', note: '' });
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe(STAFF_MESSAGES.notPaidOnline);
    expect((await delivered(order._id, { paidBy: 'cash', amountReceived: order.orderSummary.totalAmount })).statusCode).toBe(200);
  });
});

describe("the day's money with orders paid online", () => {
  it('lists them apart with their payment ids and refunds; a refunded one is not revenue; the dashboard counts the same', async () => {
    const kept = await paidOnline('card');
    const cancelled = await paidOnline();
    const cancel = await store.app.inject({
      method: 'PUT',
      url: `/api/user/cancel/${cancelled._id}`,
      headers: she,
      payload: { cancelReason: 'Price High' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const refund = gateway.refunds.find((entry) => entry.payment_id === cancelled.paymentId)!;
    expect(refund).toBeDefined();

    let prepaid = await prepaidOfDay();
    const listed = (orderNumber: string) => prepaid.find((row) => row.orderNumber === orderNumber)!;
    expect(listed(kept.orderNumber)).toMatchObject({
      paymentId: kept.paymentId,
      method: 'card',
      amount: kept.orderSummary.totalAmount,
      refund: null,
    });
    expect(listed(cancelled.orderNumber)).toMatchObject({
      paymentId: cancelled.paymentId,
      status: 'cancelled',
      refund: { amount: cancelled.orderSummary.totalAmount, state: 'started', refundId: refund.id },
    });
    // The gateway's webhook says the refund is done.
    expect((await webhook(gateway.refundWebhook(refund.id))).statusCode).toBe(200);
    prepaid = await prepaidOfDay();
    expect(listed(cancelled.orderNumber).refund).toMatchObject({ state: 'refunded' });

    const money = await day();
    expect(money.prepaidCount).toBe(prepaid.length);
    const notRefunded = prepaid.filter((row) => row.refund === null);
    const refunded = prepaid.filter((row) => row.refund !== null);
    const sum = (rows: { amount: number }[]) => Math.round(rows.reduce((total, row) => total + row.amount * 100, 0)) / 100;
    expect(money.totals.paidOnline).toBe(sum(notRefunded));
    expect(money.totals.refunds).toBe(sum(refunded));
    expect(money.totals.refunds).toBeGreaterThanOrEqual(cancelled.orderSummary.totalAmount);
    expect(money.totals.taken).toBe(
      Math.round((money.totals.cashCollected + money.totals.upiCollected + money.totals.paidOnline) * 100) / 100,
    );
    // Only this branch took money in this store: the dashboard's revenue is its day's, through the same function.
    const dashboard = (await admin('GET', '/dashboard', owner)).json();
    expect(dashboard.today.revenue).toBe(money.totals.taken);
    expect(TAKEN_COUNTS).toMatch(/paid online less refunds/);

    // The day's CSV: a row per payment with its id, and the refund taken back.
    const csv = (await admin('GET', `/cash/branches/${bengaluru}/days/${today}/export`, manager)).body;
    const rows = csv.trim().split('\r\n');
    expect(rows.find((row) => row.startsWith(`paid online,${kept.orderNumber},`))).toMatch(
      new RegExp(`,online,${kept.orderSummary.totalAmount},${kept.orderSummary.totalAmount},,payment ${kept.paymentId} by card$`),
    );
    expect(rows.find((row) => row.startsWith(`refund,${cancelled.orderNumber},`))).toMatch(
      new RegExp(
        `refund refunded,.*,online,,-${cancelled.orderSummary.totalAmount},,refund ${refund.id} of payment ${cancelled.paymentId}$`,
      ),
    );

    // The bill of a refunded order is never issued as paid: a cancelled order has none.
    await expect(billOf(store.database.db, cancelled._id)).rejects.toMatchObject({ statusCode: 409 });
  });
});
