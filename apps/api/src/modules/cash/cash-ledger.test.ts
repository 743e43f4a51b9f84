import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indiaDay, indiaDayBounds } from '@padstore/domain';
import { createCustomer, createTestStore, demoProduct, newPhone, type TestStore } from '../../test/harness.js';
import { addStaffMember, branchIdOf, buyNow, type Headers } from '../../test/staff.js';

let store: TestStore;
let owner: Headers;
let customer: Headers;
const branches: Record<'bengaluru' | 'mumbai', { id: string; manager: Headers; rider: { headers: Headers; id: string }; pinCode: string }> =
  {} as never;
const ownerPhone = newPhone();
const today = indiaDay(new Date());
const tomorrow = indiaDay(indiaDayBounds(today)[1]);
const yesterday = indiaDay(new Date(indiaDayBounds(today)[0].getTime() - 1));

beforeAll(async () => {
  store = await createTestStore({ env: { ADMIN_PHONES: ownerPhone } });
  owner = (await createCustomer(store, { phoneNumber: Number(ownerPhone) })).headers;
  customer = (await createCustomer(store)).headers;
  for (const [key, name, pinCode] of [
    ['bengaluru', 'Bengaluru Central', '560001'],
    ['mumbai', 'Mumbai Fort', '400001'],
  ] as const) {
    const id = await branchIdOf(store, name);
    const manager = (await addStaffMember(store, owner, 'manager', [id])).headers;
    const rider = await addStaffMember(store, owner, 'rider', [id], { fullName: 'Ravi Kumar' });
    await call('PUT', '/rider/shift', rider.headers, { onShift: true });
    branches[key] = { id, manager, rider, pinCode };
  }
});
afterAll(() => store.close());

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, headers: Headers, payload?: object) =>
  store.app.inject({ method, url: `/api/admin${url}`, headers, ...(payload ? { payload } : {}) });
const dayUrl = (branchId: string, day: string) => `/cash/branches/${branchId}/days/${day}`;

