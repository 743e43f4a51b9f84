import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, ORDER_MESSAGES } from '@padstore/domain';
import { branchStock, branches, orders } from '../../db/schema.js';
import { createCustomer, createTestStore, demoProduct, type TestStore } from '../../test/harness.js';

let store: TestStore;
let product: { id: string; pricePaise: number };
let other: { id: string; pricePaise: number };
beforeAll(async () => {
  store = await createTestStore();
  product = await demoProduct(store, 'Stayfree Secure Cottony');
  other = await demoProduct(store, 'Whisper Choice Ultra');
});
afterAll(() => store.close());

type Headers = Record<string, string>;
const address = (pinCode = '560001') => ({
  name: 'Asha Rao',
  plotNumber: '12',
  street: 'Church Street',
  address: 'MG Road, Bengaluru',
  pinCode,
});
const body = (overrides: Record<string, unknown> = {}) => ({
  deliveryAddress: address(),
  paymentMode: true,
  emergencyDelivery: 'false',
  ...overrides,
});
const inject = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: object) =>
  store.app.inject({ method, url: `/api/${url}`, headers, ...(payload ? { payload } : {}) });
const addToCart = (headers: Headers, id: string, quantity: number) => inject('POST', `user/addtocart/${id}`, headers, { quantity });
const buyCart = (headers: Headers, payload: object = body(), extra: Headers = {}) =>
  inject('POST', 'user/buyNow', { ...headers, ...extra }, payload);
const buyOne = (headers: Headers, id: string, payload: object = body()) => inject('POST', `user/directBuy/${id}`, headers, payload);

async function stockOf(productId: string, branchName = 'Bengaluru Central') {
  const [row] = await store.database.db
    .select({ quantity: branchStock.quantity })
    .from(branchStock)
    .innerJoin(branches, eq(branches.id, branchStock.branchId))
    .where(and(eq(branchStock.productId, productId), eq(branches.name, branchName)));
  return row!.quantity;
}
const setStock = (productId: string, quantity: number) =>
  store.database.db.execute(
    sql`update branch_stock set quantity = ${quantity} where product_id = ${productId} and branch_id = (select id from branches where name = 'Bengaluru Central')`,
  );
const orderCount = async () => (await store.database.db.select({ n: count() }).from(orders))[0]!.n;

