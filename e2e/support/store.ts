import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BUILT_SERVER, REPOSITORY_ROOT, startStoreProcess } from '../../apps/api/src/test/store-process.js';

export interface RunningStore {
  url: string;
  output: () => string;
  stop(): Promise<void>;
}

/**
 * The variables that change what a first start writes into an empty database (the demo catalog, the keys
 * of her phone and door); every other one the store reads at each start, whatever its database.
 */
const FIRST_START_VARIABLES = ['DEMO_CATALOG', 'NODE_ENV', 'OFFER_KEY_SECRET'];

/**
 * A data directory as the built store leaves it after its first start and a clean stop (migrated, the demo
 * catalog in it), made once per build and per values of FIRST_START_VARIABLES, then copied for each suite,
 * as the API tests copy a template database: migrating and seeding an empty PGlite took about half of each
 * suite's start. The store still starts on the copy as on any restart: it migrates (nothing left to do),
 * syncs the owners of ADMIN_PHONES and reads the rest of its settings.
 */
async function templateDataDir(env: Record<string, string>): Promise<string> {
  const built = statSync(path.join(REPOSITORY_ROOT, BUILT_SERVER)).mtimeMs;
  const shaping = FIRST_START_VARIABLES.map((name) => `${name}=${env[name] ?? ''}`).join('\n');
  const repository = createHash('sha256').update(REPOSITORY_ROOT).digest('hex').slice(0, 12);
  const prefix = `padstore-e2e-template-${repository}-`;
  const stamp = createHash('sha256').update(`${built}\n${shaping}`).digest('hex').slice(0, 12);
  const template = path.join(os.tmpdir(), `${prefix}${stamp}`);
  if (existsSync(template)) return template;
  // Templates of this repository's earlier builds are of no more use.
  for (const entry of readdirSync(os.tmpdir()))
    if (entry.startsWith(prefix) && !entry.includes('-making-') && statSync(path.join(os.tmpdir(), entry)).mtimeMs < built)
      rmSync(path.join(os.tmpdir(), entry), { recursive: true, force: true });
  const making = mkdtempSync(`${template}-making-`);
  const shapingEnv = Object.fromEntries(FIRST_START_VARIABLES.filter((name) => env[name] !== undefined).map((name) => [name, env[name]!]));
  try {
    // Migrating and seeding is the slow part of a first start: on a loaded machine it took over a minute.
    const store = await startStoreProcess({ DATA_DIR: making, ...shapingEnv }, { script: BUILT_SERVER, startWithinMs: 180_000 });
    await store.stop();
  } catch (error) {
    rmSync(making, { recursive: true, force: true });
    throw error;
  }
  try {
    renameSync(making, template);
  } catch (error) {
    // Another run made the same template meanwhile: theirs is as good.
    rmSync(making, { recursive: true, force: true });
    if (!existsSync(template)) throw error;
  }
  return template;
}

/** Starts the built store on a fresh copy of a migrated, seeded database of its own and waits until it answers. */
export async function startStore(env: Record<string, string> = {}): Promise<RunningStore> {
  for (const built of ['apps/web/dist/index.html', BUILT_SERVER])
    if (!existsSync(path.join(REPOSITORY_ROOT, built))) throw new Error('Build the store first: npm run build');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'padstore-e2e-'));
  cpSync(await templateDataDir(env), dataDir, { recursive: true });
  // On a machine shared by several runs, E2E_STORE_PORT keeps the store on a port of one's own; a free one otherwise.
  const port = process.env.E2E_STORE_PORT ? Number(process.env.E2E_STORE_PORT) : undefined;
  // A machine loaded by other runs can take longer than the minute a fresh database needs at most when quiet.
  const startWithinMs = process.env.E2E_STORE_START_SECONDS ? Number(process.env.E2E_STORE_START_SECONDS) * 1000 : undefined;
  const store = await startStoreProcess({ DATA_DIR: dataDir, ...env }, { script: BUILT_SERVER, port, startWithinMs });
  return {
    url: store.url,
    output: store.output,
    async stop() {
      await store.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
