import os from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import type { DatabaseHandle } from '../db/client.js';
import * as schema from '../db/schema.js';
import { CHANGES_CHANNEL, type ChangeFeed } from '../lib/change-feed.js';
import { RESPONSE_CACHE_TTL_MS } from '../lib/response-cache.js';
import { createSession } from '../lib/sessions.js';
import { createCustomer, customerId, demoProduct, newPhone, type TestStore } from './harness.js';
import { openTwoStores, type TwoStores } from './two-stores.js';

/**
 * Two instances of the store on one database, as behind a load balancer: each keeps signed-in users,
 * catalog answers and carts in memory, and what one instance changes the other shows within
 * milliseconds. On PostgreSQL (TEST_DATABASE_URL) each has its own LISTEN connection, as in production;
 * on PGlite both share one process's feed. The waits below are far shorter than the time-to-live of
 * anything kept, so only the announcement can make them pass.
 */
const ANNOUNCED_WITHIN = { timeout: RESPONSE_CACHE_TTL_MS / 4, interval: 10 };
const adminPhone = newPhone();
let stores: TwoStores;
let database: DatabaseHandle;
let feeds: ChangeFeed[];
let apps: FastifyInstance[];
let one: TestStore;
let other: TestStore;

beforeAll(async () => {
  stores = await openTwoStores(adminPhone);
  ({ one, other, database, feeds, apps } = stores);
});
afterAll(() => stores.close());

const get = (store: TestStore, address: string, headers: Record<string, string> = {}) => store.app.inject({ url: address, headers });
const cartOf = async (store: TestStore, headers: Record<string, string>) =>
  (await get(store, '/api/user/getCarts', headers)).json().cart as { items: { quantity: number }[]; totalAmount: number };
/** A new session of the owner, who registered in an earlier test of this file. */
async function ownerSession() {
  const [ownerUser] = await database.db.select().from(schema.users).where(eq(schema.users.phoneNumber, adminPhone));
  return { headers: { authorization: `Bearer ${await createSession(database.db, ownerUser!.id)}` } };
}
const productPage = async (store: TestStore, id: string, headers: Record<string, string> = {}) =>
  (await get(store, `/api/user/Product/getProductById/${id}`, headers)).json().product;