/** An order of the branch, sent out with its rider and delivered for cash. */
async function deliveredForCash(branch: (typeof branches)['bengaluru']) {
  const product = await demoProduct(store, 'Sofy Body Fit');
  const order = await buyNow(store, customer, product.id, { express: true, pinCode: branch.pinCode });
  await call('PUT', `/floor/orders/${order._id}/packed`, branch.manager);
  await call('PUT', `/floor/orders/${order._id}/rider`, branch.manager, { riderId: branch.rider.id });
  await call('PUT', `/floor/orders/${order._id}/out-for-delivery`, branch.manager);
  const due = order.orderSummary.totalAmount;
  const answer = await call('PUT', `/rider/deliveries/${order._id}/delivered`, branch.rider.headers, {
    paidBy: 'cash',
    amountReceived: due,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return { ...order, due };
}

describe("the day's cash as a ledger", () => {
  it('books cash collected after the day was closed to the next open day, where it can be handed in', async () => {
    const { id, manager, rider } = branches.mumbai;
    const closed = await call('POST', `${dayUrl(id, today)}/close`, manager);
    expect(closed.statusCode, closed.body).toBe(200);

    const order = await deliveredForCash(branches.mumbai);
    const closedDay = (await call('GET', dayUrl(id, today), manager)).json();
    // The closed day shows the cash as collected after its close and owed to the next day, nothing more.
    expect(closedDay.riders).toEqual([
      expect.objectContaining({ cashCollected: 0, difference: 0, collectedAfterClose: order.due, owedTo: tomorrow }),
    ]);
    const open = (await call('GET', dayUrl(id, tomorrow), manager)).json();
    expect(open.closed).toBeNull();
    expect(open.riders[0].orderCount).toBe(1);
    const his = (await call('GET', `${dayUrl(id, tomorrow)}/riders/${rider.id}/orders`, manager)).json();
    expect(his.orders.map((row: { orderNumber: string }) => row.orderNumber)).toEqual([order.orderNumber]);
    expect(open.riders[0].difference).toBe(order.due);

    const handIn = await call('POST', `${dayUrl(id, tomorrow)}/hand-ins`, manager, { riderId: rider.id, amount: order.due });
    expect(handIn.statusCode, handIn.body).toBe(201);
    expect((await call('GET', dayUrl(id, tomorrow), manager)).json().totals.difference).toBe(0);
  });

  it('refuses to close a day that has not begun in India', async () => {
    const { id, manager } = branches.bengaluru;
    const refused = await call('POST', `${dayUrl(id, tomorrow)}/close`, manager);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('This day has not begun yet: a day can be closed once it has');
    expect((await call('GET', dayUrl(id, tomorrow), manager)).json().closed).toBeNull();
  });

  it("takes a hand-in only for a rider of the branch: another branch's rider is not found", async () => {
    const { id, manager, rider } = branches.bengaluru;
    const other = await call('POST', `${dayUrl(id, yesterday)}/hand-ins`, manager, { riderId: branches.mumbai.rider.id, amount: 10 });
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('This rider does not work for this branch');
    expect((await call('GET', dayUrl(id, yesterday), manager)).json().riders).toEqual([]);
    // Nor through the other branch's page, which is not hers.
    const elsewhere = await call('POST', `${dayUrl(branches.mumbai.id, yesterday)}/hand-ins`, manager, { riderId: rider.id, amount: 10 });
    expect(elsewhere.statusCode).toBe(404);
    expect(
      (await call('POST', `${dayUrl(id, yesterday)}/hand-ins`, manager, { riderId: rider.id, amount: 10, confirmOverpay: true }))
        .statusCode,
    ).toBe(201);
  });

  it('corrects a mistyped hand-in with a reversing entry and a note, never editing it, so the difference can reach zero', async () => {
    const { id, manager, rider } = branches.bengaluru;
    const order = await deliveredForCash(branches.bengaluru);
    await call('POST', `${dayUrl(id, today)}/hand-ins`, manager, {
      riderId: rider.id,
      amount: order.due * 10,
      confirmOverpay: true,
    });
    const mistyped = (await call('GET', dayUrl(id, today), manager)).json().riders[0];
    expect(mistyped.difference).toBe(order.due - order.due * 10);
    const entry = mistyped.handIns[0];
    const reversal = `${dayUrl(id, today)}/hand-ins/${entry._id}/reversal`;

    expect((await call('POST', reversal, manager, {})).statusCode).toBe(400);
    const packer = (await addStaffMember(store, owner, 'packer', [id])).headers;
    expect((await call('POST', reversal, packer, { note: 'Typed an extra zero' })).statusCode).toBe(403);
    expect((await call('POST', reversal.replace(id, branches.mumbai.id), manager, { note: 'x' })).statusCode).toBe(404);
    const reversed = await call('POST', reversal, manager, { note: 'Typed an extra zero' });
    expect(reversed.statusCode, reversed.body).toBe(201);
    expect((await call('POST', reversal, manager, { note: 'Again' })).statusCode).toBe(409);

    const corrected = (await call('GET', dayUrl(id, today), manager)).json().riders[0];
    expect(corrected.handIns).toEqual([
      expect.objectContaining({ _id: entry._id, kind: 'cash', amount: order.due * 10, reversed: true, reverses: null }),
      expect.objectContaining({
        kind: 'reversal',
        amount: order.due * 10,
        note: 'Typed an extra zero',
        reverses: entry._id,
        reversed: false,
      }),
    ]);
    expect(corrected.handedIn).toBe(0);
    expect(corrected.difference).toBe(order.due);
    // The rider's own screen agrees: nothing handed in yet, the whole amount still to hand in.
    expect((await call('GET', '/rider/deliveries', rider.headers)).json().today).toMatchObject({
      cashHandedIn: 0,
      cashToHandIn: order.due,
    });
    const csv = (await call('GET', `${dayUrl(id, today)}/export`, manager)).body.split('\r\n');
    expect(csv.find((line) => line.startsWith('reversed'))).toContain(`,-${order.due * 10},,Typed an extra zero`);
    const ofReversal = `${dayUrl(id, today)}/hand-ins/${corrected.handIns[1]._id}/reversal`;
    expect((await call('POST', ofReversal, manager, { note: 'Undo' })).statusCode).toBe(409);

    await call('POST', `${dayUrl(id, today)}/hand-ins`, manager, { riderId: rider.id, amount: order.due });
    expect((await call('GET', dayUrl(id, today), manager)).json().totals.difference).toBe(0);
    const closed = await call('POST', `${dayUrl(id, today)}/close`, manager);
    expect(closed.statusCode, closed.body).toBe(200);
    // A closed day's ledger is not reopened by a reversal.
    const last = (await call('GET', dayUrl(id, today), manager)).json().riders[0].handIns[2];
    const late = await call('POST', `${dayUrl(id, today)}/hand-ins/${last._id}/reversal`, manager, { note: 'Too late' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This day is closed');
  });

  it('refuses a hand-in more than the rider owes, saying the difference, until the manager confirms it', async () => {
    const { id, manager, rider } = branches.bengaluru;
    // The day the cash is booked to: today, or tomorrow once an earlier test closed today.
    const day = (await call('GET', dayUrl(id, today), manager)).json().closed ? tomorrow : today;
    const page = async () => (await call('GET', dayUrl(id, day), manager)).json().riders[0];
    const before = (await page())?.difference ?? 0;
    const order = await deliveredForCash(branches.bengaluru);
    const url = `${dayUrl(id, day)}/hand-ins`;
    const owed = (await page()).difference as number;
    expect(owed).toBe(before + order.due);
    const refused = await call('POST', url, manager, { riderId: rider.id, amount: owed + 315 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('₹315 more than Ravi Kumar owes: confirm to take it in');
    expect((await page()).difference).toBe(owed);
    // The exact amount, and less, need no confirmation; a write-off is not a hand-in of cash.
    expect((await call('POST', url, manager, { riderId: rider.id, amount: owed - 5 })).statusCode).toBe(201);
    const taken = await call('POST', url, manager, { riderId: rider.id, amount: 315, confirmOverpay: true });
    expect(taken.statusCode, taken.body).toBe(201);
    expect((await page()).difference).toBe(5 - 315);
  });
});
