import type { FastifyReply, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalChangeFeed } from './change-feed.js';
import { ResponseCache } from './response-cache.js';
import { createCustomer, createTestStore, demoProduct, newPhone, type TestStore } from '../test/harness.js';

/** The catalog answers kept in memory never hide a change made through the store. */
let store: TestStore;
let admin: Record<string, string>;
beforeAll(async () => {
  const adminPhone = newPhone();
  store = await createTestStore({ env: { ADMIN_PHONES: adminPhone } });
  admin = (await createCustomer(store, { phoneNumber: Number(adminPhone) })).headers;
});
afterAll(() => store.close());

const productPage = async (id: string, headers: Record<string, string> = {}) =>
  (await store.app.inject({ url: `/api/user/Product/getProductById/${id}`, headers })).json().product;

describe('the catalog kept in memory', () => {
  it("shows the operator's price change and hiding at once", async () => {
    const row = await demoProduct(store, 'Sofy Body Fit');
    expect((await productPage(row.id)).price).toBe(179);
    const edited = await store.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${row.id}`,
      headers: admin,
      payload: { price: 189, version: row.version },
    });
    expect(edited.statusCode).toBe(200);
    expect((await productPage(row.id)).price).toBe(189);
    const list = (await store.app.inject({ url: '/api/user/Product/getAllProducts?limit=50' })).json().products as { _id: string }[];
    expect(list.some((product) => product._id === row.id)).toBe(true);
    await store.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${row.id}`,
      headers: admin,
      payload: { hidden: true, version: row.version + 1 },
    });
    const after = (await store.app.inject({ url: '/api/user/Product/getAllProducts?limit=50' })).json().products as { _id: string }[];
    expect(after.some((product) => product._id === row.id)).toBe(false);
  });

  it('shows the stock an order took at once, and keeps guests and customers of other branches apart', async () => {
    const row = await demoProduct(store, 'Nua Ultra Thin');
    const bengaluru = await createCustomer(store, { pinCode: '560001' });
    const mumbai = await createCustomer(store, { pinCode: '400001' });
    const before = await productPage(row.id, bengaluru.headers);
    const mumbaiBefore = await productPage(row.id, mumbai.headers);
    const guestBefore = await productPage(row.id);
    const placed = await store.app.inject({
      method: 'POST',
      url: `/api/user/directBuy/${row.id}`,
      headers: bengaluru.headers,
      payload: {
        deliveryAddress: { name: 'Asha', plotNumber: '1', street: 'Church Street', address: 'MG Road, Bengaluru', pinCode: '560001' },
        paymentMode: true,
        emergencyDelivery: 'false',
        quantity: 2,
      },
    });
    expect(placed.statusCode).toBe(201);
    expect((await productPage(row.id, bengaluru.headers)).branchProductQuantity).toBe(before.branchProductQuantity - 2);
    expect((await productPage(row.id, mumbai.headers)).branchProductQuantity).toBe(mumbaiBefore.branchProductQuantity);
    expect((await productPage(row.id)).availableProductQuantity).toBe(guestBefore.availableProductQuantity - 2);
  });
});

describe('answers that run out while many ask', () => {
  const request = { url: '/api/user/Product/getAllProducts?page=1&limit=8', user: null } as unknown as FastifyRequest;
  const replyFor = (sent: string[]) =>
    ({
      type() {
        return this;
      },
      send(body: Buffer) {
        sent.push(String(body));
        return this;
      },
      serialize: (value: unknown) => JSON.stringify(value),
    }) as unknown as FastifyReply;

  it('are computed once for requests that miss together', async () => {
    const cache = new ResponseCache(new LocalChangeFeed());
    const sent: string[] = [];
    let computations = 0;
    const compute = async () => {
      computations += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { computation: computations };
    };
    await Promise.all(Array.from({ length: 20 }, () => cache.send(request, replyFor(sent), compute)));
    expect(computations).toBe(1);
    expect(new Set(sent)).toEqual(new Set(['{"computation":1}']));
  });

  it('are sent once more while their fresh copy is computed, then replaced by it', async () => {
    const cache = new ResponseCache(new LocalChangeFeed(), 10);
    let version = 1;
    let computations = 0;
    let release = () => {};
    let gate = Promise.resolve();
    const compute = async () => {
      computations += 1;
      await gate;
      return { version };
    };
    const sent: string[] = [];
    await cache.send(request, replyFor(sent), compute);
    version = 2;
    gate = new Promise((resolve) => (release = () => resolve()));
    await new Promise((resolve) => setTimeout(resolve, 15));
    // Out of time: the old answer goes without waiting for the new one (still held at the gate), which
    // is begun once for both requests.
    await Promise.all([cache.send(request, replyFor(sent), compute), cache.send(request, replyFor(sent), compute)]);
    expect(sent).toEqual(['{"version":1}', '{"version":1}', '{"version":1}']);
    expect(computations).toBe(2);
    release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await cache.send(request, replyFor(sent), compute);
    expect(sent.at(-1)).toBe('{"version":2}');
  });

  it('are not shared with a request that comes after a change', async () => {
    const feed = new LocalChangeFeed();
    const cache = new ResponseCache(feed);
    const sent: string[] = [];
    let price = 179;
    const compute = async () => {
      const seen = price;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { price: seen };
    };
    const before = cache.send(request, replyFor(sent), compute);
    price = 189;
    await feed.publish({ kind: 'catalog' });
    const after = cache.send(request, replyFor(sent), compute);
    await Promise.all([before, after]);
    expect(sent).toEqual(['{"price":179}', '{"price":189}']);
    // The answer begun before the change was not kept either.
    const later: string[] = [];
    await cache.send(request, replyFor(later), compute);
    expect(later).toEqual(['{"price":189}']);
  });
});
