import { randomBytes, randomInt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, indiaDay } from '@padstore/domain';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { migrateDatabase, openDatabase } from '../db/client.js';
import { seedDemoCatalog } from '../db/seed/seed.js';
import { ConsoleSmsProvider } from '../modules/sms/console-sms-provider.js';
import { npmRun, pictureBytes, treeDigest } from '../test/data-process.js';
import { buyProduct, createCustomer, deliverOrder, demoProduct, newPhone, type TestStore } from '../test/harness.js';
import { RELAXED_LIMITS, TEST_OFFER_KEY_SECRET } from '../test/relaxed-limits.js';
import { withDatabase } from '../test/template.js';
import { dataDirLayout } from './data-dir.js';
import { lockDataDir } from './lock.js';
import { moveToPostgres, MoveRefusedError } from './move-to-postgres.js';

// A shop on the embedded database, moved to PostgreSQL: every table, checked, and the moved shop answers
// as the embedded one did. PostgreSQL only (CI's PostgreSQL stage runs it with TEST_DATABASE_URL).
const serverUrl = process.env.TEST_DATABASE_URL!;
const root = mkdtempSync(path.join(os.tmpdir(), 'padstore-move-test-'));
const dataDir = path.join(root, 'shop');
const adminPhone = newPhone();
const databases: string[] = [];

/** A new database on the test server, dropped after the file. */
async function newDatabase(): Promise<string> {
  const name = `padstore_test_move_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  databases.push(name);
  return withDatabase(serverUrl, name);
}

async function query<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

/** The whole store with DATA_DIR `dir`, on its embedded database or on PostgreSQL, migrated as `npm start` does. */
async function openShop(dir: string, databaseUrl?: string): Promise<TestStore> {
  const database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir: dataDirLayout(dir).databaseDir });
  await migrateDatabase(database);
  if (!databaseUrl) await seedDemoCatalog(database.db);
  const config = loadConfig({ DATA_DIR: dir, OFFER_KEY_SECRET: TEST_OFFER_KEY_SECRET, ADMIN_PHONES: adminPhone, ...RELAXED_LIMITS });
  const sms = new ConsoleSmsProvider(() => undefined);
  const app = await buildApp({ config, database, sms, logger: false });
  await app.ready();
  return {
    app,
    database,
    sms,
    config,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** Her profile photo, sent as the profile form sends it. */
async function uploadPhoto(store: TestStore, headers: Record<string, string>): Promise<string> {
  const form = new FormData();
  for (const [key, value] of Object.entries({ fullName: 'Asha Rao', gender: 'Female', email: 'asha@example.com' })) form.append(key, value);
  form.append('image', new Blob([new Uint8Array(await pictureBytes())], { type: 'image/png' }), 'me.png');
  const request = new Response(form);
  const answer = await store.app.inject({
    method: 'PUT',
    url: '/api/user/updateUser',
    headers: { ...headers, 'content-type': request.headers.get('content-type')! },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().user.image as string;
}

const COUNTED = [
  'users',
  'sessions',
  'orders',
  'order_items',
  'order_events',
  'bills',
  'offers',
  'offer_redemptions',
  'repeats',
  'notifications',
];

/** The embedded shop's data: its database's files and its pictures, each with its digest. */
const embeddedData = () => ({
  database: treeDigest(dataDirLayout(dataDir).databaseDir),
  pictures: treeDigest(dataDirLayout(dataDir).uploadsDir),
});

let asha: Record<string, string>;
let admin: Record<string, string>;
let ashaOrders: string[];
let photo: string;
let sourceCounts: Record<string, number>;

beforeAll(async () => {
  // The embedded shop: customers, orders (one delivered, with its bill), an offer taken, a repeat, a picture.
  const shop = await openShop(dataDir);
  try {
    admin = (await createCustomer(shop, { phoneNumber: Number(adminPhone) })).headers;
    asha = (await createCustomer(shop)).headers;
    const meera = (await createCustomer(shop)).headers;
    photo = await uploadPhoto(shop, asha);
    const product = await demoProduct(shop, 'Whisper Ultra Clean');
    const first = await buyProduct(shop, asha, product.id);
    await deliverOrder(shop, admin, first.id);
    const offer = await shop.app.inject({
      method: 'POST',
      url: '/api/admin/offers',
      headers: admin,
      payload: { code: `MOVE${randomInt(1_000_000)}`, kind: 'flat', amount: 20 },
    });
    expect(offer.statusCode, offer.body).toBe(201);
    const withOffer = await shop.app.inject({
      method: 'POST',
      url: `/api/user/directBuy/${product.id}`,
      headers: asha,
      payload: {
        quantity: 1,
        paymentMode: true,
        couponCode: offer.json().offer.code,
        deliveryAddress: { name: 'Asha Rao', plotNumber: '4B', street: 'Church Street', address: 'MG Road', pinCode: '560001' },
      },
    });
    expect(withOffer.statusCode, withOffer.body).toBe(201);
    await buyProduct(shop, meera, product.id);
    const repeat = await shop.app.inject({
      method: 'POST',
      url: '/api/user/repeats',
      headers: asha,
      payload: { items: [{ productId: product.id, quantity: 2 }], everyDays: 28, firstDeliveryOn: addDays(indiaDay(new Date()), 10) },
    });
    expect(repeat.statusCode, repeat.body).toBe(201);
    ashaOrders = ((await shop.app.inject({ url: '/api/user/orders', headers: asha })).json().orders as { orderId: string }[])
      .map((order) => order.orderId)
      .sort();
    sourceCounts = {};
    for (const table of COUNTED) {
      const { rows } = (await shop.database.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`)) as unknown as {
        rows: { n: number }[];
      };
      sourceCounts[table] = rows[0]!.n;
    }
  } finally {
    await shop.close();
  }
}, 120_000);