describe('placing an order from the cart', () => {
  it('takes the stock, prices from the database, writes the order and empties the cart', async () => {
    const { headers } = await createCustomer(store);
    await addToCart(headers, product.id, 2);
    await addToCart(headers, other.id, 1);
    const before = await stockOf(product.id);
    const response = await buyCart(headers, body({ price: 1, totalAmount: 1 }));
    expect(response.statusCode).toBe(201);
    const answer = response.json();
    expect(answer).toMatchObject({ message: ORDER_MESSAGES.placed, isBranchAvailableAtLocation: true, isStockAvailable: true });
    expect(answer.order).toMatchObject({
      status: 'placed',
      paymentMethod: 'Cash on Delivery',
      shippingAddress: 'MG Road, Bengaluru',
      pinCode: '560001',
      discreetPackaging: true,
      deliveredTo: { name: 'Asha Rao' },
      orderNumber: expect.stringMatching(/^PS\d{6}-[A-Z0-9]{6}$/),
    });
    expect(['same_day', 'next_day']).toContain(answer.order.deliveryType);
    expect(answer.orderSummary).toEqual({
      price: 149 * 2 + 49,
      discount: 0,
      coupons: 0,
      deliveryCharges: 0,
      emergencyCharge: 0,
      tax: 0,
      totalAmount: 347,
    });
    expect(await stockOf(product.id)).toBe(before - 2);
    // The answer is built from the rows just written; it reads as the order read back does.
    expect(answer.order.items).toHaveLength(2);
    expect((await inject('GET', `user/viewOrder/${answer.order._id}`, headers)).json().order).toEqual(answer.order);
    expect((await inject('GET', 'user/getCarts', headers)).json().cart.items).toEqual([]);
    expect((await inject('GET', 'user/notification/getNotificationCount', headers)).json().count).toBe(1);
    const track = (await inject('GET', `user/track/${answer.order._id}`, headers)).json();
    expect(track.timeline).toEqual([
      {
        date: expect.stringMatching(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/),
        time: expect.stringMatching(/^\d{1,2}:\d{2} (AM|PM)$/),
        status: 'Placed',
        note: null,
      },
    ]);
  });

  it('adds the emergency charge for express delivery and promises 30-60 minutes', async () => {
    const { headers } = await createCustomer(store);
    await addToCart(headers, other.id, 1);
    const response = await buyCart(headers, body({ emergencyDelivery: 'true', discreetPackaging: false }));
    const { order } = response.json();
    expect(order.deliveryType).toBe('express');
    expect(order.discreetPackaging).toBe(false);
    expect(order.orderSummary).toMatchObject({ price: 49, emergencyCharge: 49, totalAmount: 98 });
    const minutes = (Date.parse(order.promisedTo) - Date.parse(order.orderPlacedOn)) / 60_000;
    expect(minutes).toBe(60);
  });

  it('answers 400 "Your cart is empty" for an empty cart', async () => {
    const { headers } = await createCustomer(store);
    const response = await buyCart(headers);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(ORDER_MESSAGES.cartEmpty);
  });

  it('refuses a pin code no branch serves, writing nothing', async () => {
    const { headers } = await createCustomer(store);
    await addToCart(headers, product.id, 1);
    const orders = await orderCount();
    const response = await buyCart(headers, body({ deliveryAddress: address('110001') }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: ORDER_MESSAGES.notDeliverable, isBranchAvailableAtLocation: false, isStockAvailable: true });
    expect(await orderCount()).toBe(orders);
    expect((await inject('GET', 'user/getCarts', headers)).json().cart.items).toHaveLength(1);
  });

  it('refuses when one line is short, and rolls back the lines already taken', async () => {
    const { headers } = await createCustomer(store);
    await addToCart(headers, product.id, 1);
    await addToCart(headers, other.id, 3);
    await setStock(other.id, 2);
    const before = await stockOf(product.id);
    const response = await buyCart(headers);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ isBranchAvailableAtLocation: true, isStockAvailable: false });
    expect(await stockOf(product.id)).toBe(before);
    expect(await stockOf(other.id)).toBe(2);
    await setStock(other.id, 25);
  });

  it.each([
    [{ paymentMode: false }, ORDER_MESSAGES.payOnDeliveryOnly],
    [{ deliveryAddress: { ...address(), name: '' } }, ORDER_MESSAGES.nameRequired],
    [{ deliveryAddress: { ...address(), address: 'abc' } }, MESSAGES.addressTooShort],
    [{ deliveryAddress: { ...address(), pinCode: '5600' } }, MESSAGES.pinCodeInvalid],
    [{ deliveryAddress: { ...address(), plotNumber: '-' } }, MESSAGES.plotNumberRequired],
    [{ deliveryAddress: undefined }, 'Invalid input: expected object, received undefined'],
  ])('refuses a bad body %o with 400', async (change, message) => {
    const { headers } = await createCustomer(store);
    await addToCart(headers, product.id, 1);
    const response = await buyCart(headers, body(change));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('answers a repeat with the same Idempotency-Key with the first order, creating nothing', async () => {
    const { headers } = await createCustomer(store);
    await addToCart(headers, product.id, 1);
    const before = await stockOf(product.id);
    const first = await buyCart(headers, body(), { 'idempotency-key': 'checkout-1' });
    const again = await buyCart(headers, body(), { 'idempotency-key': 'checkout-1' });
    expect(again.statusCode).toBe(201);
    expect(again.json().order._id).toBe(first.json().order._id);
    expect(await stockOf(product.id)).toBe(before - 1);
    expect((await inject('GET', 'user/orders', headers)).json().orders).toHaveLength(1);
  });
});

