import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the migrated and seeded PGlite template lives between the global setup and the test files. */
export const PGLITE_TEMPLATE_FILE = path.join(fileURLToPath(new URL('../../.test-data/', import.meta.url)), 'template.tar.gz');

export const POSTGRES_TEMPLATE_DB = 'padstore_test_template';

/** The same server as `url`, another database on it. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
