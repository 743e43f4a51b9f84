import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { migrateDatabase, openDatabase } from '../db/client.js';
import { seedDemoCatalog } from '../db/seed/seed.js';
import { PGLITE_TEMPLATE_FILE, POSTGRES_TEMPLATE_DB, withDatabase } from './template.js';

/**
 * Migrates and seeds one template database before the test files run; each file then starts from a
 * copy of it. PGlite: a dump of the data directory. PostgreSQL (TEST_DATABASE_URL): a template database.
 */
export default async function setup() {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${POSTGRES_TEMPLATE_DB} with (force)`);
    await admin.query(`create database ${POSTGRES_TEMPLATE_DB}`);
    await admin.end();
    const database = await openDatabase({ databaseUrl: withDatabase(serverUrl, POSTGRES_TEMPLATE_DB), poolSize: 1 });
    await migrateDatabase(database);
    await seedDemoCatalog(database.db);
    await database.close();
    return;
  }
  const database = await openDatabase({});
  await migrateDatabase(database);
  await seedDemoCatalog(database.db);
  const client = (database.db as unknown as { $client: { dumpDataDir(compression: 'gzip'): Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir('gzip');
  mkdirSync(path.dirname(PGLITE_TEMPLATE_FILE), { recursive: true });
  writeFileSync(PGLITE_TEMPLATE_FILE, Buffer.from(await dump.arrayBuffer()));
  await database.close();
}
