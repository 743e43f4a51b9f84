import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createTestStore, demoProduct, newPhone, type TestStore } from '../../test/harness.js';
import { addStaffMember, branchIdOf, buyNow, type Headers } from '../../test/staff.js';

let store: TestStore;
let owner: Headers;
let customer: { headers: Headers; phoneNumber: string };
let bengaluru: string;
let mumbai: string;
let packer: Headers;
let manager: Headers;
let rider: { headers: Headers; id: string };
let otherRider: { headers: Headers; id: string };
const ownerPhone = newPhone();

beforeAll(async () => {
  store = await createTestStore({ env: { ADMIN_PHONES: ownerPhone } });
  owner = (await createCustomer(store, { phoneNumber: Number(ownerPhone) })).headers;
  customer = await createCustomer(store);
  bengaluru = await branchIdOf(store, 'Bengaluru Central');
  mumbai = await branchIdOf(store, 'Mumbai Fort');
  packer = (await addStaffMember(store, owner, 'packer', [bengaluru])).headers;
  manager = (await addStaffMember(store, owner, 'manager', [bengaluru], { fullName: 'Meera Shah' })).headers;
  rider = await addStaffMember(store, owner, 'rider', [bengaluru], { fullName: 'Ravi Kumar' });
  otherRider = await addStaffMember(store, owner, 'rider', [bengaluru], { fullName: 'Sunil Das' });
  for (const headers of [rider.headers, otherRider.headers]) await call('PUT', '/rider/shift', headers, { onShift: true });
});
afterAll(() => store.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, headers: Headers, payload?: object) =>
  store.app.inject({ method, url: `/api/admin${url}`, headers, ...(payload ? { payload } : {}) });
const floor = async (headers: Headers = packer) => (await call('GET', `/floor/branches/${bengaluru}`, headers)).json();
const timeline = async (orderId: string) =>
  (await store.app.inject({ url: `/api/user/track/${orderId}`, headers: customer.headers })).json().timeline as {
    status: string;
    note: string | null;
  }[];
const titles = async () =>
  (await store.app.inject({ url: '/api/user/notification/getUnreadNotification', headers: customer.headers }))
    .json()
    .notifications.map((n: { title: string }) => n.title) as string[];
/** The titles of her unread notifications about one order, oldest first. */
const toldOf = async (orderId: string) =>
  (
    (await store.app.inject({ url: '/api/user/notification/getUnreadNotification', headers: customer.headers })).json().notifications as {
      title: string;
      orderId: string | null;
    }[]
  )
    .filter((n) => n.orderId === orderId)
    .map((n) => n.title)
    .reverse();
const customerView = async (path: string) => (await store.app.inject({ url: `/api/user/${path}`, headers: customer.headers })).json();

/** A customer's order, packed and sent out with the rider. */
async function outWith(riderId: string, options: { express?: boolean } = {}) {
  const product = await demoProduct(store, 'Sofy Body Fit');
  const order = await buyNow(store, customer.headers, product.id, { express: options.express ?? true, quantity: 2 });
  expect((await call('PUT', `/floor/orders/${order._id}/packed`, packer)).statusCode).toBe(200);
  expect((await call('PUT', `/floor/orders/${order._id}/rider`, packer, { riderId })).statusCode).toBe(200);
  expect((await call('PUT', `/floor/orders/${order._id}/out-for-delivery`, packer)).statusCode).toBe(200);
  return order;
}