describe('two instances on one database', () => {
  it('a logout on one instance ends the session on the other, which had it in memory', async () => {
    const customer = await createCustomer(one);
    expect((await get(other, '/api/user/getUser', customer.headers)).statusCode).toBe(200);
    expect((await one.app.inject({ method: 'POST', url: '/api/user/logout', headers: customer.headers })).statusCode).toBe(200);
    await vi.waitFor(async () => expect((await get(other, '/api/user/getUser', customer.headers)).statusCode).toBe(401), ANNOUNCED_WITHIN);
  });

  it('deleting the account on one instance ends the session the other had in memory', async () => {
    const customer = await createCustomer(one);
    expect((await get(other, '/api/user/getUser', customer.headers)).statusCode).toBe(200);
    expect((await one.app.inject({ method: 'POST', url: '/api/user/account/deletion-code', headers: customer.headers })).statusCode).toBe(
      200,
    );
    const deleted = await one.app.inject({
      method: 'DELETE',
      url: '/api/user/account',
      headers: customer.headers,
      payload: { otp: one.sms.lastCode(customer.phoneNumber) },
    });
    expect(deleted.statusCode).toBe(200);
    await vi.waitFor(async () => expect((await get(other, '/api/user/getUser', customer.headers)).statusCode).toBe(401), ANNOUNCED_WITHIN);
  });

  it('a new delivery pin code on one instance moves the catalog to the new branch on the other', async () => {
    const customer = await createCustomer(one, { pinCode: '560001' });
    const product = await demoProduct(one, 'Whisper Ultra Clean');
    const [mumbai] = await database.db
      .select({ id: schema.branches.id })
      .from(schema.branches)
      .where(eq(schema.branches.name, 'Mumbai Fort'));
    await database.db
      .update(schema.branchStock)
      .set({ quantity: 7 })
      .where(and(eq(schema.branchStock.branchId, mumbai!.id), eq(schema.branchStock.productId, product.id)));
    expect((await productPage(other, product.id, customer.headers)).branchProductQuantity).toBe(25);
    const moved = await one.app.inject({
      method: 'PUT',
      url: '/api/user/updateUser',
      headers: customer.headers,
      payload: { pinCode: '400001' },
    });
    expect(moved.statusCode).toBe(200);
    await vi.waitFor(
      async () => expect((await productPage(other, product.id, customer.headers)).branchProductQuantity).toBe(7),
      ANNOUNCED_WITHIN,
    );
  });

  it('packs added on one instance show in the cart and badge the other instance had in memory', async () => {
    const customer = await createCustomer(one);
    const product = await demoProduct(one, 'Stayfree Secure Dry');
    expect((await cartOf(other, customer.headers)).items).toEqual([]);
    expect((await get(other, '/api/user/getCartItemCount', customer.headers)).json().count).toBe(0);
    const added = await one.app.inject({
      method: 'POST',
      url: `/api/user/addtocart/${product.id}`,
      headers: customer.headers,
      payload: { quantity: 2 },
    });
    expect(added.statusCode).toBe(200);
    await vi.waitFor(async () => {
      expect((await cartOf(other, customer.headers)).items.map((item) => item.quantity)).toEqual([2]);
      expect((await get(other, '/api/user/getCartItemCount', customer.headers)).json().count).toBe(2);
    }, ANNOUNCED_WITHIN);
  });

  it("the operator's price change on one instance shows on the other's product page and carts", async () => {
    const admin = await createCustomer(one, { phoneNumber: Number(adminPhone) });
    const customer = await createCustomer(other);
    const product = await demoProduct(one, 'Sofy Antibacteria');
    await other.app.inject({
      method: 'POST',
      url: `/api/user/addtocart/${product.id}`,
      headers: customer.headers,
      payload: { quantity: 1 },
    });
    expect((await productPage(other, product.id)).price).toBe(product.pricePaise / 100);
    expect((await cartOf(other, customer.headers)).totalAmount).toBe(product.pricePaise / 100);
    const edited = await one.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${product.id}`,
      headers: admin.headers,
      payload: { price: product.pricePaise / 100 + 10, version: product.version },
    });
    expect(edited.statusCode).toBe(200);
    await vi.waitFor(async () => {
      expect((await productPage(other, product.id)).price).toBe(product.pricePaise / 100 + 10);
      expect((await cartOf(other, customer.headers)).totalAmount).toBe(product.pricePaise / 100 + 10);
    }, ANNOUNCED_WITHIN);
  });
  it('a word the owner teaches search on one instance finds products on the other, which read its words already', async () => {
    const admin = await ownerSession();
    const found = async (q: string) =>
      (await get(other, `/api/user/Product/getAllProducts?q=${encodeURIComponent(q)}&limit=50`)).json().total as number;
    // The other instance reads the synonym table and the word's spelling, and keeps them.
    expect(await found('gulabi pads')).toBe(0);
    const taught = await one.app.inject({
      method: 'POST',
      url: '/api/admin/search-synonyms',
      headers: admin.headers,
      payload: { term: 'gulabi', meaning: 'night' },
    });
    expect(taught.statusCode).toBe(201);
    // Another address than before, so that no kept answer could serve it: only the words read again can.
    await vi.waitFor(async () => expect(await found('gulabi')).toBeGreaterThan(0), ANNOUNCED_WITHIN);
  });
});

describe('staff on two instances', () => {
  it('a rider removed on one instance loses access on the other, which had the session in memory', async () => {
    const owner = await ownerSession();
    const [bengaluru] = await database.db
      .select({ id: schema.branches.id })
      .from(schema.branches)
      .where(eq(schema.branches.name, 'Bengaluru Central'));
    const riderPhone = newPhone();
    const added = await one.app.inject({
      method: 'POST',
      url: '/api/admin/staff',
      headers: owner.headers,
      payload: { phoneNumber: riderPhone, role: 'rider', branchIds: [bengaluru!.id] },
    });
    const rider = await createCustomer(other, { phoneNumber: Number(riderPhone) });
    expect((await get(other, '/api/admin/me', rider.headers)).json().role).toBe('rider');
    expect(
      (await one.app.inject({ method: 'DELETE', url: `/api/admin/staff/${added.json()._id}`, headers: owner.headers })).statusCode,
    ).toBe(200);
    await vi.waitFor(async () => expect((await get(other, '/api/admin/me', rider.headers)).statusCode).toBe(403), ANNOUNCED_WITHIN);
  });
});

describe('what is kept in memory', () => {
  it('serves a signed-in user and their cart from memory until a change about them is announced', async () => {
    const customer = await createCustomer(one);
    const product = await demoProduct(one, 'Whisper Choice Ultra');
    await one.app.inject({ method: 'POST', url: `/api/user/addtocart/${product.id}`, headers: customer.headers, payload: { quantity: 1 } });
    expect((await cartOf(one, customer.headers)).items.map((item) => item.quantity)).toEqual([1]);
    const userId = await customerId(one, customer.headers);
    // Written behind the store's back: not announced, so what is in memory still answers.
    await database.db.update(schema.cartItems).set({ quantity: 5 }).where(eq(schema.cartItems.userId, userId));
    await database.db.update(schema.sessions).set({ revokedAt: new Date() }).where(eq(schema.sessions.userId, userId));
    expect((await cartOf(one, customer.headers)).items.map((item) => item.quantity)).toEqual([1]);
    expect((await get(one, '/api/user/getUser', customer.headers)).statusCode).toBe(200);
    await feeds[0]!.publish({ kind: 'customer', userId });
    expect((await get(one, '/api/user/getUser', customer.headers)).statusCode).toBe(401);
  });
  it('searches with the words it read until a catalog change is announced', async () => {
    const found = async (q: string) =>
      (await get(one, `/api/user/Product/getAllProducts?q=${encodeURIComponent(q)}&limit=50`)).json().total as number;
    expect(await found('chandni')).toBe(0);
    // Written behind the store's back: not announced, so the synonym table in memory still answers.
    await database.db.insert(schema.searchSynonyms).values({ term: 'chandni', meaning: 'night' });
    expect(await found('chandni pads')).toBe(0);
    await feeds[0]!.publish({ kind: 'catalog' });
    expect(await found('chandni')).toBeGreaterThan(0);
  });
});

describe('a change that cannot be announced', () => {
  it('still answers the write that made it', async () => {
    const config = loadConfig({ DATA_DIR: path.join(os.tmpdir(), 'padstore-test') });
    const silent: ChangeFeed = {
      live: true,
      subscribe: () => undefined,
      publish: () => Promise.reject(new Error('the database is not listening')),
      close: async () => undefined,
    };
    const app = await buildApp({ config, database, changes: silent, sms: one.sms, logger: false });
    apps.push(app);
    const customer = await createCustomer({ ...one, app });
    const product = await demoProduct(one, 'Nua Comfort XL');
    const added = await app.inject({
      method: 'POST',
      url: `/api/user/addtocart/${product.id}`,
      headers: customer.headers,
      payload: { quantity: 1 },
    });
    expect(added.statusCode).toBe(200);
    expect(added.json().cart.items).toHaveLength(1);
  });
});

if (process.env.TEST_DATABASE_URL) {
  describe('the PostgreSQL change feed', () => {
    it('reads the database while its listening connection is lost, and is live again once it is back', async () => {
      const customer = await createCustomer(other);
      const product = await demoProduct(other, 'Nua Ultra Thin');
      await other.app.inject({
        method: 'POST',
        url: `/api/user/addtocart/${product.id}`,
        headers: customer.headers,
        payload: { quantity: 1 },
      });
      expect((await cartOf(other, customer.headers)).items.map((item) => item.quantity)).toEqual([1]);
      const feed = feeds[1]!;
      // The server drops the listening connections of both instances.
      await database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and query = ${`LISTEN ${CHANGES_CHANNEL}`} and pid <> pg_backend_pid()`,
      );
      await vi.waitFor(() => expect(feed.live).toBe(false), { timeout: 2000, interval: 5 });
      await database.db.update(schema.cartItems).set({ quantity: 3 }).where(eq(schema.cartItems.productId, product.id));
      expect((await cartOf(other, customer.headers)).items.map((item) => item.quantity)).toEqual([3]);
      await vi.waitFor(() => expect(feed.live).toBe(true), { timeout: 5000, interval: 20 });
      const edited = await one.app.inject({ method: 'PUT', url: `/api/user/increment/${product.id}`, headers: customer.headers });
      expect(edited.statusCode).toBe(200);
      await vi.waitFor(
        async () => expect((await cartOf(other, customer.headers)).items.map((item) => item.quantity)).toEqual([4]),
        ANNOUNCED_WITHIN,
      );
    });
  });
}