afterAll(async () => {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  for (const name of databases) await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
  rmSync(root, { recursive: true, force: true });
});

describe('moving a shop from the embedded database to PostgreSQL', () => {
  it('holds a shop with customers, orders, bills, offers, repeats and a picture', () => {
    expect(ashaOrders).toHaveLength(2);
    for (const table of COUNTED) expect(sourceCounts[table], table).toBeGreaterThan(0);
    expect(photo).toMatch(/^\/uploads\/photos\//);
  });

  it('refuses a database that is not empty, with a clear message, and changes nothing there', async () => {
    const url = await newDatabase();
    await query(url, `create table their_things (id int); insert into their_things values (1), (2)`);
    const before = embeddedData();
    const ended = await npmRun('move-to-postgres', [url], { DATA_DIR: dataDir, DATABASE_URL: '' });
    expect(ended.code).toBe(1);
    expect(ended.output).toMatch(
      /is not empty: it holds 1 table\(s\) or other relation\(s\) \(public\.their_things\).*Nothing was changed\./,
    );
    expect(
      await query(url, `select count(*)::int as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`),
    ).toEqual([{ n: 1 }]);
    expect(await query(url, 'select count(*)::int as n from their_things')).toEqual([{ n: 2 }]);
    expect(embeddedData()).toEqual(before);
  }, 60_000);

  it('refuses while the shop runs on its DATA_DIR', async () => {
    const url = await newDatabase();
    const lock = lockDataDir(dataDir);
    try {
      await expect(moveToPostgres({ dataDir, databaseUrl: url })).rejects.toThrow(MoveRefusedError);
      await expect(moveToPostgres({ dataDir, databaseUrl: url })).rejects.toThrow(/The shop is running: .*Stop it, then move it/);
    } finally {
      lock.release();
    }
    expect(await query(url, `select count(*)::int as n from pg_tables where schemaname = 'public'`)).toEqual([{ n: 0 }]);
  });

  it('moves every table and picture, checked, leaves the embedded shop untouched, and the moved shop answers her orders', async () => {
    const url = await newDatabase();
    const newDataDir = path.join(root, 'on-postgres');
    const before = embeddedData();
    // Small batches, so that tables of several batches are copied as a year's would be.
    const report = await moveToPostgres({ dataDir, databaseUrl: url, newDataDir, batchRows: 2 });

    expect(embeddedData()).toEqual(before);
    expect(report.picturesCopied).toBe(true);
    expect(report.pictures).toBe(Object.keys(before.pictures).length);
    expect(treeDigest(dataDirLayout(newDataDir).uploadsDir)).toEqual(before.pictures);
    for (const table of COUNTED) {
      expect(report.tables.find((moved) => moved.table === table)?.rows, table).toBe(sourceCounts[table]);
      expect((await query<{ n: number }>(url, `select count(*)::int as n from ${table}`))[0]!.n, table).toBe(sourceCounts[table]);
    }
    const [migrations] = await query<{ n: number }>(url, 'select count(*)::int as n from drizzle.__drizzle_migrations');

    const moved = await openShop(newDataDir, url);
    try {
      // Its start found every migration done: none was run again.
      expect(await query(url, 'select count(*)::int as n from drizzle.__drizzle_migrations')).toEqual([migrations]);
      const mine = (await moved.app.inject({ url: '/api/user/orders', headers: asha })).json().orders as { orderId: string }[];
      expect(mine.map((order) => order.orderId).sort()).toEqual(ashaOrders);
      expect((await moved.app.inject({ url: '/api/user/getUser', headers: asha })).json().user.image).toBe(photo);
      const picture = await moved.app.inject({ url: photo });
      expect(picture.statusCode).toBe(200);
      expect(picture.rawPayload.length).toBeGreaterThan(0);
      // It goes on taking orders, its staff signed in as before, its ids and bill numbers following the embedded shop's.
      const product = await demoProduct(moved, 'Whisper Ultra Clean');
      const next = await buyProduct(moved, asha, product.id);
      await deliverOrder(moved, admin, next.id);
      const bills = await query<{ number: string }>(url, 'select number from bills order by number');
      expect(bills).toHaveLength(sourceCounts.bills! + 1);
      expect(new Set(bills.map((bill) => bill.number)).size).toBe(bills.length);
    } finally {
      await moved.close();
    }
  }, 120_000);

  it('refuses a second move into the database it has filled', async () => {
    const url = await newDatabase();
    await moveToPostgres({ dataDir, databaseUrl: url });
    await expect(moveToPostgres({ dataDir, databaseUrl: url })).rejects.toThrow(/is not empty/);
  }, 60_000);
});
