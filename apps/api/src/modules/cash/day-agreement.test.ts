import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { indiaDay, indiaDayBounds } from '@padstore/domain';
import { createCustomer, createTestStore, demoProduct, newPhone, type TestStore } from '../../test/harness.js';
import { addStaffMember, branchIdOf, buyNow, type Headers } from '../../test/staff.js';
import { figuresOfHisOrders } from '../../test/day-of-orders.js';

let store: TestStore;
let owner: Headers;
let customer: Headers;
let branch: string;
let manager: Headers;
let packer: Headers;
let rider: { headers: Headers; id: string };
const ownerPhone = newPhone();
const today = indiaDay(new Date());
const tomorrow = indiaDay(indiaDayBounds(today)[1]);

beforeAll(async () => {
  store = await createTestStore({ env: { ADMIN_PHONES: ownerPhone } });
  owner = (await createCustomer(store, { phoneNumber: Number(ownerPhone) })).headers;
  customer = (await createCustomer(store)).headers;
  branch = await branchIdOf(store, 'Bengaluru Central');
  manager = (await addStaffMember(store, owner, 'manager', [branch], { fullName: 'Priya Sharma' })).headers;
  packer = (await addStaffMember(store, owner, 'packer', [branch])).headers;
  rider = await addStaffMember(store, owner, 'rider', [branch], { fullName: 'Ravi Kumar' });
  await call('PUT', '/rider/shift', rider.headers, { onShift: true });
});
afterAll(() => store.close());

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, headers: Headers, payload?: object, key?: string) =>
  store.app.inject({
    method,
    url: `/api/admin${url}`,
    headers: key ? { ...headers, 'idempotency-key': key } : headers,
    ...(payload ? { payload } : {}),
  });
const dayUrl = (day: string) => `/cash/branches/${branch}/days/${day}`;
const page = async (day: string) => (await call('GET', dayUrl(day), manager)).json();

type DayOrder = { paidBy: 'cash' | 'upi' | 'online'; due: number; received: number };

/** Every order of the rider's day, page after page, as the day page reads them when he is opened. */
async function ordersOf(day: string) {
  const orders: DayOrder[] = [];
  let older: string | null = null;
  do {
    const answer = await call(
      'GET',
      `${dayUrl(day)}/riders/${rider.id}/orders${older ? `?older=${encodeURIComponent(older)}` : ''}`,
      manager,
    );
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json() as { orders: DayOrder[]; older: string | null };
    orders.push(...body.orders);
    older = body.older;
  } while (older);
  return orders;
}

/**
 * The rider's figures of a day as the day page added them up when it carried his orders, order by order:
 * the database's sums must say the same.
 */
async function expectSumsOfHisOrders(day: string, figures: object) {
  const orders = await ordersOf(day);
  expect(figures).toMatchObject(figuresOfHisOrders(orders));
}

/** A customer's express order, packed, given to the rider and, unless asked otherwise, sent out. */
async function order(options: { out?: boolean } = { out: true }) {
  const product = await demoProduct(store, 'Sofy Body Fit');
  const placed = await buyNow(store, customer, product.id, { express: true });
  expect((await call('PUT', `/floor/orders/${placed._id}/packed`, packer)).statusCode).toBe(200);
  expect((await call('PUT', `/floor/orders/${placed._id}/rider`, packer, { riderId: rider.id })).statusCode).toBe(200);
  if (options.out) expect((await call('PUT', `/floor/orders/${placed._id}/out-for-delivery`, packer)).statusCode).toBe(200);
  return { id: placed._id, number: placed.orderNumber, due: placed.orderSummary.totalAmount };
}

const deliver = (id: string, payload: object) => call('PUT', `/rider/deliveries/${id}/delivered`, rider.headers, payload);

/**
 * The rider's screen and the manager's day pages (today, and tomorrow where cash collected after the
 * close is booked) say the same: what he collected, what he handed in, what he still has.
 */
async function expectFiguresAgree() {
  const mine = (await call('GET', '/rider/deliveries', rider.headers)).json().today;
  const [day, next] = [await page(today), await page(tomorrow)];
  const of = (money: { riders: { _id: string }[] }) =>
    (money.riders.find((row) => row._id === rider.id) ?? {
      cashCollected: 0,
      upiCollected: 0,
      handedIn: 0,
      writtenOff: 0,
      difference: 0,
      collectedAfterClose: 0,
      orderCount: 0,
      shortOrderCount: 0,
      short: 0,
      handIns: [],
    }) as Record<
      | 'cashCollected'
      | 'upiCollected'
      | 'handedIn'
      | 'writtenOff'
      | 'difference'
      | 'collectedAfterClose'
      | 'orderCount'
      | 'shortOrderCount'
      | 'short',
      number
    > & {
      handIns: unknown[];
    };
  const [a, b] = [of(day), of(next)];
  await expectSumsOfHisOrders(today, a);
  await expectSumsOfHisOrders(tomorrow, b);
  expect(mine.cashCollected).toBe(a.cashCollected + b.cashCollected);
  expect(mine.upiCollected).toBe(a.upiCollected + b.upiCollected);
  expect(mine.cashHandedIn).toBe(a.handedIn + b.handedIn);
  expect(mine.cashToHandIn).toBe(a.difference + b.difference);
  // What the closed day shows as owed to the next is all the next day holds of him (nothing was delivered tomorrow yet).
  expect(a.collectedAfterClose).toBe(b.cashCollected);
  return { mine, day: a, next: b, totals: day.totals };
}

