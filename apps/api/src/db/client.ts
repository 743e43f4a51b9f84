import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { MIGRATIONS_FOLDER } from '../paths.js';
import * as schema from './schema.js';

/** The store's database, whichever engine runs it: both speak PostgreSQL through Drizzle. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  engine: 'pglite' | 'postgres';
  /** Runs `work` while holding a lock that other instances starting up at once also take. */
  withStartupLock<T>(work: (db: Database) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

const STARTUP_LOCK_ID = 7_310_241;

export interface DatabaseOptions {
  /** A PostgreSQL server; when absent the embedded PGlite is used. */
  databaseUrl?: string;
  /** Where PGlite keeps its files; absent means in memory. */
  dataDir?: string;
  /** A PGlite data directory dump to start from (tests copy a migrated template this way). */
  loadDataDir?: Blob;
  poolSize?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  return openPglite(options.dataDir, options.loadDataDir);
}

async function openPglite(dataDir: string | undefined, loadDataDir: Blob | undefined): Promise<DatabaseHandle> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir, loadDataDir });
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    engine: 'pglite',
    // One process owns a PGlite directory, so there is nobody to lock against.
    withStartupLock: (work) => work(db),
    close: () => client.close(),
  };
}

async function openPostgres(databaseUrl: string, poolSize: number): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  // A connection dropped by the server must not take the process down; the pool replaces it.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  return {
    db,
    engine: 'postgres',
    async withStartupLock(work) {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_ID]);
        return await work(drizzlePg(client, { schema }) as unknown as Database);
      } finally {
        await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_ID]).catch(() => undefined);
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** Applies the migrations that have not run yet. */
export async function migrateDatabase(handle: DatabaseHandle, db: Database = handle.db): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (handle.engine === 'pglite') {
    await migratePglite(db as unknown as Parameters<typeof migratePglite>[0], config);
  } else {
    await migratePg(db as unknown as Parameters<typeof migratePg>[0], config);
  }
}

/** A transaction on the store's database, as `db.transaction` hands it to its work. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
