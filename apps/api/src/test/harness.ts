import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { loadConfig, type Config } from '../config.js';
import { openDatabase, type DatabaseHandle } from '../db/client.js';
import { buildApp } from '../app.js';
import { ConsoleSmsProvider, type SmsProvider } from '../modules/auth/sms.js';
import type { RateLimiter } from '../lib/rate-limiter.js';
import { PGLITE_TEMPLATE_FILE, POSTGRES_TEMPLATE_DB, withDatabase } from './template.js';

export interface TestStore {
  app: FastifyInstance;
  database: DatabaseHandle;
  sms: ConsoleSmsProvider;
  config: Config;
  close(): Promise<void>;
}

export interface TestStoreOptions {
  env?: Record<string, string>;
  sms?: SmsProvider;
  limiter?: RateLimiter;
}

/** A fresh copy of the migrated, seeded template: PGlite by default, PostgreSQL with TEST_DATABASE_URL. */
export async function openTestDatabase(): Promise<{ database: DatabaseHandle; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const dump = new Blob([readFileSync(PGLITE_TEMPLATE_FILE)]);
    const database = await openDatabase({ loadDataDir: dump });
    return { database, drop: async () => undefined };
  }
  const name = `padstore_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${POSTGRES_TEMPLATE_DB}`);
  await admin.end();
  const database = await openDatabase({ databaseUrl: withDatabase(serverUrl, name), poolSize: 20 });
  return {
    database,
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
  const { database, drop } = await openTestDatabase();
  const config = loadConfig({ DATA_DIR: path.join(os.tmpdir(), 'padstore-test'), ...options.env });
  const sms = new ConsoleSmsProvider(() => undefined);
  const app = await buildApp({ config, database, sms: options.sms ?? sms, limiter: options.limiter, logger: false });
  await app.ready();
  return {
    app,
    database,
    sms,
    config,
    async close() {
      await app.close();
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
