import path from 'node:path';
import { fileURLToPath } from 'node:url';

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
