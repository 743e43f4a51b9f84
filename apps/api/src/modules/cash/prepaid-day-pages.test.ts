import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indiaDay, indiaDayBounds, type PrepaidOrderAnswer } from '@padstore/domain';
import * as schema from '../../db/schema.js';
import { createCustomer, createTestStore, customerId, newPhone, type TestStore } from '../../test/harness.js';
import { addStaffMember, branchIdOf, type Headers } from '../../test/staff.js';
import { writeDayOfOrders } from '../../test/day-of-orders.js';

/**
 * A busy day of orders paid online on the day page: the day says how many and their money, added up by
 * the database; the orders themselves are read 50 at a time, the latest paid first, every payment of the
 * branch's day once and none of another day or branch; the day's CSV still lists every one.
 */
let store: TestStore;
let manager: Headers;
let packer: Headers;
let bengaluru: string;
let mumbai: string;
const ownerPhone = newPhone();
const today = indiaDay(new Date());
const [from] = indiaDayBounds(today);
const minute = 60_000;

/** The branch's payments of today written below, by their order numbers, the latest paid first. */
let expected: string[] = [];
let keptPaise = 0;
let refundedPaise = 0;

type Payment = { paidAt: Date; amountPaise: number; refund?: 'started' | 'refunded' };

/** Orders of a branch paid online, each with its captured payment, written straight into the database. */
async function paidOnline(userId: string, rows: Payment[], branchId = bengaluru) {
  const orders = await writeDayOfOrders(
    store,
    branchId,
    userId,
    rows.map((row) => ({ status: row.refund ? 'cancelled' : 'confirmed', placedAt: row.paidAt, totalPaise: row.amountPaise })),
  );
  const made = await store.database.db
    .insert(schema.payments)
    .values(
      rows.map((row, index) => ({
        orderId: orders[index]!.orderId,
        provider: 'razorpay' as const,
        providerOrderId: `order_${index}_${orders[index]!.orderNumber}`,
        amountPaise: row.amountPaise,
        status: 'paid' as const,
        paymentId: `pay_${orders[index]!.orderNumber}`,
        method: index % 2 ? 'card' : 'upi',
        paidAt: row.paidAt,
        refundStatus: row.refund ?? null,
        refundId: row.refund ? `rfnd_${index}` : null,
      })),
    )
    .returning({ id: schema.payments.id });
  return rows.map((row, index) => ({ ...row, id: made[index]!.id, orderNumber: orders[index]!.orderNumber }));
}

beforeAll(async () => {
  store = await createTestStore({ env: { ADMIN_PHONES: ownerPhone } });
  const owner = (await createCustomer(store, { phoneNumber: Number(ownerPhone) })).headers;
  const customer = await customerId(store, (await createCustomer(store)).headers);
  bengaluru = await branchIdOf(store, 'Bengaluru Central');
  mumbai = await branchIdOf(store, 'Mumbai Fort');
  manager = (await addStaffMember(store, owner, 'manager', [bengaluru])).headers;
  packer = (await addStaffMember(store, owner, 'packer', [bengaluru])).headers;

  // 53 payments today, the three earliest at the same instant (a page ends between them); every ninth
  // refunded or being refunded.
  const todays: Payment[] = Array.from({ length: 53 }, (_, index) => ({
    paidAt: new Date(from.getTime() + (120 - Math.min(index, 50)) * minute),
    amountPaise: 10_000 + index * 100,
    ...(index % 9 === 4 ? { refund: index % 2 ? ('started' as const) : ('refunded' as const) } : {}),
  }));
  const written = await paidOnline(customer, todays);
  // Another branch's payment today and this branch's of yesterday: neither is of this day.
  await paidOnline(customer, [{ paidAt: new Date(from.getTime() + 30 * minute), amountPaise: 99_900 }], mumbai);
  await paidOnline(customer, [{ paidAt: new Date(from.getTime() - 5 * minute), amountPaise: 88_800 }]);
  expected = [...written].sort((a, b) => b.paidAt.getTime() - a.paidAt.getTime() || (a.id < b.id ? 1 : -1)).map((row) => row.orderNumber);
  keptPaise = todays.filter((row) => !row.refund).reduce((sum, row) => sum + row.amountPaise, 0);
  refundedPaise = todays.filter((row) => row.refund).reduce((sum, row) => sum + row.amountPaise, 0);
}, 60_000);
afterAll(() => store.close());

const get = (url: string, headers: Headers = manager) => store.app.inject({ url: `/api/admin/cash/branches/${url}`, headers });
const page = (older?: string) => get(`${bengaluru}/days/${today}/prepaid${older ? `?older=${encodeURIComponent(older)}` : ''}`);

describe("the day's orders paid online, a page at a time", () => {
  it('the day says how many and their money; its pages hold every payment of the day once, the latest first', async () => {
    const day = (await get(`${bengaluru}/days/${today}`)).json();
    expect(day.prepaidCount).toBe(53);
    expect(day.totals.paidOnline).toBe(keptPaise / 100);
    expect(day.totals.refunds).toBe(refundedPaise / 100);
    expect(day).not.toHaveProperty('prepaid');

    const first = page();
    const answer = (await first).json();
    expect(answer.orders).toHaveLength(50);
    expect(answer.older).toEqual(expect.any(String));
    const second = (await page(answer.older)).json();
    expect(second.older).toBeNull();
    const seen: PrepaidOrderAnswer[] = [...answer.orders, ...second.orders];
    expect(seen.map((row) => row.orderNumber)).toEqual(expected);
    const refunded = seen.filter((row) => row.refund);
    expect(refunded.length).toBeGreaterThan(0);
    expect(refunded.every((row) => row.status === 'cancelled' && row.refund!.amount === row.amount)).toBe(true);
  });

  it("the day's CSV lists every one of them, the first paid first", async () => {
    const csv = (await get(`${bengaluru}/days/${today}/export`)).body.split('\r\n');
    const paid = csv.filter((line) => line.startsWith('paid online,')).map((line) => line.split(',')[1]);
    expect(paid).toEqual([...expected].reverse());
  });

  it('refuses a cursor that is not one, and a packer', async () => {
    const bad = await page('yesterday|1');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('The older payments cursor is not valid');
    expect((await get(`${bengaluru}/days/${today}/prepaid`, packer)).statusCode).toBe(403);
  });
});
