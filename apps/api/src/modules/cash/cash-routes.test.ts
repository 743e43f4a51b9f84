import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indiaDay } from '@padstore/domain';
import { createCustomer, createTestStore, demoProduct, newPhone, type TestStore } from '../../test/harness.js';
import { addStaffMember, branchIdOf, buyNow, type Headers } from '../../test/staff.js';

let store: TestStore;
let owner: Headers;
let customer: Headers;
let bengaluru: string;
let packer: Headers;
let manager: Headers;
let rider: { headers: Headers; id: string };
const ownerPhone = newPhone();
const today = indiaDay(new Date());

beforeAll(async () => {
  store = await createTestStore({ env: { ADMIN_PHONES: ownerPhone } });
  owner = (await createCustomer(store, { phoneNumber: Number(ownerPhone) })).headers;
  customer = (await createCustomer(store)).headers;
  bengaluru = await branchIdOf(store, 'Bengaluru Central');
  packer = (await addStaffMember(store, owner, 'packer', [bengaluru])).headers;
  manager = (await addStaffMember(store, owner, 'manager', [bengaluru], { fullName: 'Meena Iyer' })).headers;
  rider = await addStaffMember(store, owner, 'rider', [bengaluru], { fullName: 'Ravi Kumar' });
  await call('PUT', '/rider/shift', rider.headers, { onShift: true });
});
afterAll(() => store.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, headers: Headers, payload?: object) =>
  store.app.inject({ method, url: `/api/admin${url}`, headers, ...(payload ? { payload } : {}) });
const day = (headers: Headers = manager) => call('GET', `/cash/branches/${bengaluru}/days/${today}`, headers);

async function delivered(payment: object, express = true) {
  const product = await demoProduct(store, 'Sofy Body Fit');
  const order = await buyNow(store, customer, product.id, { express });
  await call('PUT', `/floor/orders/${order._id}/packed`, packer);
  await call('PUT', `/floor/orders/${order._id}/rider`, packer, { riderId: rider.id });
  await call('PUT', `/floor/orders/${order._id}/out-for-delivery`, packer);
  if (Object.keys(payment).length) {
    const answer = await call('PUT', `/rider/deliveries/${order._id}/delivered`, rider.headers, payment);
    expect(answer.statusCode, answer.body).toBe(200);
  }
  return order;
}

