import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

/** Where the migrated and seeded PGlite template lives between the global setup and the test files. */
export const PGLITE_TEMPLATE_FILE = path.join(fileURLToPath(new URL('../../.test-data/', import.meta.url)), 'template.tar.gz');

/**
 * The migrated template on the PostgreSQL server, named after the test database so that two checkouts
 * testing against the same server at once (`.../test` and `.../test_other`) never drop each other's.
 */
export const POSTGRES_TEMPLATE_DB = `padstore_template_${
  (process.env.TEST_DATABASE_URL ? new URL(process.env.TEST_DATABASE_URL).pathname.slice(1) : 'test').replace(/[^a-z0-9_]/gi, '_') || 'test'
}`;

/** The same server as `url`, another database on it. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** A new, empty database of its own on the PostgreSQL server of `serverUrl` (named `prefix` and a random tail), and how to drop it. */
export async function emptyPostgresDatabase(serverUrl: string, prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const run = async (statement: string) => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  await run(`create database ${name}`);
  return { url: withDatabase(serverUrl, name), drop: () => run(`drop database if exists ${name} with (force)`) };
}