describe('the branch floor', () => {
  it('queues open orders express first, with pick lists and discreet packaging, and no phone number', async () => {
    const whisper = await demoProduct(store, 'Whisper Choice Ultra');
    const nua = await demoProduct(store, 'Nua Ultra Thin');
    const sameDay = await buyNow(store, customer.headers, whisper.id, { quantity: 3 });
    const express = await buyNow(store, customer.headers, nua.id, { express: true });
    const answer = await floor();
    expect(answer.branch.name).toBe('Bengaluru Central');
    const numbers = answer.orders.map((order: { orderNumber: string }) => order.orderNumber);
    expect(numbers.indexOf(express.orderNumber)).toBeLessThan(numbers.indexOf(sameDay.orderNumber));
    expect(answer.orders[0].deliveryType).toBe('express');
    const listed = answer.orders.find((order: { _id: string }) => order._id === sameDay._id);
    expect(listed).toMatchObject({
      status: 'placed',
      discreetPackaging: true,
      customerName: 'Asha Rao',
      items: [{ productName: 'Whisper Choice Ultra', size: whisper.size, quantityInEachPack: whisper.quantityInEachPack, quantity: 3 }],
      rider: null,
    });
    expect(JSON.stringify(answer)).not.toContain(customer.phoneNumber.slice(-6));
    expect(answer.riders.map((r: { name: string; onShift: boolean }) => [r.name, r.onShift])).toEqual([
      ['Ravi Kumar', true],
      ['Sunil Das', true],
    ]);
  });

  it('packs, gives to a rider on shift and sends out; the timeline names the rider and every step, she is told of placed and out', async () => {
    const product = await demoProduct(store, 'Sofy Body Fit');
    const order = await buyNow(store, customer.headers, product.id, { express: true });
    expect((await call('PUT', `/floor/orders/${order._id}/out-for-delivery`, packer)).statusCode).toBe(409);
    expect((await call('PUT', `/floor/orders/${order._id}/packed`, packer)).json().message).toMatch(/is packed/);
    expect((await call('PUT', `/floor/orders/${order._id}/packed`, packer)).statusCode).toBe(409);
    const offShift = await addStaffMember(store, owner, 'rider', [bengaluru]);
    const refused = await call('PUT', `/floor/orders/${order._id}/rider`, packer, { riderId: offShift.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This rider is not on shift at this branch');
    expect((await call('PUT', `/floor/orders/${order._id}/rider`, packer, { riderId: otherRider.id })).json().message).toBe(
      'Given to Sunil Das',
    );
    expect((await call('PUT', `/floor/orders/${order._id}/rider`, packer, { riderId: rider.id })).json().message).toBe(
      'Given to Ravi Kumar',
    );
    const given = (await floor()).orders.find((o: { _id: string }) => o._id === order._id);
    expect(given).toMatchObject({ status: 'packed', rider: { _id: rider.id, name: 'Ravi Kumar' }, dispatchedAt: null });
    expect((await call('PUT', `/floor/orders/${order._id}/out-for-delivery`, packer)).statusCode).toBe(200);
    expect(await timeline(order._id)).toEqual([
      expect.objectContaining({ status: 'Placed' }),
      expect.objectContaining({ status: 'Confirmed' }),
      expect.objectContaining({ status: 'Packed' }),
      expect.objectContaining({ status: 'Out for delivery', note: 'With Ravi' }),
    ]);
    expect(await toldOf(order._id)).toEqual(['Order placed', 'Order out for delivery']);
    expect((await call('PUT', `/floor/orders/${order._id}/rider`, packer, { riderId: otherRider.id })).statusCode).toBe(409);
  });

  it('answers 404 to a packer of another branch, and 403 to a packer taking an order back', async () => {
    const mumbaiPacker = (await addStaffMember(store, owner, 'packer', [mumbai])).headers;
    expect((await call('GET', `/floor/branches/${bengaluru}`, mumbaiPacker)).statusCode).toBe(404);
    const order = await outWith(rider.id);
    expect((await call('PUT', `/floor/orders/${order._id}/packed`, mumbaiPacker)).statusCode).toBe(404);
    expect((await call('PUT', `/floor/orders/${order._id}/back-at-branch`, packer, {})).statusCode).toBe(403);
  });
});

describe('the rider', () => {
  it('sees only their deliveries, with the address, a map link and the amount; the phone only while theirs', async () => {
    const order = await outWith(rider.id);
    const day = (await call('GET', '/rider/deliveries', rider.headers)).json();
    const mine = day.deliveries.find((d: { _id: string }) => d._id === order._id);
    expect(mine).toMatchObject({
      orderNumber: order.orderNumber,
      customerName: 'Asha Rao',
      address: '12, Church Street, MG Road, Bengaluru, 560001',
      amountToCollect: order.orderSummary.totalAmount,
      discreetPackaging: true,
      packs: 2,
      upiLink: null,
    });
    expect(mine.mapLink).toBe(`https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(mine.address)}`);
    expect(JSON.stringify(day)).not.toContain(customer.phoneNumber.slice(-6));
    expect(
      (await call('GET', '/rider/deliveries', otherRider.headers)).json().deliveries.some((d: { _id: string }) => d._id === order._id),
    ).toBe(false);
    expect((await call('GET', `/orders/${order._id}/phone`, otherRider.headers)).statusCode).toBe(404);
    expect((await call('GET', `/orders/${order._id}/phone`, rider.headers)).json().phoneNumber).toBe(Number(customer.phoneNumber));
    expect(
      (await call('PUT', `/rider/deliveries/${order._id}/delivered`, otherRider.headers, { paidBy: 'cash', amountReceived: 1 })).statusCode,
    ).toBe(404);
    expect((await call('GET', `/orders/${order._id}`, rider.headers)).statusCode).toBe(403);

    const due = order.orderSummary.totalAmount;
    const short = await call('PUT', `/rider/deliveries/${order._id}/delivered`, rider.headers, {
      paidBy: 'cash',
      amountReceived: due - 10,
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('The amount differs from the amount due: say why in the note');
    const delivered = await call('PUT', `/rider/deliveries/${order._id}/delivered`, rider.headers, {
      paidBy: 'cash',
      amountReceived: due - 10,
      note: 'Customer had no change; will pay at next order',
    });
    expect(delivered.statusCode).toBe(200);
    expect((await call('GET', `/orders/${order._id}/phone`, rider.headers)).statusCode).toBe(404);
    const after = (await call('GET', '/rider/deliveries', rider.headers)).json();
    expect(after.deliveries.some((d: { _id: string }) => d._id === order._id)).toBe(false);
    expect(after.today.delivered).toContainEqual(
      expect.objectContaining({ orderNumber: order.orderNumber, paidBy: 'cash', amount: due - 10 }),
    );
    expect((await timeline(order._id)).at(-1)).toMatchObject({ status: 'Delivered', note: 'Paid in cash' });
    expect(await titles()).toContain('Order delivered');
  });

  it('shows a UPI link for the exact amount and order number once the owner sets the UPI id, and records the reference', async () => {
    expect((await call('GET', '/settings/upi', owner)).json()).toEqual({ upiId: '', payeeName: '', version: 0 });
    expect((await call('PUT', '/settings/upi', owner, { upiId: 'not an id', payeeName: 'Pad Store', version: 0 })).statusCode).toBe(400);
    expect(
      (await call('PUT', '/settings/upi', owner, { upiId: 'padstore@okaxis', payeeName: 'Pad Store & Co', version: 0 })).json(),
    ).toEqual({ version: 1 });
    expect((await call('PUT', '/settings/upi', owner, { upiId: 'padstore@okaxis', payeeName: 'Pad Store', version: 0 })).statusCode).toBe(
      409,
    );
    const order = await outWith(rider.id);
    const mine = (await call('GET', '/rider/deliveries', rider.headers))
      .json()
      .deliveries.find((d: { _id: string }) => d._id === order._id);
    expect(mine.upiLink).toBe(
      `upi://pay?pa=padstore%40okaxis&pn=Pad%20Store%20%26%20Co&am=${order.orderSummary.totalAmount.toFixed(2)}&cu=INR&tn=Order%20${order.orderNumber}`,
    );
    expect(
      (await call('PUT', `/rider/deliveries/${order._id}/delivered`, rider.headers, { paidBy: 'upi', upiReference: 'x' })).statusCode,
    ).toBe(400);
    expect(
      (await call('PUT', `/rider/deliveries/${order._id}/delivered`, rider.headers, { paidBy: 'upi', upiReference: '412345678901' }))
        .statusCode,
    ).toBe(200);
    const today = (await call('GET', '/rider/deliveries', rider.headers)).json().today;
    expect(today.delivered).toContainEqual(
      expect.objectContaining({ orderNumber: order.orderNumber, paidBy: 'upi', amount: order.orderSummary.totalAmount }),
    );
  });

  it('could not deliver: the order goes back to the branch, the customer is told, and the stock returns when the branch cancels it', async () => {
    const product = await demoProduct(store, 'Sofy Body Fit');
    const stock = async () =>
      (await call('GET', '/branches', manager))
        .json()
        .branches[0].stock.find((line: { productId: string }) => line.productId === product.id).quantity;
    const before = await stock();
    const order = await outWith(rider.id);
    expect(await stock()).toBe(before - 2);
    expect(
      (await call('PUT', `/rider/deliveries/${order._id}/not-delivered`, rider.headers, { reason: 'unreachable', note: '' })).statusCode,
    ).toBe(400);
    expect(
      (
        await call('PUT', `/rider/deliveries/${order._id}/not-delivered`, rider.headers, {
          reason: 'unreachable',
          note: 'Rang three times',
        })
      ).statusCode,
    ).toBe(200);
    expect((await timeline(order._id)).at(-1)).toMatchObject({ status: 'Not delivered', note: 'Customer not reachable' });
    expect(await titles()).toContain('Order not delivered');
    expect(await toldOf(order._id)).toEqual(['Order placed', 'Order out for delivery', 'Order not delivered']);
    // Packed again at the branch, but what she is shown beside it is what her timeline says.
    expect((await customerView(`viewOrder/${order._id}`)).order).toMatchObject({ status: 'packed', statusLabel: 'Not delivered' });
    expect((await customerView(`track/${order._id}`)).statusLabel).toBe('Not delivered');
    expect((await customerView('orders')).orders.find((o: { orderId: string }) => o.orderId === order._id).statusLabel).toBe(
      'Not delivered',
    );
    const back = (await floor()).orders.find((o: { _id: string }) => o._id === order._id);
    expect(back).toMatchObject({
      status: 'packed',
      rider: null,
      lastAttempt: { reason: 'Customer not reachable', note: 'Rang three times', rider: 'Ravi Kumar', by: 'Ravi Kumar' },
    });
    expect((await call('GET', `/orders/${order._id}/phone`, rider.headers)).statusCode).toBe(404);
    const { version } = (await call('GET', `/orders/${order._id}`, manager)).json().order;
    expect(
      (await call('PUT', `/orders/${order._id}/status`, manager, { status: 'cancelled', reason: 'Customer unreachable', version }))
        .statusCode,
    ).toBe(200);
    expect(await stock()).toBe(before);
  });

  it('a rider removed mid-shift loses access at once; the branch takes back what they carried', async () => {
    const leaving = await addStaffMember(store, owner, 'rider', [bengaluru]);
    await call('PUT', '/rider/shift', leaving.headers, { onShift: true });
    const order = await outWith(leaving.id);
    expect((await call('GET', '/rider/deliveries', leaving.headers)).json().deliveries).toHaveLength(1);
    expect((await call('DELETE', `/staff/${leaving.id}`, owner)).statusCode).toBe(200);
    expect((await call('GET', '/rider/deliveries', leaving.headers)).statusCode).toBe(403);
    expect((await call('GET', `/orders/${order._id}/phone`, leaving.headers)).statusCode).toBe(403);
    expect(
      (await call('PUT', `/rider/deliveries/${order._id}/delivered`, leaving.headers, { paidBy: 'cash', amountReceived: 1 })).statusCode,
    ).toBe(403);
    expect((await floor()).riders.some((r: { _id: string }) => r._id === leaving.id)).toBe(false);
    expect((await call('PUT', `/floor/orders/${order._id}/back-at-branch`, manager, { note: 'Rider left' })).statusCode).toBe(200);
    expect((await floor()).orders.find((o: { _id: string }) => o._id === order._id)).toMatchObject({ status: 'packed', rider: null });
  });

  it('says in words that an order was taken back at the branch, naming the manager who did it, not the rider', async () => {
    const order = await outWith(rider.id);
    expect((await call('PUT', `/floor/orders/${order._id}/back-at-branch`, manager, { note: '' })).statusCode).toBe(200);
    const back = (await floor()).orders.find((o: { _id: string }) => o._id === order._id);
    expect(back.lastAttempt).toEqual({ reason: 'Taken back at the branch', note: '', rider: 'Ravi Kumar', by: 'Meera Shah' });
    expect((await timeline(order._id)).at(-1)).toMatchObject({ note: 'Taken back at the branch' });
  });
});
