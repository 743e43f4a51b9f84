import os from 'node:os';
import path from 'node:path';
import type { OpenAPIV3 } from 'openapi-types';
import { loadConfig } from '../config.js';
import { migrateDatabase, openDatabase } from '../db/client.js';
import { buildApp } from '../app.js';

/** The OpenAPI document exactly as a running store serves it at /api/docs/json (on an empty in-memory store). */
export async function servedDocument(): Promise<OpenAPIV3.Document> {
  const database = await openDatabase({});
  await migrateDatabase(database);
  const config = loadConfig({ DATA_DIR: path.join(os.tmpdir(), 'padstore-contract') });
  const app = await buildApp({ config, database, logger: false });
  try {
    await app.ready();
    const answer = await app.inject({ method: 'GET', url: '/api/docs/json' });
    if (answer.statusCode !== 200) throw new Error(`/api/docs/json answered ${answer.statusCode}`);
    return answer.json() as OpenAPIV3.Document;
  } finally {
    await app.close();
    await database.close();
  }
}
