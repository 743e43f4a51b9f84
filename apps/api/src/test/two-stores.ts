import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../app.js';
import { loadConfig } from '../config.js';
import type { DatabaseHandle } from '../db/client.js';
import { connectChangeFeed, LocalChangeFeed, type ChangeFeed } from '../lib/change-feed.js';
import { ConsoleSmsProvider } from '../modules/sms/console-sms-provider.js';
import { openTestDatabase, type TestStore } from './harness.js';
import { RELAXED_LIMITS } from './relaxed-limits.js';

export interface TwoStores {
  one: TestStore;
  other: TestStore;
  database: DatabaseHandle;
  /** The PostgreSQL server's address (TEST_DATABASE_URL), none on PGlite. */
  url: string | undefined;
  /** Each instance's change feed, in order (one shared feed on PGlite). */
  feeds: ChangeFeed[];
  /** The instances; a test starting another adds it here, to be closed with the rest. */
  apps: FastifyInstance[];
  close(): Promise<void>;
}

/**
 * Two instances of the store on one fresh test database, as behind a load balancer. On PostgreSQL each
 * has its own LISTEN connection, as in production; on PGlite both share one process's feed.
 */
export async function openTwoStores(
  adminPhone: string,
  env: Record<string, string> = {},
  options: Pick<AppOptions, 'outboxSenders'> = {},
): Promise<TwoStores> {
  const { database, url, drop } = await openTestDatabase();
  const config = loadConfig({
    DATA_DIR: path.join(os.tmpdir(), 'padstore-test'),
    ADMIN_PHONES: adminPhone,
    ...RELAXED_LIMITS,
    // The tests run the outbox's worker themselves, when they mean to.
    OUTBOX_EVERY_MS: '0',
    ...env,
  });
  const sms = new ConsoleSmsProvider(() => undefined);
  const shared = new LocalChangeFeed();
  const feeds: ChangeFeed[] = [];
  const apps: FastifyInstance[] = [];
  const stores: TestStore[] = [];
  for (let index = 0; index < 2; index += 1) {
    const changes = url ? await connectChangeFeed(url, database) : shared;
    feeds.push(changes);
    const app = await buildApp({ config, database, changes, sms, logger: false, ...options });
    await app.ready();
    apps.push(app);
    stores.push({ app, database, sms, config, close: async () => undefined });
  }
  const [one, other] = stores as [TestStore, TestStore];
  return {
    one,
    other,
    database,
    url,
    feeds,
    apps,
    async close() {
      for (const app of apps) await app.close();
      for (const feed of new Set(feeds)) await feed.close();
      await database.close();
      await drop();
    },
  };
}
