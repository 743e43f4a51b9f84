import { mkdirSync } from 'node:fs';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
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
  /**
   * The embedded database only: a consistent copy of its data directory (a gzipped tar), taken while it
   * serves. PGlite reads every file in one synchronous pass, so no statement runs in the middle of it,
   * and the copy opens as the database would after a crash at that instant: every committed transaction
   * is in it (recovered from the write-ahead log it includes), none that was still open.
   */
  snapshot?(): Promise<Buffer>;
  /**
   * PostgreSQL only: the connections of this instance's pool, those lent to a request and the requests
   * waiting for one. The embedded database has no pool: its one connection lives in the process.
   */
  pool?(): DatabasePool;
  close(): Promise<void>;
}

export interface DatabasePool {
  size: number;
  open: number;
  inUse: number;
  waiting: number;
}

/** The contrib extensions the embedded database loads: search's trigrams and accent folding (decision record 021). */
export const PGLITE_EXTENSIONS = { pg_trgm, unaccent };
/**
 * How close a word she typed must be to a word of a product for search to find it ('wisper' is 0.57 of
 * 'whisper', 'nigt' 0.6 of 'nights'); pg_trgm's default, 0.6, misses the first. Set on every connection
 * so that the `<%` operator, which the trigram indexes serve, uses it.
 */
export const SEARCH_WORD_SIMILARITY = 0.5;

const STARTUP_LOCK_ID = 7_310_241;
/**
 * How long a request waits for a connection to PostgreSQL (a new one, or a free one of the pool). A server
 * that is down refuses at once; this bounds the wait behind a burst of requests on a busy machine.
 */
const CONNECT_TIMEOUT_MS = 10_000;
const gzipAsync = promisify(gzip);

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
  const client = await PGlite.create({ dataDir, loadDataDir, extensions: PGLITE_EXTENSIONS });
  await client.exec(`set pg_trgm.word_similarity_threshold = ${SEARCH_WORD_SIMILARITY}`);
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    engine: 'pglite',
    // One process owns a PGlite directory (the store holds DATA_DIR's lock), so nobody else migrates it.
    withStartupLock: (work) => work(db),
    async snapshot() {
      // A checkpoint first, so that the copy has little write-ahead log to replay when it is opened.
      await client.exec('checkpoint');
      const tar = Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
      // Compressed off the main thread (PGlite's own gzip runs in small steps between the requests), and
      // at the fastest level: the files are mostly empty pages and zeroed log, which it packs as well.
      return gzipAsync(tar, { level: 1 });
    },
    close: () => client.close(),
  };
}

async function openPostgres(databaseUrl: string, poolSize: number): Promise<DatabaseHandle> {
  // A server that does not answer (stopped, unreachable) fails a request within seconds instead of
  // holding it: the error is answered 503 and the pool connects again once the server is back.
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: poolSize,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
    options: `-c pg_trgm.word_similarity_threshold=${SEARCH_WORD_SIMILARITY}`,
  });
  // A connection dropped by the server must not take the process down; the pool replaces it. The pool
  // listens for errors of the connections it holds idle; a connection lent out (a transaction between
  // two statements) needs its own listener, and its next statement fails and is answered 503.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
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
    pool: () => ({ size: poolSize, open: pool.totalCount, inUse: pool.totalCount - pool.idleCount, waiting: pool.waitingCount }),
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