describe('a day where the rider and the manager agree at every step', () => {
  it('runs a day of short cash, UPI, a take-back, a shift end refused, double taps, a close and cash after it', async () => {
    await expectFiguresAgree();

    // ₹400 of ₹407: paid short, with a note.
    const short = await order();
    expect((await deliver(short.id, { paidBy: 'cash', amountReceived: short.due - 7, note: 'Had only this much' })).statusCode).toBe(200);
    let now = await expectFiguresAgree();
    expect(now.day.difference).toBe(short.due - 7);
    expect(now.totals.short).toBe(7);
    const consoleOrder = (await call('GET', `/orders/${short.id}`, manager)).json().order;
    expect(consoleOrder.paidAtDoor).toEqual({ paidBy: 'cash', due: short.due, received: short.due - 7, note: 'Had only this much' });

    const upi = await order();
    expect((await deliver(upi.id, { paidBy: 'upi', upiReference: '412345678901' })).statusCode).toBe(200);
    now = await expectFiguresAgree();
    expect(now.mine.upiCollected).toBe(upi.due);

    // An express order still out: the shift cannot end, and he is told which order.
    const carried = await order();
    const given = await order({ out: false });
    const refused = await call('PUT', '/rider/shift', rider.headers, { onShift: false });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `You are still carrying order ${carried.number} (Asha): deliver it or bring it back to the branch before ending your shift`,
    );
    expect((await call('GET', '/rider/deliveries', rider.headers)).json().onShift).toBe(true);
    // The picker counts what he carries out, not the order only given to him.
    const floor = (await call('GET', `/floor/branches/${branch}`, packer)).json();
    expect(floor.riders.find((row: { _id: string }) => row._id === rider.id).carrying).toBe(1);

    // The manager takes it back while he confirms at the door: he is told who, and what to do with the cash.
    expect((await call('PUT', `/floor/orders/${carried.id}/back-at-branch`, manager, { note: '' })).statusCode).toBe(200);
    const late = await deliver(carried.id, { paidBy: 'cash', amountReceived: carried.due });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(
      `Order ${carried.number} was taken back at the branch by Priya Sharma: do not hand it over. If you took cash for it, give the cash back to the customer, or hand it to Priya Sharma at the branch`,
    );
    await expectFiguresAgree();
    expect((await call('PUT', `/floor/orders/${given.id}/out-for-delivery`, packer)).statusCode).toBe(200);
    expect((await deliver(given.id, { paidBy: 'cash', amountReceived: given.due })).statusCode).toBe(200);

    // 'Take cash in' tapped twice: taken once. ₹315 too much is refused until confirmed.
    now = await expectFiguresAgree();
    const owed = now.day.difference;
    const over = await call('POST', `${dayUrl(today)}/hand-ins`, manager, { riderId: rider.id, amount: owed + 315 });
    expect(over.json().message).toBe('₹315 more than Ravi Kumar owes: confirm to take it in');
    const key = randomUUID();
    const taps = await Promise.all(
      [1, 2].map(() => call('POST', `${dayUrl(today)}/hand-ins`, manager, { riderId: rider.id, amount: owed }, key)),
    );
    expect(taps.map((tap) => tap.statusCode)).toEqual([201, 201]);
    now = await expectFiguresAgree();
    expect(now.day.handIns).toHaveLength(1);
    expect(now.mine.cashToHandIn).toBe(0);

    // The day closes; cash collected after it is owed to the next day, on both screens.
    expect((await call('POST', `${dayUrl(today)}/close`, manager)).statusCode).toBe(200);
    const afterClose = await order();
    expect((await deliver(afterClose.id, { paidBy: 'cash', amountReceived: afterClose.due })).statusCode).toBe(200);
    now = await expectFiguresAgree();
    expect(now.mine.cashToHandIn).toBe(afterClose.due);
    expect(now.day).toMatchObject({ difference: 0, collectedAfterClose: afterClose.due, owedTo: tomorrow });
    expect(now.next.difference).toBe(afterClose.due);

    expect((await call('POST', `${dayUrl(tomorrow)}/hand-ins`, manager, { riderId: rider.id, amount: afterClose.due })).statusCode).toBe(
      201,
    );
    now = await expectFiguresAgree();
    expect(now.mine.cashToHandIn).toBe(0);

    // The dashboard's money of the day is the day page's, and the CSV sums the short payment.
    const dashboard = (await store.app.inject({ url: '/api/admin/dashboard', headers: owner })).json();
    expect(dashboard.today.revenue).toBe(now.totals.taken);
    expect(now.totals.taken).toBe(short.due - 7 + upi.due + given.due);
    // Three orders delivered on the day, one paid short; the one after the close is tomorrow's.
    expect(now.day).toMatchObject({ orderCount: 3, shortOrderCount: 1 });
    expect(now.next).toMatchObject({ orderCount: 1, shortOrderCount: 0 });
    const csv = (await call('GET', `${dayUrl(today)}/export`, manager)).body.split('\r\n');
    expect(csv.find((line) => line.startsWith('paid short'))).toContain('Ravi Kumar,cash,7,,,1 order');
  });
});
