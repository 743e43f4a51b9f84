import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indiaDay } from '@padstore/domain';
import { orders } from '../../db/schema.js';
import { createCustomer, createTestStore, demoProduct, newPhone, type TestStore } from '../../test/harness.js';
import { buyNow, type Headers } from '../../test/staff.js';

let store: TestStore;
let owner: Headers;
let customer: Headers;
const ownerPhone = newPhone();

beforeAll(async () => {
  store = await createTestStore({ env: { ADMIN_PHONES: ownerPhone } });
  owner = (await createCustomer(store, { phoneNumber: Number(ownerPhone) })).headers;
  customer = (await createCustomer(store)).headers;
});
afterAll(() => store.close());

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

/** An express order of the branch serving the pin code, as if placed `minutes` ago and not yet delivered. */
async function expressPlaced(minutes: number, pinCode: string) {
  const product = await demoProduct(store, 'Sofy Body Fit');
  const order = await buyNow(store, customer, product.id, { express: true, pinCode });
  await store.database.db
    .update(orders)
    .set({ createdAt: minutesAgo(minutes) })
    .where(eq(orders.id, order._id));
}

async function keptOn(branch: string, placedMinutesAgo: number) {
  const day = indiaDay(minutesAgo(placedMinutesAgo));
  const answer = await store.app.inject({ url: `/api/admin/promise-kept?date=${day}`, headers: owner });
  expect(answer.statusCode).toBe(200);
  return answer.json().branches.find((row: { name: string }) => row.name === branch);
}

describe('the promise kept', () => {
  it('does not judge an express order before its 60 minutes are up, and counts one past them as not kept', async () => {
    await expressPlaced(5, '560001');
    await expressPlaced(70, '400001');
    // Five minutes old and on its way: neither kept nor broken yet (it read 0% before).
    expect(await keptOn('Bengaluru Central', 5)).toMatchObject({ orders: 1, notDelivered: 0, stillOpen: 1, expressWithin60: null });
    expect(await keptOn('Mumbai Fort', 70)).toMatchObject({ orders: 1, notDelivered: 1, stillOpen: 0, expressWithin60: 0 });
  });

  it('does not judge a same-day or next-day order before its window has closed', async () => {
    const product = await demoProduct(store, 'Whisper Choice Ultra');
    await buyNow(store, customer, product.id, { pinCode: '400002' });
    const mumbai = await keptOn('Mumbai Fort', 0);
    expect(mumbai).toMatchObject({ sameDayOnTime: null, nextDayOnTime: null });
    expect(mumbai.stillOpen).toBeGreaterThanOrEqual(1);
  });

  it('accounts for every order of the day, the cancelled ones too', async () => {
    const product = await demoProduct(store, 'Sofy Body Fit');
    const before = await keptOn('Bengaluru Central', 0);
    const cancelled = await buyNow(store, customer, product.id, { express: true, pinCode: '560003' });
    await buyNow(store, customer, product.id, { express: true, pinCode: '560003' });
    const { version } = (await store.app.inject({ url: `/api/admin/orders/${cancelled._id}`, headers: owner })).json().order;
    const cancelling = await store.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${cancelled._id}/status`,
      headers: owner,
      payload: { status: 'cancelled', reason: 'Customer changed her mind', version },
    });
    expect(cancelling.statusCode).toBe(200);
    const after = await keptOn('Bengaluru Central', 0);
    expect(after.orders - (before?.orders ?? 0)).toBe(2);
    expect(after.cancelled - (before?.cancelled ?? 0)).toBe(1);
    expect(after.stillOpen - (before?.stillOpen ?? 0)).toBe(1);
    expect(after.deliveredInTime + after.deliveredLate + after.notDelivered + after.cancelled + after.stillOpen).toBe(after.orders);
  });
});
