/**
 * Her messages survive the store: killed (SIGKILL, no goodbye) between an order's commit and the
 * outbox's send, the store loses no message; a new store on the same data sends it, and the local
 * WhatsApp provider receives it exactly once. On PGlite's data directory and on PostgreSQL; on
 * PostgreSQL also two stores on one database, both running the worker, send each message once.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client.js';
import { outboxMessages } from '../db/schema.js';
import { FAKE_WHATSAPP_MSG91, fakeMsg91Whatsapp } from './fake-whatsapp-gateways.js';
import type { FakeGateway } from './fake-sms-gateways.js';
import { callStore, freePort, signInOverHttp, startStoreProcess, stockBengaluru, type StoreProcess } from './store-process.js';
import { emptyPostgresDatabase } from './template.js';

const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const ADMIN_PHONE = '9500000001';
/** The worker held off: the store is killed long before its first look at the outbox. */
const HELD_OFF_MS = '600000';
/** The worker of the store started again: it looks every fifth of a second. */
const SOON_MS = '200';

const cleanups: (() => unknown)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Shop {
  /** The environment of every store on this data (database, files, the WhatsApp provider). */
  env: Record<string, string>;
  openData: () => Promise<DatabaseHandle>;
}

async function pgliteShop(): Promise<Shop> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'padstore-outbox-kill-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  // The store keeps its database in DATA_DIR/db.
  return { env: { DATA_DIR: dataDir, DATABASE_URL: '' }, openData: () => openDatabase({ dataDir: path.join(dataDir, 'db') }) };
}

async function postgresShop(): Promise<Shop> {
  const { url: databaseUrl, drop } = await emptyPostgresDatabase(POSTGRES_URL, 'padstore_outbox_kill');
  cleanups.push(drop);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'padstore-outbox-kill-files-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  return { env: { DATABASE_URL: databaseUrl, DATA_DIR: dataDir }, openData: () => openDatabase({ databaseUrl }) };
}

async function startStore(shop: Shop, provider: FakeGateway, outboxEveryMs: string, port?: number): Promise<StoreProcess> {
  const store = await startStoreProcess(
    {
      ...shop.env,
      ADMIN_PHONES: ADMIN_PHONE,
      OTP_SENDS_PER_IP_PER_10_MIN: '1000',
      WHATSAPP_PROVIDER: 'msg91',
      WHATSAPP_MSG91_URL: provider.url,
      ...FAKE_WHATSAPP_MSG91,
      OUTBOX_EVERY_MS: outboxEveryMs,
    },
    // A new PGlite data directory is migrated and seeded at its first start: on a busy machine, minutes.
    { port, startWithinMs: 180_000 },
  );
  cleanups.push(() => store.stop('SIGKILL'));
  return store;
}

/** A customer who said yes to WhatsApp, and a product the Bengaluru branch holds plenty of. */
async function customerAndProduct(store: StoreProcess, phone: string): Promise<{ she: Record<string, string>; productId: string }> {
  const admin = await signInOverHttp(store, ADMIN_PHONE, 'Shop Owner');
  const products = (await callStore(`${store.url}/api/user/Product/getAllProducts?limit=50`, 'GET')).body.products as {
    _id: string;
    productName: string;
  }[];
  const productId = products.find((item) => item.productName === 'Whisper Ultra Clean')!._id;
  await stockBengaluru(store, admin, [productId], 1_000);
  const she = await signInOverHttp(store, phone, 'Asha Rao');
  const yes = await callStore(`${store.url}/api/user/notification-settings`, 'PUT', she, { whatsappConsent: true });
  expect(yes.status).toBe(200);
  return { she, productId };
}

async function placeOrder(store: StoreProcess, she: Record<string, string>, productId: string): Promise<{ id: string; number: string }> {
  const placed = await callStore(`${store.url}/api/user/directBuy/${productId}`, 'POST', she, {
    deliveryAddress: { name: 'Asha Rao', plotNumber: '1', street: 'Church Street', address: 'MG Road, Bengaluru', pinCode: '560001' },
    paymentMode: true,
    emergencyDelivery: 'false',
    quantity: 1,
  });
  expect(placed.status).toBe(201);
  const order = placed.body.order as { _id: string; orderNumber?: string };
  const details = await callStore(`${store.url}/api/user/viewOrder/${order._id}`, 'GET', she);
  return { id: order._id, number: (details.body.order as { orderNumber: string }).orderNumber };
}

