import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BUILT_SERVER, REPOSITORY_ROOT, startStoreProcess } from '../../apps/api/src/test/store-process.js';

export interface RunningStore {
  url: string;
  output: () => string;
  stop(): Promise<void>;
}

/** Starts the built store on a fresh embedded database of its own and waits until it answers. */
export async function startStore(env: Record<string, string> = {}): Promise<RunningStore> {
  for (const built of ['apps/web/dist/index.html', BUILT_SERVER])
    if (!existsSync(path.join(REPOSITORY_ROOT, built))) throw new Error('Build the store first: npm run build');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'padstore-e2e-'));
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
