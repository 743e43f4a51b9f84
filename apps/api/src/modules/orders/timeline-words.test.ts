import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createTestStore, demoProduct, newPhone, type TestStore } from '../../test/harness.js';
import { addStaffMember, branchIdOf, buyNow, type Headers } from '../../test/staff.js';

let store: TestStore;
let customer: Headers;
let manager: Headers;
let packer: Headers;
let rider: { headers: Headers; id: string };
let owner: Headers;
let bengaluru: string;
const ownerPhone = newPhone();

beforeAll(async () => {
  store = await createTestStore({ env: { ADMIN_PHONES: ownerPhone } });
  owner = (await createCustomer(store, { phoneNumber: Number(ownerPhone), fullName: 'Kavya Owner' })).headers;
  customer = (await createCustomer(store, { fullName: 'Asha Rao' })).headers;
  bengaluru = await branchIdOf(store, 'Bengaluru Central');
  manager = (await addStaffMember(store, owner, 'manager', [bengaluru], { fullName: 'Meena Iyer' })).headers;
  packer = (await addStaffMember(store, owner, 'packer', [bengaluru], { fullName: 'Priya Packer' })).headers;
  rider = await addStaffMember(store, owner, 'rider', [bengaluru], { fullName: 'Ravi Kumar' });
  await call('PUT', '/rider/shift', rider.headers, { onShift: true });
});
afterAll(() => store.close());

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, headers: Headers, payload?: object) =>
  store.app.inject({ method, url: `/api/admin${url}`, headers, ...(payload ? { payload } : {}) });

async function ok(method: Method, url: string, headers: Headers, payload?: object) {
  const answer = await call(method, url, headers, payload);
  expect(answer.statusCode, answer.body).toBeLessThan(300);
  return answer;
}

/** What the console's order page says of each step, in order. */
async function consoleSays(orderId: string): Promise<string[]> {
  const answer = await ok('GET', `/orders/${orderId}`, manager);
  expect(answer.body).not.toMatch(/taken_back|not_delivered|out_for_delivery|awaiting_payment/);
  return (answer.json().timeline as { said: string }[]).map((event) => event.said);
}

/** An express order of hers, packed by the packer and sent out with the rider (Ravi unless told). */
async function sentOut(withRider = rider) {
  const order = await buyNow(store, customer, (await demoProduct(store, 'Sofy Body Fit')).id, { express: true });
  await ok('PUT', `/floor/orders/${order._id}/packed`, packer);
  await ok('PUT', `/floor/orders/${order._id}/rider`, packer, { riderId: withRider.id });
  await ok('PUT', `/floor/orders/${order._id}/out-for-delivery`, packer);
  return order;
}

describe("an order's timeline says what happened, naming who did it", () => {
  it('names the manager who took an order back, not its rider, on the console, the floor card and her page, with no raw code', async () => {
    const order = await sentOut();
    await ok('PUT', `/floor/orders/${order._id}/back-at-branch`, manager, { note: 'Parcel came back with another rider' });

    expect(await consoleSays(order._id)).toEqual([
      'Placed by the customer, Asha Rao',
      'Confirmed by Priya Packer',
      'Packed by Priya Packer',
      'Sent out with Ravi by Priya Packer',
      'Taken back at the branch by Meena Iyer',
    ]);
    const floor = await ok('GET', `/floor/branches/${bengaluru}`, manager);
    expect(floor.body).not.toContain('taken_back');
    const card = (floor.json().orders as { _id: string; lastAttempt: { reason: string; by: string } | null }[]).find(
      (each) => each._id === order._id,
    );
    expect(card?.lastAttempt).toMatchObject({ reason: 'Taken back at the branch', by: 'Meena Iyer' });
    const hers = await store.app.inject({ url: `/api/user/track/${order._id}`, headers: customer });
    expect(hers.body).not.toMatch(/taken_back|Ravi Kumar/);
    expect(hers.json().timeline.at(-1)).toMatchObject({ status: 'Not delivered', note: 'Taken back at the branch' });
  });

  it("says the rider's attempt that did not reach her, the second going out, and the delivery with how it was paid", async () => {
    const order = await sentOut();
    await ok('PUT', `/rider/deliveries/${order._id}/not-delivered`, rider.headers, { reason: 'unreachable', note: 'Phone off' });
    await ok('PUT', `/floor/orders/${order._id}/rider`, manager, { riderId: rider.id });
    await ok('PUT', `/floor/orders/${order._id}/out-for-delivery`, manager);
    await ok('PUT', `/rider/deliveries/${order._id}/delivered`, rider.headers, {
      paidBy: 'cash',
      amountReceived: order.orderSummary.totalAmount,
    });
    expect((await consoleSays(order._id)).slice(3)).toEqual([
      'Sent out with Ravi by Priya Packer',
      'Ravi Kumar could not deliver it: customer not reachable',
      'Sent out with Ravi by Meena Iyer',
      'Delivered by Ravi Kumar, paid in cash',
    ]);
  });

  it('says who cancelled and why: the customer by her name, or the manager on the console', async () => {
    const product = await demoProduct(store, 'Sofy Body Fit');
    const hers = await buyNow(store, customer, product.id);
    const cancelled = await store.app.inject({
      method: 'PUT',
      url: `/api/user/cancel/${hers._id}`,
      headers: customer,
      payload: { cancelReason: 'Ordered twice' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await consoleSays(hers._id)).toEqual(['Placed by the customer, Asha Rao', 'Cancelled by the customer, Asha Rao: ordered twice']);

    const byBranch = await buyNow(store, customer, product.id);
    const { version } = (await ok('GET', `/orders/${byBranch._id}`, manager)).json().order as { version: number };
    await ok('PUT', `/orders/${byBranch._id}/status`, manager, { status: 'cancelled', reason: 'Address outside the area', version });
    expect((await consoleSays(byBranch._id)).at(-1)).toBe('Cancelled by Meena Iyer: address outside the area');
  });

  it("keeps the rider's list to open deliveries, today's ended ones apart under 'Done today', newest first", async () => {
    const sunil = await addStaffMember(store, owner, 'rider', [bengaluru], { fullName: 'Sunil Das' });
    await ok('PUT', '/rider/shift', sunil.headers, { onShift: true });
    const takenBack = await sentOut(sunil);
    await ok('PUT', `/floor/orders/${takenBack._id}/back-at-branch`, manager, { note: 'Came back on the van' });
    const refused = await sentOut(sunil);
    await ok('PUT', `/rider/deliveries/${refused._id}/not-delivered`, sunil.headers, { reason: 'refused', note: 'Did not want it' });
    const delivered = await sentOut(sunil);
    await ok('PUT', `/rider/deliveries/${delivered._id}/delivered`, sunil.headers, {
      paidBy: 'upi',
      upiReference: '123456789012',
    });
    const open = await sentOut(sunil);

    const day = (await ok('GET', '/rider/deliveries', sunil.headers)).json() as {
      deliveries: { _id: string }[];
      doneToday: { orderNumber: string; said: string }[];
      doneTodayCount: number;
    };
    expect(day.deliveries.map((delivery) => delivery._id)).toEqual([open._id]);
    expect(day.doneTodayCount).toBe(3);
    expect(day.doneToday).toEqual([
      expect.objectContaining({ orderNumber: delivered.orderNumber, said: `Delivered · UPI ₹${delivered.orderSummary.totalAmount}` }),
      expect.objectContaining({ orderNumber: refused.orderNumber, said: 'Not delivered: refused' }),
      expect.objectContaining({ orderNumber: takenBack.orderNumber, said: 'Taken back at the branch' }),
    ]);
  });
});
