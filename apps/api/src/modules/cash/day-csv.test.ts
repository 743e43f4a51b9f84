import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indiaDay, indiaDayBounds } from '@padstore/domain';
import { createCustomer, createTestStore, customerId, newPhone, type TestStore } from '../../test/harness.js';
import { addStaffMember, branchIdOf, type Headers } from '../../test/staff.js';
import { writeDayOfOrders, type DayOrder } from '../../test/day-of-orders.js';

/**
 * The day's CSV, line by line, for orders the day's rows and deliveries are matched for: delivered in
 * time and late, paid short, by UPI, cancelled, still out, placed the evening before, and one whose
 * delivery another branch sent out (moved between branches); an order of another day is not in it.
 */
let store: TestStore;
let manager: Headers;
let lines: string[];
let numbers: string[];
const ownerPhone = newPhone();
const today = indiaDay(new Date());
const [from] = indiaDayBounds(today);
const yesterday = indiaDay(new Date(from.getTime() - 1));
const at = (minutes: number) => new Date(from.getTime() + minutes * 60_000);
/** India's clock, as an ISO text shifted to India: '2026-11-28 09:20'. */
const clock = (instant: Date) => new Date(instant.getTime() + 330 * 60_000).toISOString().slice(0, 16).replace('T', ' ');

beforeAll(async () => {
  store = await createTestStore({ env: { ADMIN_PHONES: ownerPhone } });
  const owner = (await createCustomer(store, { phoneNumber: Number(ownerPhone) })).headers;
  const customer = await customerId(store, (await createCustomer(store)).headers);
  const bengaluru = await branchIdOf(store, 'Bengaluru Central');
  const mumbai = await branchIdOf(store, 'Mumbai Fort');
  manager = (await addStaffMember(store, owner, 'manager', [bengaluru])).headers;
  const ravi = (await addStaffMember(store, owner, 'rider', [bengaluru], { fullName: 'Ravi Kumar' })).id;
  const delivered = (minutes: number, paidBy: 'cash' | 'upi', duePaise: number, receivedPaise: number, more: object = {}) => ({
    riderId: ravi,
    endedAt: at(minutes),
    outcome: 'delivered' as const,
    paidBy,
    cashDay: today,
    duePaise,
    receivedPaise,
    ...more,
  });
  const orders: DayOrder[] = [
    { status: 'delivered', placedAt: at(60), deliveredAt: at(100), totalPaise: 40_700, delivery: delivered(100, 'cash', 40_700, 40_700) },
    {
      status: 'delivered',
      placedAt: at(120),
      deliveredAt: at(200),
      totalPaise: 24_800,
      delivery: delivered(200, 'upi', 24_800, 24_800, { upiReference: '412345678901' }),
    },
    {
      status: 'delivered',
      deliveryType: 'same_day',
      placedAt: at(180),
      promisedTo: at(600),
      deliveredAt: at(300),
      totalPaise: 40_700,
      delivery: delivered(300, 'cash', 40_700, 40_000, { note: 'Had only this much, "pays" next time' }),
    },
    { status: 'cancelled', placedAt: at(400), totalPaise: 19_900, cancelReason: 'Changed my mind' },
    {
      status: 'out_for_delivery',
      placedAt: at(500),
      totalPaise: 19_900,
      delivery: { riderId: ravi, endedAt: null, outcome: null, paidBy: null, cashDay: null, duePaise: 19_900, receivedPaise: null },
    },
    // Sent out by another branch's floor, and delivered: found by its id.
    {
      status: 'delivered',
      placedAt: at(640),
      deliveredAt: at(700),
      totalPaise: 19_900,
      delivery: delivered(700, 'cash', 19_900, 19_900, { branchId: mumbai }),
    },
    // Placed yesterday evening, delivered today.
    { status: 'delivered', placedAt: at(-30), deliveredAt: at(10), totalPaise: 19_900, delivery: delivered(10, 'cash', 19_900, 19_900) },
    // Yesterday's, placed and delivered.
    {
      status: 'delivered',
      placedAt: at(-300),
      deliveredAt: at(-250),
      totalPaise: 19_900,
      delivery: { ...delivered(-250, 'cash', 19_900, 19_900), cashDay: yesterday },
    },
  ];
  numbers = (await writeDayOfOrders(store, bengaluru, customer, orders)).map((order) => order.orderNumber);
  const csv = await store.app.inject({ url: `/api/admin/cash/branches/${bengaluru}/days/${today}/export`, headers: manager });
  expect(csv.statusCode, csv.body).toBe(200);
  lines = csv.body.split('\r\n');
}, 60_000);
afterAll(() => store.close());

describe("the day's CSV", () => {
  it('writes each order of the day once, in the order placed, with its promise, rider and payment', () => {
    expect(lines.filter((line) => line.startsWith('order,'))).toEqual([
      `order,${numbers[6]},${clock(at(-30))},express,delivered,${clock(at(30))},${clock(at(10))},40,yes,Ravi Kumar,cash,199,199,,`,
      `order,${numbers[0]},${clock(at(60))},express,delivered,${clock(at(120))},${clock(at(100))},40,yes,Ravi Kumar,cash,407,407,,`,
      `order,${numbers[1]},${clock(at(120))},express,delivered,${clock(at(180))},${clock(at(200))},80,no,Ravi Kumar,upi,248,248,412345678901,`,
      `order,${numbers[2]},${clock(at(180))},same-day,delivered,${clock(at(600))},${clock(at(300))},120,yes,Ravi Kumar,cash,407,400,,"Had only this much, ""pays"" next time"`,
      `order,${numbers[3]},${clock(at(400))},express,cancelled,${clock(at(460))},,,,,,199,,,Changed my mind`,
      `order,${numbers[4]},${clock(at(500))},express,out for delivery,${clock(at(560))},,,,Ravi Kumar,,199,,,`,
      `order,${numbers[5]},${clock(at(640))},express,delivered,${clock(at(700))},${clock(at(700))},60,yes,Ravi Kumar,cash,199,199,,`,
    ]);
    expect(lines.some((line) => line.includes(numbers[7]!))).toBe(false);
  });

  it('counts the short payment once, for the rider, on the paid short line', () => {
    expect(lines.filter((line) => line.startsWith('paid short'))).toEqual(['paid short,,,,,,,,,Ravi Kumar,cash,7,,,1 order']);
  });
});
