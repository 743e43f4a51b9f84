import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indiaDay, indiaDayBounds, type RiderDayOrderAnswer } from '@padstore/domain';
import { createCustomer, createTestStore, customerId, newPhone, type TestStore } from '../../test/harness.js';
import { addStaffMember, branchIdOf, type Headers } from '../../test/staff.js';
import { figuresOfHisOrders, writeDayOfOrders } from '../../test/day-of-orders.js';

/**
 * A busy rider's day on the day page: his orders read 50 at a time, the latest delivered first, every
 * order of the day once and nothing of another day, rider or outcome; the page's figures for him are the
 * sums of those orders, order by order, as the day page added them up before it paged them.
 */
let store: TestStore;
let owner: Headers;
let manager: Headers;
let packer: Headers;
let bengaluru: string;
let mumbai: string;
let ravi: { headers: Headers; id: string };
let arjun: { id: string };
const ownerPhone = newPhone();
const today = indiaDay(new Date());
const [from, to] = indiaDayBounds(today);
const yesterday = indiaDay(new Date(from.getTime() - 1));
const minute = 60_000;

/** Ravi's deliveries booked to today, by their order numbers, the latest first (then by id, as the database orders them). */
let expected: string[] = [];

type Delivery = {
  riderId: string;
  endedAt: Date;
  outcome: 'delivered' | 'not_delivered';
  paidBy: 'cash' | 'upi' | null;
  cashDay: string | null;
  due: number;
  received: number | null;
  upiReference?: string;
  note?: string;
};

/** Orders of the branch that went out with a rider, each with its delivery, written straight into the database. */
async function deliveredOrders(userId: string, rows: Delivery[]) {
  const written = await writeDayOfOrders(
    store,
    bengaluru,
    userId,
    rows.map(({ due, received, ...delivery }) => ({
      status: delivery.outcome === 'delivered' ? 'delivered' : 'packed',
      placedAt: new Date(delivery.endedAt.getTime() - 30 * minute),
      deliveredAt: delivery.outcome === 'delivered' ? delivery.endedAt : null,
      totalPaise: due,
      delivery: { ...delivery, duePaise: due, receivedPaise: received },
    })),
  );
  return rows.map((row, index) => ({ ...row, id: written[index]!.deliveryId!, orderNumber: written[index]!.orderNumber }));
}

beforeAll(async () => {
  store = await createTestStore({ env: { ADMIN_PHONES: ownerPhone } });
  owner = (await createCustomer(store, { phoneNumber: Number(ownerPhone) })).headers;
  const customer = await customerId(store, (await createCustomer(store)).headers);
  bengaluru = await branchIdOf(store, 'Bengaluru Central');
  mumbai = await branchIdOf(store, 'Mumbai Fort');
  manager = (await addStaffMember(store, owner, 'manager', [bengaluru])).headers;
  packer = (await addStaffMember(store, owner, 'packer', [bengaluru])).headers;
  ravi = await addStaffMember(store, owner, 'rider', [bengaluru], { fullName: 'Ravi Kumar' });
  arjun = await addStaffMember(store, owner, 'rider', [bengaluru], { fullName: 'Arjun Das' });

  // 51 deliveries today, the two earliest at the same instant (the 50th and 51st of the list: a page ends
  // between them); every fifth paid by UPI, five others paid ₹7 short in cash with his note.
  const times = Array.from({ length: 51 }, (_, index) => new Date(from.getTime() + (120 - Math.min(index, 49)) * minute));
  const todays: Delivery[] = times.map((endedAt, index) => {
    const upi = index % 5 === 0;
    const short = !upi && index % 7 === 3;
    return {
      riderId: ravi.id,
      endedAt,
      outcome: 'delivered',
      paidBy: upi ? 'upi' : 'cash',
      cashDay: today,
      due: 40_700,
      received: short ? 40_000 : 40_700,
      upiReference: upi ? `4123456789${String(index).padStart(2, '0')}` : undefined,
      note: short ? 'Had only this much' : '',
    };
  });
  const ravis = await deliveredOrders(customer, [
    ...todays,
    // Delivered late yesterday evening, after yesterday was closed: booked to today.
    {
      riderId: ravi.id,
      endedAt: new Date(from.getTime() - 20 * minute),
      outcome: 'delivered',
      paidBy: 'cash',
      cashDay: today,
      due: 19_900,
      received: 19_900,
    },
    {
      riderId: ravi.id,
      endedAt: new Date(from.getTime() - 30 * minute),
      outcome: 'delivered',
      paidBy: 'cash',
      cashDay: today,
      due: 19_900,
      received: null,
    },
  ]);
  // Not his day's: yesterday's own, another rider's, one he could not deliver, one booked to tomorrow.
  await deliveredOrders(customer, [
    {
      riderId: ravi.id,
      endedAt: new Date(from.getTime() - 40 * minute),
      outcome: 'delivered',
      paidBy: 'cash',
      cashDay: yesterday,
      due: 100,
      received: 100,
    },
    {
      riderId: arjun.id,
      endedAt: new Date(from.getTime() + 90 * minute),
      outcome: 'delivered',
      paidBy: 'cash',
      cashDay: today,
      due: 100,
      received: 100,
    },
    {
      riderId: ravi.id,
      endedAt: new Date(from.getTime() + 95 * minute),
      outcome: 'not_delivered',
      paidBy: null,
      cashDay: null,
      due: 100,
      received: null,
    },
    {
      riderId: ravi.id,
      endedAt: new Date(to.getTime() - minute),
      outcome: 'delivered',
      paidBy: 'cash',
      cashDay: indiaDay(to),
      due: 100,
      received: 100,
    },
  ]);
  expected = ravis.sort((a, b) => b.endedAt!.getTime() - a.endedAt!.getTime() || (a.id < b.id ? 1 : -1)).map((row) => row.orderNumber);
}, 60_000);
afterAll(() => store.close());