describe('buying one product directly', () => {
  it('orders the quantity asked for and leaves the cart alone', async () => {
    const { headers } = await createCustomer(store);
    await addToCart(headers, other.id, 1);
    const response = await buyOne(headers, product.id, { ...body(), quantity: 3 });
    expect(response.statusCode).toBe(201);
    expect(response.json().order.items).toEqual([expect.objectContaining({ _id: product.id, quantity: 3, price: 149 })]);
    expect((await inject('GET', 'user/getCartItemCount', headers)).json().count).toBe(1);
  });

  it.each([0, -2, 1.5, 100])('refuses a quantity of %s', async (quantity) => {
    const { headers } = await createCustomer(store);
    expect((await buyOne(headers, product.id, { ...body(), quantity })).statusCode).toBe(400);
  });

  it('refuses more than the branch holds and an unknown product', async () => {
    const { headers } = await createCustomer(store);
    const short = await buyOne(headers, product.id, { ...body(), quantity: 99 });
    expect(short.statusCode).toBe(409);
    expect(short.json().isStockAvailable).toBe(false);
    expect((await buyOne(headers, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});

describe('orders, tracking and cancelling', () => {
  it('lists the orders newest first and shows each one to its customer only', async () => {
    const asha = await createCustomer(store);
    const first = (await buyOne(asha.headers, product.id)).json().order;
    const second = (await buyOne(asha.headers, other.id)).json().order;
    const list = (await inject('GET', 'user/orders', asha.headers)).json().orders;
    expect(list.map((order: { orderId: string }) => order.orderId)).toEqual([second._id, first._id]);
    expect(list[0].items[0]).toMatchObject({ _id: other.id, productName: 'Whisper Choice Ultra', quantity: 1, price: 49 });

    const view = (await inject('GET', `user/viewOrder/${first._id}`, asha.headers)).json().order;
    expect(view).toMatchObject({ _id: first._id, orderNumber: first.orderNumber, paymentMethod: 'Cash on Delivery' });

    const meera = await createCustomer(store);
    for (const [method, url, payload] of [
      ['GET', `user/viewOrder/${first._id}`],
      ['GET', `user/track/${first._id}`],
      ['PUT', `user/cancel/${first._id}`, { cancelReason: 'Price High' }],
    ] as const) {
      const response = await inject(method, url, meera.headers, payload);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().message).toBe(ORDER_MESSAGES.orderNotFound);
    }
  });

  it('cancels with a reason: stock back, a timeline event and a notification', async () => {
    const { headers } = await createCustomer(store);
    const before = await stockOf(product.id);
    const { order } = (await buyOne(headers, product.id, { ...body(), quantity: 2 })).json();
    expect(await stockOf(product.id)).toBe(before - 2);
    const cancel = await inject('PUT', `user/cancel/${order._id}`, headers, { cancelReason: 'Price High' });
    expect(cancel.json()).toEqual({ message: ORDER_MESSAGES.cancelled });
    expect(await stockOf(product.id)).toBe(before);
    const track = (await inject('GET', `user/track/${order._id}`, headers)).json();
    expect(track.status).toBe('cancelled');
    expect(track.timeline.map((event: { status: string }) => event.status)).toEqual(['Placed', 'Cancelled']);
    expect(track.timeline[1].note).toBe('Price High');
    expect((await inject('GET', 'user/notification/getNotificationCount', headers)).json().count).toBe(2);
    const again = await inject('PUT', `user/cancel/${order._id}`, headers, { cancelReason: 'Price High' });
    expect(again.statusCode).toBe(409);
  });

  it('requires a reason', async () => {
    const { headers } = await createCustomer(store);
    const { order } = (await buyOne(headers, product.id)).json();
    const response = await inject('PUT', `user/cancel/${order._id}`, headers, { cancelReason: ' ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(ORDER_MESSAGES.cancelReasonRequired);
  });

  it('refuses to cancel once the order is out for delivery, or delivered', async () => {
    const { headers } = await createCustomer(store);
    const { order } = (await buyOne(headers, product.id)).json();
    await store.database.db.update(orders).set({ status: 'out_for_delivery' }).where(eq(orders.id, order._id));
    const late = await inject('PUT', `user/cancel/${order._id}`, headers, { cancelReason: 'Other: changed plans' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This order is out for delivery and can no longer be cancelled');
    await store.database.db.update(orders).set({ status: 'delivered' }).where(eq(orders.id, order._id));
    expect((await inject('PUT', `user/cancel/${order._id}`, headers, { cancelReason: 'Price High' })).json().message).toBe(
      'A delivered order cannot be cancelled',
    );
  });
});

describe('notifications', () => {
  it('lists unread and read, marks one read, and keeps others out', async () => {
    const { headers } = await createCustomer(store);
    const placed = (await buyOne(headers, product.id)).json().order;
    const unread = (await inject('GET', 'user/notification/getUnreadNotification', headers)).json().notifications;
    expect(unread).toEqual([
      {
        _id: expect.any(String),
        title: 'Order placed',
        message: expect.stringMatching(/^Your order PS/),
        timeAgo: 'just now',
        createdAt: expect.any(String),
        orderId: placed._id,
        repeatId: null,
        repeatAction: null,
        complaintId: null,
      },
    ]);
    const stranger = await createCustomer(store);
    expect((await inject('PUT', `user/notification/updateStatus/${unread[0]._id}`, stranger.headers)).statusCode).toBe(404);
    expect((await inject('PUT', `user/notification/updateStatus/${unread[0]._id}`, headers)).statusCode).toBe(200);
    expect((await inject('GET', 'user/notification/getUnreadNotification', headers)).json().notifications).toEqual([]);
    expect((await inject('GET', 'user/notification/getReadNotification', headers)).json().notifications).toHaveLength(1);
    expect((await inject('GET', 'user/notification/getNotificationCount', headers)).json().count).toBe(0);
  });
});

describe('serviceability', () => {
  it('answers the three messages, the stock there and the promise', async () => {
    const served = (await store.app.inject({ url: `/api/user/serviceability?pinCode=400003&productId=${product.id}` })).json();
    expect(served).toMatchObject({ served: true, message: MESSAGES.pinCodeServed, branch: { name: 'Mumbai Fort' }, availableQuantity: 25 });
    expect(['same_day', 'next_day']).toContain(served.promise.type);
    expect(served.expressPromise.type).toBe('express');
    const unserved = (await store.app.inject({ url: '/api/user/serviceability?pinCode=110001' })).json();
    expect(unserved).toMatchObject({ served: false, message: MESSAGES.pinCodeNotServed, branch: null, availableQuantity: null });
    await store.database.db.update(branches).set({ active: false }).where(eq(branches.name, 'Mumbai Fort'));
    try {
      const closed = (await store.app.inject({ url: '/api/user/serviceability?pinCode=400003' })).json();
      expect(closed).toMatchObject({ served: false, message: MESSAGES.branchNotAvailable });
    } finally {
      await store.database.db.update(branches).set({ active: true }).where(eq(branches.name, 'Mumbai Fort'));
    }
    expect((await store.app.inject({ url: '/api/user/serviceability?pinCode=12' })).statusCode).toBe(400);
  });
});

describe('concurrent orders for the last packs', () => {
  it('sells exactly the packs there are, however many buyers race for them', async () => {
    const buyers = await Promise.all(Array.from({ length: 20 }, () => createCustomer(store)));
    await setStock(product.id, 5);
    const responses = await Promise.all(buyers.map(({ headers }) => buyOne(headers, product.id)));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(15);
    expect(responses.filter((r) => r.statusCode === 409).every((r) => r.json().isStockAvailable === false)).toBe(true);
    expect(await stockOf(product.id)).toBe(0);
    // Every accepted buyer has exactly one order and its notification; every refused one has neither.
    for (const [index, { headers }] of buyers.entries()) {
      const accepted = statuses[index] === 201;
      const { orders: placed } = (await inject('GET', 'user/orders', headers)).json();
      expect(placed).toHaveLength(accepted ? 1 : 0);
      expect((await inject('GET', 'user/notification/getNotificationCount', headers)).json().count).toBe(accepted ? 1 : 0);
    }
    await setStock(product.id, 25);
  });

  it('sells exactly 50 packs to 200 concurrent buyers', async () => {
    const buyers = await Promise.all(Array.from({ length: 200 }, () => createCustomer(store)));
    await setStock(other.id, 50);
    const responses = await Promise.all(buyers.map(({ headers }) => buyOne(headers, other.id)));
    const accepted = responses.filter((response) => response.statusCode === 201);
    expect(accepted).toHaveLength(50);
    expect(
      responses.every(
        (response) => response.statusCode === 201 || (response.statusCode === 409 && response.json().isStockAvailable === false),
      ),
    ).toBe(true);
    expect(await stockOf(other.id)).toBe(0);
    expect(new Set(accepted.map((response) => response.json().order._id)).size).toBe(50);
    await setStock(other.id, 25);
  }, 120_000);
});
