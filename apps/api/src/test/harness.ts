import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import * as schema from '../db/schema.js';
import { loadConfig, type Config } from '../config.js';
import { migrateDatabase, openDatabase, type DatabaseHandle } from '../db/client.js';
import { buildApp, type AppOptions } from '../app.js';
import { connectChangeFeed } from '../lib/change-feed.js';
import { ConsoleSmsProvider } from '../modules/sms/console-sms-provider.js';
import type { SmsProvider } from '../modules/sms/sms-provider.js';
import type { RateLimiter } from '../lib/rate-limiter.js';
import { RELAXED_LIMITS, TEST_OFFER_KEY_SECRET } from './relaxed-limits.js';
import { PGLITE_TEMPLATE_FILE, POSTGRES_TEMPLATE_DB, withDatabase } from './template.js';
import { afterAll, beforeAll } from 'vitest';

export interface TestStore {
  app: FastifyInstance;
  database: DatabaseHandle;
  sms: ConsoleSmsProvider;
  config: Config;
  /** The PostgreSQL database's address (with TEST_DATABASE_URL); none for the embedded one. */
  url?: string;
  close(): Promise<void>;
}

export interface TestStoreOptions {
  env?: Record<string, string>;
  sms?: SmsProvider;
  limiter?: RateLimiter;
  /** A built web app to serve (a folder with index.html); the repository's build by default. */
  webDist?: string;
  /** Pino logger options, for tests that read the logs; silent otherwise. */
  logger?: object;
  /** A migrated database with nothing in it (no demo catalog), as a new shop's first start finds it. */
  empty?: boolean;
  /** The outbox's senders by channel (the tests' stand-ins for push and WhatsApp). */
  outboxSenders?: AppOptions['outboxSenders'];
}

/**
 * A fresh test database for one file's tests, opened before them and closed and dropped after them: call
 * at the file's top; the answer reads the database once it is open.
 */
export function databaseForThisFile(): () => DatabaseHandle {
  let opened: Awaited<ReturnType<typeof openTestDatabase>> | undefined;
  beforeAll(async () => {
    opened = await openTestDatabase();
  });
  afterAll(async () => {
    await opened?.database.close();
    await opened?.drop();
  });
  return () => opened!.database;
}

/**
 * A fresh copy of the migrated, seeded template: PGlite by default, PostgreSQL with TEST_DATABASE_URL.
 * With `empty`, a newly migrated database instead, without the demo catalog.
 */
