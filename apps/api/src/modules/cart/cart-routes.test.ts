import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUANTITY_MESSAGE } from '@padstore/domain';
import { branchStock } from '../../db/schema.js';
import { createCustomer, createTestStore, demoProduct, type TestStore } from '../../test/harness.js';
import { CART_MESSAGES } from '@padstore/domain';

let store: TestStore;
let productId: string;
let otherId: string;
beforeAll(async () => {
  store = await createTestStore();
  productId = (await demoProduct(store, 'Sofy Antibacteria')).id;
  otherId = (await demoProduct(store, 'Nua Heavy Flow')).id;
});
afterAll(() => store.close());

type Headers = Record<string, string>;
const add = (headers: Headers, payload?: object, id = productId) =>
  store.app.inject({ method: 'POST', url: `/api/user/addtocart/${id}`, headers, ...(payload ? { payload } : {}) });
const cart = async (headers: Headers) => (await store.app.inject({ url: '/api/user/getCarts', headers })).json().cart;
const count = async (headers: Headers) => (await store.app.inject({ url: '/api/user/getCartItemCount', headers })).json().count;

describe('cart', () => {
  it('adds packs, adds to an existing line, and totals price times quantity', async () => {
    const { headers } = await createCustomer(store);
    expect((await add(headers)).json().message).toBe(CART_MESSAGES.added);
    await add(headers, { quantity: 2 });
    await add(headers, { quantity: 1 }, otherId);
    const current = await cart(headers);
    expect(current.items).toEqual([
      {
        productId: expect.objectContaining({ _id: productId, productName: 'Sofy Antibacteria', size: 'Regular', quantityInEachPack: 10 }),
        price: 99,
        quantity: 3,
        availableQuantity: 25,
      },
      { productId: expect.objectContaining({ _id: otherId }), price: 249, quantity: 1, availableQuantity: 25 },
    ]);
    expect(current.totalAmount).toBe(99 * 3 + 249);
    expect(await count(headers)).toBe(4);
  });

  it('increments, decrements, removes at one pack, and removes a line', async () => {
    const { headers } = await createCustomer(store);
    await add(headers);
    await store.app.inject({ method: 'PUT', url: `/api/user/increment/${productId}`, headers });
    expect((await cart(headers)).items[0].quantity).toBe(2);
    await store.app.inject({ method: 'PUT', url: `/api/user/decrement/${productId}`, headers });
    await store.app.inject({ method: 'PUT', url: `/api/user/decrement/${productId}`, headers });
    expect((await cart(headers)).items).toEqual([]);
    await add(headers);
    const removed = await store.app.inject({ method: 'DELETE', url: `/api/user/remove/${productId}`, headers });
    expect(removed.json()).toMatchObject({ message: CART_MESSAGES.removed, cart: { items: [], totalAmount: 0 } });
    expect((await store.app.inject({ method: 'DELETE', url: `/api/user/remove/${productId}`, headers })).statusCode).toBe(404);
  });

  it.each([0, -1, 1.5, 100, '2', null])('refuses a quantity of %s with 400', async (quantity) => {
    const { headers } = await createCustomer(store);
    const response = await add(headers, { quantity });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(QUANTITY_MESSAGE);
    expect(await count(headers)).toBe(0);
  });

  it('refuses more packs than the branch holds with "Only N left"', async () => {
    const { headers } = await createCustomer(store, { pinCode: '400002' });
    const refused = await add(headers, { quantity: 26 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Only 25 left');
    await add(headers, { quantity: 25 });
    expect((await store.app.inject({ method: 'PUT', url: `/api/user/increment/${productId}`, headers })).statusCode).toBe(409);
  });

  it('says "Out of stock" when the branch has none', async () => {
    const { headers } = await createCustomer(store, { pinCode: '560009' });
    await store.database.db
      .update(branchStock)
      .set({ quantity: 0 })
      .where(and(eq(branchStock.productId, otherId)));
    try {
      const refused = await add(headers, undefined, otherId);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(CART_MESSAGES.outOfStock);
    } finally {
      await store.database.db.update(branchStock).set({ quantity: 25 }).where(eq(branchStock.productId, otherId));
    }
  });

  it('refuses unknown products, malformed ids and guests', async () => {
    const { headers } = await createCustomer(store);
    expect((await add(headers, undefined, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await add(headers, undefined, 'x')).statusCode).toBe(400);
    expect((await add({})).statusCode).toBe(401);
  });
});
