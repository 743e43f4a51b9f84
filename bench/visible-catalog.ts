/**
 * What keeping the visible catalog in memory costs (decision record 027): reading it whole (at the first
 * listing and after a catalog change), reading only its stock (after an order or a cancel), and the check
 * after 2 s without an announcement (a digest of the tables), on the demo catalog and on 5,000 products,
 * on both engines. The median of 7 reads after one to warm up; the store's process does the same work.
 * Run: `npx tsx visible-catalog.ts` (after `npm run build`, whose store migrates and seeds the database).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { openDatabase } from '../apps/api/src/db/client.js';
import { LocalChangeFeed } from '../apps/api/src/lib/change-feed.js';
import { readFingerprint, VisibleCatalog } from '../apps/api/src/modules/catalog/visible-catalog.js';
import { dataDirLayout } from '../apps/api/src/storage/data-dir.js';
import { growCatalog } from './search.js';
import { BUILT_SERVER, fmt, freshPostgres, saveResult, startStoreProcess } from './support.js';

const READS = 7;

async function median(work: () => Promise<unknown>): Promise<number> {
  await work();
  const times: number[] = [];
  for (let read = 0; read < READS; read++) {
    const began = performance.now();
    await work();
    times.push(performance.now() - began);
  }
  return times.sort((a, b) => a - b)[Math.floor(READS / 2)]!;
}

export async function benchVisibleCatalog(): Promise<string[]> {
  const report = [`Keeping the visible catalog in memory: median of ${READS} reads, milliseconds`];
  for (const engine of ['PostgreSQL', 'PGlite'] as const) {
    for (const catalog of ['demo', '5000'] as const) {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'padstore-bench-'));
      const postgres = engine === 'PostgreSQL' ? await freshPostgres() : undefined;
      try {
        await (
          await startStoreProcess({ LOG_LEVEL: 'error', DATA_DIR: dataDir, DATABASE_URL: postgres?.url ?? '' }, { script: BUILT_SERVER })
        ).stop();
        if (catalog === '5000') await growCatalog({ url: postgres?.url, dataDir }, 5000);
        const handle = await openDatabase(postgres ? { databaseUrl: postgres.url } : { dataDir: dataDirLayout(dataDir).databaseDir });
        try {
          const feed = new LocalChangeFeed();
          const kept = new VisibleCatalog(handle.db, feed, 2000);
          await kept.shelf();
          const whole = await median(() => new VisibleCatalog(handle.db, new LocalChangeFeed(), 2000).shelf());
          const stock = await median(async () => {
            await feed.publish({ kind: 'stock' });
            await kept.shelf();
          });
          const check = await median(() => readFingerprint(handle.db));
          const products = (await kept.shelf()).products.length;
          report.push(
            `  ${`${engine}, ${products} products:`.padEnd(30)} whole ${fmt(whole, 1).padStart(6)}   stock only ${fmt(stock, 1).padStart(6)}   check ${fmt(check, 1).padStart(5)}`,
          );
          console.log(report.at(-1));
        } finally {
          await handle.close();
        }
      } finally {
        await postgres?.drop();
        rmSync(dataDir, { recursive: true, force: true });
      }
    }
  }
  return report;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const lines = await benchVisibleCatalog();
  console.log(`\nwritten to ${saveResult(`visible-catalog-${(process.env.BENCH_LABEL ?? 'latest').replace(/[^\w.-]/g, '-')}`, lines)}`);
}
