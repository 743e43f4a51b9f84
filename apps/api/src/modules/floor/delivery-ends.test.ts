import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indiaDay, ORDER_MOVE_MESSAGES } from '@padstore/domain';
import { createCustomer, createTestStore, demoProduct, newPhone, type TestStore } from '../../test/harness.js';
import { addStaffMember, branchIdOf, buyNow, type Headers } from '../../test/staff.js';

let store: TestStore;
let owner: Headers;
let customer: Headers;
let manager: Headers;
let rider: { headers: Headers; id: string };
let bengaluru: string;
const ownerPhone = newPhone();
const today = indiaDay(new Date());

beforeAll(async () => {
  store = await createTestStore({ env: { ADMIN_PHONES: ownerPhone } });
  owner = (await createCustomer(store, { phoneNumber: Number(ownerPhone) })).headers;
  customer = (await createCustomer(store)).headers;
  bengaluru = await branchIdOf(store, 'Bengaluru Central');
  manager = (await addStaffMember(store, owner, 'manager', [bengaluru])).headers;
  rider = await addStaffMember(store, owner, 'rider', [bengaluru]);
  await call('PUT', '/rider/shift', rider.headers, { onShift: true });
});
afterAll(() => store.close());

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, headers: Headers, payload?: object) =>
  store.app.inject({ method, url: `/api/admin${url}`, headers, ...(payload ? { payload } : {}) });
const ridersList = async () =>
  ((await call('GET', '/rider/deliveries', rider.headers)).json().deliveries as { _id: string }[]).map((delivery) => delivery._id);
const version = async (orderId: string) => (await call('GET', `/orders/${orderId}`, manager)).json().order.version as number;

/** An order given to the rider, and sent out with her when `out`. */
async function givenToRider(out: boolean) {
  const product = await demoProduct(store, 'Sofy Body Fit');
  const order = await buyNow(store, customer, product.id, { express: true });
  await call('PUT', `/floor/orders/${order._id}/packed`, manager);
  await call('PUT', `/floor/orders/${order._id}/rider`, manager, { riderId: rider.id });
  if (out) await call('PUT', `/floor/orders/${order._id}/out-for-delivery`, manager);
  expect(await ridersList()).toContain(order._id);
  expect((await call('GET', `/orders/${order._id}/phone`, rider.headers)).statusCode).toBe(200);
  return order;
}

async function expectRiderLetGo(orderId: string) {
  expect(await ridersList()).not.toContain(orderId);
  expect((await call('GET', `/orders/${orderId}/phone`, rider.headers)).statusCode).toBe(404);
}

describe('a delivery ends with its order', () => {
  it('refuses the console marking delivered an order a rider has out: she does, with how it was paid, and the day closes', async () => {
    const order = await givenToRider(true);
    const refused = await call('PUT', `/orders/${order._id}/status`, manager, { status: 'delivered', version: await version(order._id) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(ORDER_MOVE_MESSAGES.riderHolds);

    const due = order.orderSummary.totalAmount;
    const delivered = await call('PUT', `/rider/deliveries/${order._id}/delivered`, rider.headers, { paidBy: 'cash', amountReceived: due });
    expect(delivered.statusCode, delivered.body).toBe(200);
    await expectRiderLetGo(order._id);
    const day = (await call('GET', `/cash/branches/${bengaluru}/days/${today}`, manager)).json();
    expect(day).toMatchObject({ outForDelivery: 0, totals: { cashCollected: due } });
    await call('POST', `/cash/branches/${bengaluru}/days/${today}/hand-ins`, manager, { riderId: rider.id, amount: due });
    const closed = await call('POST', `/cash/branches/${bengaluru}/days/${today}/close`, manager);
    expect(closed.statusCode, closed.body).toBe(200);
  });

  it('refuses the console sending out an order given to a rider: the floor sends it out with her', async () => {
    const order = await givenToRider(false);
    const refused = await call('PUT', `/orders/${order._id}/status`, manager, {
      status: 'out_for_delivery',
      version: await version(order._id),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(ORDER_MOVE_MESSAGES.sendOutFromFloor);
  });

  it('leaves nothing with the rider when the customer cancels an order given to her', async () => {
    const order = await givenToRider(false);
    const cancelled = await store.app.inject({
      method: 'PUT',
      url: `/api/user/cancel/${order._id}`,
      headers: customer,
      payload: { cancelReason: 'Bought it nearby' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await expectRiderLetGo(order._id);
  });

  it('leaves nothing with the rider when the console cancels an order given to her', async () => {
    const order = await givenToRider(false);
    const cancelled = await call('PUT', `/orders/${order._id}/status`, manager, {
      status: 'cancelled',
      reason: 'Customer asked by phone',
      version: await version(order._id),
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await expectRiderLetGo(order._id);
  });

  it('leaves nothing with the rider when the branch takes back an order she has out', async () => {
    const order = await givenToRider(true);
    const back = await call('PUT', `/floor/orders/${order._id}/back-at-branch`, manager, { note: 'Her bike broke down' });
    expect(back.statusCode, back.body).toBe(200);
    await expectRiderLetGo(order._id);
    const timeline = (await call('GET', `/orders/${order._id}`, manager)).json().timeline as { status: string; note: string }[];
    expect(timeline.at(-1)).toMatchObject({ status: 'Not delivered', note: 'Taken back at the branch' });
  });
});
