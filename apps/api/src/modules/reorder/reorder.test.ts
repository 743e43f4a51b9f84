import { addDays, indiaDay } from '@padstore/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createTestStore, demoProduct, newPhone, type TestStore } from '../../test/harness.js';
import { RELAXED_LIMITS } from '../../test/relaxed-limits.js';
import { addStaffMember, branchIdOf, buyNow, type Headers } from '../../test/staff.js';
import { reorder } from './reorder-service.js';

/**
 * The reorder on a fixture of known sales and repeats: at Bengaluru Central, Sofy Antibacteria has 10
 * packs, then sells 3 orders of 2 (an order of 4 cancelled does not count), and a repeat brings 2 packs
 * in the next 7 days. So 6 sold in 14 days and 2 due: a demand of 6/14 + 2/7 = 5/7 packs a day, 4 on
 * hand last 5.6 days, and a cover of 14 days needs 10 packs: 6 to order.
 */
let store: TestStore;
let owner: Headers;
let manager: Headers;
let branchId: string;
let productId: string;
const ownerPhone = newPhone();

beforeAll(async () => {
  store = await createTestStore({ env: { ADMIN_PHONES: ownerPhone, ...RELAXED_LIMITS } });
  owner = (await createCustomer(store, { phoneNumber: Number(ownerPhone) })).headers;
  branchId = await branchIdOf(store, 'Bengaluru Central');
  manager = (await addStaffMember(store, owner, 'manager', [branchId])).headers;
  productId = (await demoProduct(store, 'Sofy Antibacteria')).id;
  const set = await store.app.inject({
    method: 'PUT',
    url: `/api/admin/branches/${branchId}/stock`,
    headers: owner,
    payload: { productId, quantity: 10 },
  });
  expect(set.statusCode, set.body).toBe(200);
  const customer = (await createCustomer(store)).headers;
  for (let n = 0; n < 3; n++) await buyNow(store, customer, productId, { quantity: 2 });
  const cancelled = await buyNow(store, customer, productId, { quantity: 4 });
  await store.app.inject({
    method: 'PUT',
    url: `/api/user/cancel/${cancelled._id}`,
    headers: customer,
    payload: { cancelReason: 'Price High' },
  });
  const regular = (await createCustomer(store)).headers;
  const repeat = await store.app.inject({
    method: 'POST',
    url: '/api/user/repeats',
    headers: regular,
    payload: { items: [{ productId, quantity: 2 }], everyDays: 28, firstDeliveryOn: addDays(indiaDay(new Date()), 3) },
  });
  expect(repeat.statusCode, repeat.body).toBe(201);
});
afterAll(() => store.close());

describe('the reorder', () => {
  it('gives each product its sales of 14 days, the repeats due in 7, the days left and the packs to order', async () => {
    const answer = await store.app.inject({ url: `/api/admin/stock/reorder?branchId=${branchId}&coverDays=14`, headers: manager });
    expect(answer.statusCode, answer.body).toBe(200);
    const line = answer.json().lines.find((entry: { productId: string }) => entry.productId === productId);
    expect(line).toMatchObject({ onHand: 4, soldLast14Days: 6, repeatsNext7Days: 2, daysLeft: 5.6, suggested: 6 });
    // Shortest-lived first; a product that does not sell has no days left to count and nothing to order.
    expect(answer.json().lines[0].productId).toBe(productId);
    expect(answer.json().lines.at(-1)).toMatchObject({ daysLeft: null, suggested: 0 });
  });

  it('suggests for a week unless asked otherwise, and downloads the products to order as CSV', async () => {
    const week = (await store.app.inject({ url: `/api/admin/stock/reorder?branchId=${branchId}`, headers: manager })).json();
    expect(week.coverDays).toBe(7);
    // 5/7 packs a day for 7 days is 5 packs; 4 on hand: order 1.
    expect(week.lines[0]).toMatchObject({ productId, suggested: 1 });
    const csv = await store.app.inject({ url: `/api/admin/stock/reorder/export?branchId=${branchId}&coverDays=14`, headers: manager });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.body.split('\n').slice(0, 2)).toEqual([
      'product,size,on hand,sold last 14 days,repeats next 7 days,days left,order packs',
      expect.stringMatching(/^Sofy Antibacteria,[^,]*,4,6,2,5.6,6$/),
    ]);
  });

  it('forgets sales older than 14 days', async () => {
    const later = new Date(Date.now() + 15 * 24 * 60 * 60 * 1000);
    const answer = await reorder(store.database.db, { id: 'owner', role: 'owner', branchIds: [] }, branchId, 7, later);
    expect(answer.lines.find((entry) => entry.productId === productId)).toMatchObject({ soldLast14Days: 0 });
  });

  it('is for managers of the branch: another branch is not found, a packer is refused', async () => {
    const mumbai = await branchIdOf(store, 'Mumbai Fort');
    expect((await store.app.inject({ url: `/api/admin/stock/reorder?branchId=${mumbai}`, headers: manager })).statusCode).toBe(404);
    const packer = (await addStaffMember(store, owner, 'packer', [branchId])).headers;
    expect((await store.app.inject({ url: `/api/admin/stock/reorder?branchId=${branchId}`, headers: packer })).statusCode).toBe(403);
  });
});