export async function openTestDatabase(empty = false): Promise<{ database: DatabaseHandle; url?: string; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase(empty ? {} : { loadDataDir: new Blob([readFileSync(PGLITE_TEMPLATE_FILE)]) });
    if (empty) await migrateDatabase(database);
    return { database, drop: async () => undefined };
  }
  const name = `padstore_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(empty ? `create database ${name}` : `create database ${name} template ${POSTGRES_TEMPLATE_DB}`);
  await admin.end();
  const url = withDatabase(serverUrl, name);
  const database = await openDatabase({ databaseUrl: url, poolSize: 20 });
  if (empty) await migrateDatabase(database);
  return {
    database,
    url,
    async drop() {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/** The whole store on a database of its own, for one test file. */
export async function createTestStore(options: TestStoreOptions = {}): Promise<TestStore> {
  const { database, url, drop } = await openTestDatabase(options.empty);
  const config = loadConfig({
    DATA_DIR: path.join(os.tmpdir(), 'padstore-test'),
    OFFER_KEY_SECRET: TEST_OFFER_KEY_SECRET,
    ...RELAXED_LIMITS,
    // The tests run the outbox's worker themselves, when they mean to.
    OUTBOX_EVERY_MS: '0',
    ...options.env,
  });
  // A console provider given by the test (one that can be made to fail) is the one whose codes it reads.
  const sms = options.sms instanceof ConsoleSmsProvider ? options.sms : new ConsoleSmsProvider(() => undefined);
  // On PostgreSQL the store announces its writes as it does in production, through LISTEN and NOTIFY.
  const changes = url ? await connectChangeFeed(url, database) : undefined;
  const app = await buildApp({
    config,
    database,
    changes,
    webDist: options.webDist,
    sms: options.sms ?? sms,
    limiter: options.limiter,
    logger: options.logger ?? false,
    outboxSenders: options.outboxSenders,
  });
  await app.ready();
  return {
    app,
    database,
    sms,
    config,
    url,
    async close() {
      await app.close();
      await changes?.close();
      await database.close();
      await drop();
    },
  };
}

let phoneCounter = 0;
/** A valid Indian mobile number no other test in this file has used. */
export function newPhone(): string {
  phoneCounter += 1;
  const tail = (process.pid % 10_000) * 10_000 + phoneCounter;
  return `9${String(tail).padStart(9, '0').slice(-9)}`;
}

export function registration(overrides: Record<string, unknown> = {}) {
  return {
    fullName: 'Asha Rao',
    gender: 'Female',
    phoneNumber: Number(newPhone()),
    address: 'MG Road, Bengaluru',
    pinCode: '560001',
    plotNumber: '12',
    street: 'Church Street',
    consent: true,
    ...overrides,
  };
}

/** Registers a customer and signs in with the code the console provider received. */
export async function createCustomer(store: TestStore, overrides: Record<string, unknown> = {}) {
  const body = registration(overrides);
  const registered = await store.app.inject({ method: 'POST', url: '/api/user/register', payload: body });
  if (registered.statusCode !== 201) throw new Error(`registration failed: ${registered.body}`);
  const phoneNumber = String(body.phoneNumber);
  const otp = store.sms.lastCode(phoneNumber);
  const verified = await store.app.inject({ method: 'POST', url: '/api/user/verify-otp', payload: { phoneNumber, otp } });
  if (verified.statusCode !== 200) throw new Error(`verification failed: ${verified.body}`);
  const token = verified.json().token as string;
  return { phoneNumber, token, headers: { authorization: `Bearer ${token}` } };
}

/** The id of a signed-in customer, from their token. */
export async function customerId(store: TestStore, headers: Record<string, string>): Promise<string> {
  const response = await store.app.inject({ url: '/api/user/getUser', headers });
  return response.json().user._id as string;
}

/** A product of the demo catalog by name. */
export async function demoProduct(store: TestStore, productName: string) {
  const [product] = await store.database.db.select().from(schema.products).where(eq(schema.products.productName, productName)).limit(1);
  if (!product) throw new Error(`no demo product ${productName}`);
  return product;
}

/**
 * Writes an order straight into the database, for tests of what depends on a customer having ordered
 * (reviews, "buy it with"). Placing orders through the API has tests of its own.
 */
export async function recordOrder(
  store: TestStore,
  userId: string,
  lines: { productId: string; quantity?: number }[],
  status: (typeof schema.orders.$inferInsert)['status'] = 'delivered',
) {
  const db = store.database.db;
  const [branch] = await db.select().from(schema.branches).limit(1);
  const now = new Date();
  const [order] = await db
    .insert(schema.orders)
    .values({
      orderNumber: `T${randomBytes(5).toString('hex').toUpperCase()}`,
      userId,
      branchId: branch!.id,
      deliveredToName: 'Test Customer',
      deliveredToPhone: '9876543210',
      address: 'MG Road, Bengaluru',
      plotNumber: '1',
      street: 'Church Street',
      pinCode: '560001',
      deliveryType: 'next_day',
      promisedFrom: now,
      promisedTo: now,
      status,
      subtotalPaise: 0,
      totalPaise: 0,
    })
    .returning();
  for (const line of lines) {
    const [product] = await db.select().from(schema.products).where(eq(schema.products.id, line.productId));
    await db.insert(schema.orderItems).values({
      orderId: order!.id,
      productId: line.productId,
      productName: product!.productName,
      size: product!.size,
      quantityInEachPack: product!.quantityInEachPack,
      unitPricePaise: product!.pricePaise,
      quantity: line.quantity ?? 1,
    });
  }
  // Written behind the API's back, so it is announced as the store announces an order.
  await announceCatalogChange(store);
  return order!;
}

/** Buys one product now through the API (cash on delivery, Bengaluru), answering the order's id and number. */
export async function buyProduct(
  store: TestStore,
  headers: Record<string, string>,
  productId: string,
  options: { quantity?: number; express?: boolean; name?: string; street?: string; address?: string } = {},
) {
  const response = await store.app.inject({
    method: 'POST',
    url: `/api/user/directBuy/${productId}`,
    headers,
    payload: {
      deliveryAddress: {
        name: options.name ?? 'Asha Rao',
        plotNumber: '12',
        street: options.street ?? 'Church Street',
        address: options.address ?? 'MG Road, Bengaluru',
        pinCode: '560001',
      },
      paymentMode: true,
      emergencyDelivery: options.express ?? false,
      quantity: options.quantity ?? 1,
    },
  });
  if (response.statusCode !== 201) throw new Error(`order failed: ${response.body}`);
  const order = response.json().order as { _id: string; orderNumber: string };
  return { id: order._id, orderNumber: order.orderNumber };
}

/** Moves an order through every step to delivered with the console's API, as an operator does. */
export async function deliverOrder(store: TestStore, adminHeaders: Record<string, string>, orderId: string) {
  for (const status of ['confirmed', 'packed', 'out_for_delivery', 'delivered']) {
    const current = await store.app.inject({ url: `/api/admin/orders/${orderId}`, headers: adminHeaders });
    const moved = await store.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${orderId}/status`,
      headers: adminHeaders,
      payload: { status, version: current.json().order.version },
    });
    if (moved.statusCode !== 200) throw new Error(`moving to ${status} failed: ${moved.body}`);
  }
}

/**
 * Announces a change a test wrote straight into the database (a product hidden, a brand renamed, a
 * branch closed), as the API announces its own writes: what the store keeps in memory is dropped.
 */
export async function announceCatalogChange(store: TestStore): Promise<void> {
  await store.app.changes.publish({ kind: 'catalog' });
}