describe("the day's money", () => {
  it('counts cash and UPI by order per rider, flags the difference until it is settled, then closes the day', async () => {
    const first = await delivered({});
    const due = first.orderSummary.totalAmount;
    await call('PUT', `/rider/deliveries/${first._id}/delivered`, rider.headers, { paidBy: 'cash', amountReceived: due });
    const short = await delivered({ paidBy: 'cash', amountReceived: due - 20, note: '=HYPERLINK("x") had only a 500 note' });
    const upi = await delivered({ paidBy: 'upi', upiReference: '412345678901' }, false);
    const out = await delivered({});

    const money = (await day()).json();
    expect(money).toMatchObject({ branch: { name: 'Bengaluru Central' }, day: today, outForDelivery: 1, closed: null });
    const ravi = money.riders.find((r: { name: string }) => r.name === 'Ravi Kumar');
    expect(ravi).toMatchObject({ orderCount: 3, shortOrderCount: 1, short: 20 });
    const his = (await call('GET', `/cash/branches/${bengaluru}/days/${today}/riders/${ravi._id}/orders`, manager)).json();
    expect(his.orders.map((o: { orderNumber: string }) => o.orderNumber)).toEqual([upi.orderNumber, short.orderNumber, first.orderNumber]);
    expect(ravi.cashCollected).toBe(due * 2 - 20);
    expect(ravi.upiCollected).toBe(upi.orderSummary.totalAmount);
    expect(ravi.difference).toBe(due * 2 - 20);

    expect((await call('POST', `/cash/branches/${bengaluru}/days/${today}/close`, manager)).statusCode).toBe(409);
    expect(
      (await call('POST', `/cash/branches/${bengaluru}/days/${today}/hand-ins`, manager, { riderId: rider.id, amount: due * 2 - 30 }))
        .statusCode,
    ).toBe(201);
    expect((await day()).json().riders[0].difference).toBe(10);
    expect(
      (
        await call('POST', `/cash/branches/${bengaluru}/days/${today}/hand-ins`, manager, {
          riderId: rider.id,
          amount: 10,
          kind: 'write_off',
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await call('POST', `/cash/branches/${bengaluru}/days/${today}/hand-ins`, manager, {
          riderId: rider.id,
          amount: 10,
          kind: 'write_off',
          note: 'Counted twice, ten short',
        })
      ).statusCode,
    ).toBe(201);
    expect((await call('GET', '/rider/deliveries', rider.headers)).json().today).toMatchObject({ cashHandedIn: due * 2 - 30 });

    const blocked = await call('POST', `/cash/branches/${bengaluru}/days/${today}/close`, manager);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().message).toMatch(/out for delivery/);
    // The order still out is delivered and its cash handed in.
    const stillOut = (await call('GET', '/rider/deliveries', rider.headers)).json().deliveries;
    for (const delivery of stillOut) {
      await call('PUT', `/rider/deliveries/${delivery._id}/delivered`, rider.headers, {
        paidBy: 'cash',
        amountReceived: delivery.amountToCollect,
      });
      await call('POST', `/cash/branches/${bengaluru}/days/${today}/hand-ins`, manager, {
        riderId: rider.id,
        amount: delivery.amountToCollect,
      });
    }
    expect(stillOut.map((d: { _id: string }) => d._id)).toEqual([out._id]);
    const closed = await call('POST', `/cash/branches/${bengaluru}/days/${today}/close`, manager);
    expect(closed.statusCode, closed.body).toBe(200);
    expect((await day()).json().closed).toMatchObject({ by: 'Meena Iyer' });
    expect((await call('POST', `/cash/branches/${bengaluru}/days/${today}/close`, manager)).statusCode).toBe(409);
    expect(
      (await call('POST', `/cash/branches/${bengaluru}/days/${today}/hand-ins`, manager, { riderId: rider.id, amount: 1 })).statusCode,
    ).toBe(409);

    const csv = await call('GET', `/cash/branches/${bengaluru}/days/${today}/export`, manager);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="bengaluru-central-${today}.csv"`);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'record,order,placed (India time),delivery,status,promised by,delivered,minutes to door,promise kept,rider,paid by,amount due,amount received,UPI reference,note',
    );
    expect(lines.find((line) => line.includes(short.orderNumber))).toContain(
      `cash,${due},${due - 20},,"'=HYPERLINK(""x"") had only a 500 note"`,
    );
    expect(lines.find((line) => line.includes(upi.orderNumber))).toContain('upi');
    expect(lines.filter((line) => line.startsWith('cash handed in'))).toHaveLength(1 + stillOut.length);
    expect(lines.filter((line) => line.startsWith('written off'))).toHaveLength(1);
  });

  it('answers 404 to a manager of another branch, and 403 to a packer', async () => {
    const mumbai = await branchIdOf(store, 'Mumbai Fort');
    const other = (await addStaffMember(store, owner, 'manager', [mumbai])).headers;
    expect((await day(other)).statusCode).toBe(404);
    expect((await call('GET', `/cash/branches/${mumbai}/days/${today}`, other)).json().riders).toEqual([]);
    expect((await day(packer)).statusCode).toBe(403);
    expect((await call('GET', `/cash/branches/${bengaluru}/days/23-11-2026`, manager)).statusCode).toBe(400);
  });
});

describe('the promise kept', () => {
  it('shows per branch the express orders delivered within 60 minutes, the median minutes to the door and the orders not delivered', async () => {
    const kept = (await call('GET', '/promise-kept', owner)).json();
    expect(kept.day).toBe(today);
    const bengaluruDay = kept.branches.find((branch: { name: string }) => branch.name === 'Bengaluru Central');
    expect(bengaluruDay).toMatchObject({ expressWithin60: 100, notDelivered: 0, cancelled: 0 });
    // The one order not express is same-day or next-day, by the hour the test runs.
    expect([bengaluruDay.sameDayOnTime, bengaluruDay.nextDayOnTime].sort()).toEqual([100, null]);
    expect(bengaluruDay.delivered).toBeGreaterThanOrEqual(4);
    expect(bengaluruDay.medianMinutesToDoor).toBe(0);
    expect(kept.branches.find((branch: { name: string }) => branch.name === 'Mumbai Fort')).toMatchObject({
      orders: 0,
      expressWithin60: null,
    });
    const mine = (await call('GET', '/promise-kept', manager)).json();
    expect(mine.branches.map((branch: { name: string }) => branch.name)).toEqual(['Bengaluru Central']);
    expect((await call('GET', '/promise-kept?date=2026-01-01', manager)).json().branches[0]).toMatchObject({ orders: 0 });
  });
});