/** The order numbers the provider was asked to tell her about, one entry per request it received. */
const toldOf = (provider: FakeGateway) =>
  provider.requests.map((request) => {
    const components = (
      JSON.parse(request.body) as {
        payload: { template: { name: string; to_and_components: { components: Record<string, { value: string }> }[] } };
      }
    ).payload.template;
    return { template: components.name, orderNumber: components.to_and_components[0]!.components.body_1!.value };
  });

async function until(condition: () => boolean, withinMs: number, what: string): Promise<void> {
  const end = Date.now() + withinMs;
  while (!condition()) {
    if (Date.now() > end) throw new Error(`not within ${withinMs} ms: ${what}`);
    await pause(50);
  }
}

async function killBetweenCommitAndSend(shop: Shop, phone: string): Promise<void> {
  const provider = await fakeMsg91Whatsapp();
  cleanups.push(() => provider.close());
  const port = await freePort();
  const began = Date.now();
  const step = (what: string) => console.log(`${Math.round((Date.now() - began) / 1000)} s: ${what}`);
  let store = await startStore(shop, provider, HELD_OFF_MS, port);
  step(`the store started in ${Math.round(store.startedIn / 1000)} s`);
  const { she, productId } = await customerAndProduct(store, phone);
  const order = await placeOrder(store, she, productId);
  // Committed and answered; the worker has not looked yet. No goodbye.
  await store.stop('SIGKILL');
  step(`order ${order.number} placed and the store killed`);
  expect(provider.requests).toEqual([]);

  store = await startStore(shop, provider, SOON_MS, port);
  step(`the store started again in ${Math.round(store.startedIn / 1000)} s`);
  await until(() => toldOf(provider).some((told) => told.orderNumber === order.number), 30_000, 'the new store sends her message');
  // Many more of the worker's looks: nothing is sent again.
  await pause(2_000);
  await store.stop('SIGTERM');
  expect(toldOf(provider)).toEqual([{ template: 'padstore_order_placed', orderNumber: order.number }]);

  const database = await shop.openData();
  try {
    const rows = await database.db.select().from(outboxMessages).where(eq(outboxMessages.orderId, order.id));
    const whatsapp = rows.filter((row) => row.channel === 'whatsapp');
    expect(whatsapp).toHaveLength(1);
    expect(whatsapp[0]).toMatchObject({ state: 'sent', attempts: 1, kind: 'order_placed' });
  } finally {
    await database.close();
  }
}

/** A fresh PGlite directory's first start (migrated and seeded) and a start after a kill take minutes on a busy machine. */
const SLOW_STARTS_MS = 480_000;

describe('the outbox when the store is killed between the commit and the send', () => {
  it(
    "loses no message on PGlite's data directory, and the new store sends it once",
    async () => {
      await killBetweenCommitAndSend(await pgliteShop(), '9510000001');
    },
    SLOW_STARTS_MS,
  );

  it(
    'loses no message on PostgreSQL, and the new store sends it once',
    async () => {
      await killBetweenCommitAndSend(await postgresShop(), '9510000002');
    },
    SLOW_STARTS_MS,
  );
});

describe('two stores on one PostgreSQL database, both running the worker', () => {
  it(
    'send each message exactly once',
    async () => {
      const shop = await postgresShop();
      const provider = await fakeMsg91Whatsapp();
      cleanups.push(() => provider.close());
      // Both look every tenth of a second while the orders come in on both: their looks overlap.
      const one = await startStore(shop, provider, '100');
      const otherFiles = mkdtempSync(path.join(os.tmpdir(), 'padstore-outbox-two-'));
      cleanups.push(() => rmSync(otherFiles, { recursive: true, force: true }));
      const other = await startStore({ ...shop, env: { ...shop.env, DATA_DIR: otherFiles } }, provider, '100');
      const { she, productId } = await customerAndProduct(one, '9510000003');
      const orders = [];
      for (let index = 0; index < 24; index++) orders.push(await placeOrder(index % 2 === 0 ? one : other, she, productId));
      await until(() => provider.requests.length >= orders.length, 60_000, 'every message sent');
      await pause(2_000);
      await Promise.all([one.stop('SIGTERM'), other.stop('SIGTERM')]);
      const numbers = toldOf(provider).map((told) => told.orderNumber);
      expect(numbers.sort()).toEqual(orders.map((order) => order.number).sort());
    },
    SLOW_STARTS_MS,
  );
});