const ordersUrl = (riderId: string, older?: string, branchId = bengaluru, day = today) =>
  `/api/admin/cash/branches/${branchId}/days/${day}/riders/${riderId}/orders${older === undefined ? '' : `?older=${encodeURIComponent(older)}`}`;
const get = (url: string, headers: Headers = manager) => store.app.inject({ url, headers });

/** Every page of a rider's orders of the day, following `older` to the last. */
async function allPages(riderId: string) {
  const pages: { orders: RiderDayOrderAnswer[]; older: string | null }[] = [];
  let older: string | undefined;
  do {
    const answer = await get(ordersUrl(riderId, older));
    expect(answer.statusCode, answer.body).toBe(200);
    pages.push(answer.json());
    older = pages.at(-1)!.older ?? undefined;
  } while (older && pages.length < 10);
  return pages;
}

describe("a rider's orders of the day, a page at a time", () => {
  it('lists every order booked to the day once, the latest first, 50 a page, yesterday evening’s after the close included', async () => {
    const pages = await allPages(ravi.id);
    expect(pages.map((page) => page.orders.length)).toEqual([50, 3]);
    expect(pages.at(-1)!.older).toBeNull();
    const orders = pages.flatMap((page) => page.orders);
    expect(orders.map((order) => order.orderNumber)).toEqual(expected);
    const times = orders.map((order) => Date.parse(order.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(orders[0]).toEqual({
      orderNumber: expected[0],
      paidBy: 'upi',
      due: 407,
      received: 407,
      upiReference: '412345678900',
      note: '',
      at: new Date(from.getTime() + 120 * minute).toISOString(),
    });
    expect(orders.find((order) => order.note === 'Had only this much')).toMatchObject({ paidBy: 'cash', due: 407, received: 400 });
    expect(orders.at(-1)).toMatchObject({
      paidBy: 'cash',
      due: 199,
      received: 0,
      at: new Date(from.getTime() - 30 * minute).toISOString(),
    });
  });

  it("says the rider's figures the page shows as the sums of his orders, order by order", async () => {
    const orders = (await allPages(ravi.id)).flatMap((page) => page.orders);
    const day = (await get(`/api/admin/cash/branches/${bengaluru}/days/${today}`)).json();
    const his = day.riders.find((rider: { _id: string }) => rider._id === ravi.id);
    const figures = figuresOfHisOrders(orders);
    // No cash handed in yet: all he collected in cash is still with him.
    expect(his).toMatchObject({ ...figures, difference: figures.cashCollected });
    expect(his).toMatchObject({ orderCount: 53, shortOrderCount: 6, short: 5 * 7 + 199 });
    // Riders in the order of their first delivery of the day: Ravi's yesterday evening, Arjun's today.
    expect(day.riders.map((rider: { name: string; orderCount: number }) => [rider.name, rider.orderCount])).toEqual([
      ['Ravi Kumar', 53],
      ['Arjun Das', 1],
    ]);
    const arjuns = (await get(ordersUrl(arjun.id))).json();
    expect(arjuns.orders).toHaveLength(1);
    expect(arjuns.older).toBeNull();
  });

  it('answers an empty page for a rider with nothing booked to the day, and for another day', async () => {
    for (const url of [ordersUrl(randomUUID()), ordersUrl(ravi.id, undefined, bengaluru, '2026-01-01')]) {
      const answer = await get(url);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toEqual({ orders: [], older: null });
    }
  });

  it('refuses a cursor it did not give, a day or a clock that does not exist, and a rider id that is not one, with 400', async () => {
    const id = randomUUID();
    for (const older of [
      'yesterday',
      `2026-11-28 10:00:00+00|not-an-id`,
      `2026-02-30 10:00:00+00|${id}`,
      `2026-11-28 25:00:00+00|${id}`,
      `${'9'.repeat(90)}|${id}`,
    ]) {
      const answer = await get(ordersUrl(ravi.id, older));
      expect(answer.statusCode, older).toBe(400);
      expect(answer.json().message).toBe('The older orders cursor is not valid');
    }
    expect((await get(ordersUrl('ravi'))).statusCode).toBe(400);
    expect((await get(`/api/admin/cash/branches/${bengaluru}/days/28-11-2026/riders/${ravi.id}/orders`)).statusCode).toBe(400);
  });

  it('shows them to the owner and the branch’s manager; 404 to a manager of another branch, 403 to a packer or a rider', async () => {
    expect((await get(ordersUrl(ravi.id), owner)).json().orders).toHaveLength(50);
    const elsewhere = (await addStaffMember(store, owner, 'manager', [mumbai])).headers;
    expect((await get(ordersUrl(ravi.id), elsewhere)).statusCode).toBe(404);
    expect((await get(ordersUrl(ravi.id, undefined, mumbai), elsewhere)).json()).toEqual({ orders: [], older: null });
    expect((await get(ordersUrl(ravi.id), packer)).statusCode).toBe(403);
    expect((await get(ordersUrl(ravi.id), ravi.headers)).statusCode).toBe(403);
    expect((await store.app.inject({ url: ordersUrl(ravi.id) })).statusCode).toBe(401);
  });
});
