/**
 * Scale: the store's memory after 10 000 requests against its memory after 1 000 (target: at most 1.5
 * times), and the time from start to the first answer on an existing data directory (target: under 3 s).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { BUILT_SERVER, call, fmt, startStoreProcess, saveResult, verdict } from './support.js';

async function requests(url: string, amount: number, paths: string[]): Promise<void> {
  let next = 0;
  await autocannon({
    url,
    connections: 20,
    amount,
    requests: [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length]! }) }],
  });
}

export async function benchScale(): Promise<string[]> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'padstore-scale-'));
  try {
    // The first start creates and seeds the data directory; the second is the one measured.
    const first = await startStoreProcess({ DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'error' }, { script: BUILT_SERVER });
    await first.stop();
    const store = await startStoreProcess({ DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'error' }, { script: BUILT_SERVER });
    try {
      const products = (await call(`${store.url}/api/user/Product/getAllProducts?limit=50`, 'GET')).body.products as { _id: string }[];
      // Different addresses each time, so that the catalog kept in memory grows as it would in use.
      const paths = [
        ...products.map((product) => `/api/user/Product/getProductById/${product._id}`),
        ...Array.from({ length: 40 }, (_, page) => `/api/user/Product/getAllProducts?page=${page + 1}&limit=4`),
        '/api/user/brand/getAllBrands',
        '/api/user/banner/getAllBanners',
        '/api/health',
        '/',
        '/all-products',
      ];
      await requests(store.url, 1000, paths);
      const after1k = store.rssMiB();
      await requests(store.url, 9000, paths);
      const after10k = store.rssMiB();
      const ratio = after10k / after1k;
      return [
        'Scale (PGlite)',
        `  start-up to first answer on an existing data directory  ${fmt(store.startedIn)} ms  (target < 3000 ms)  ${verdict(store.startedIn < 3000)}`,
        `  memory after 1 000 requests   ${fmt(after1k, 1)} MiB`,
        `  memory after 10 000 requests  ${fmt(after10k, 1)} MiB  ratio ${fmt(ratio, 2)}  (target <= 1.50)  ${verdict(ratio <= 1.5)}`,
      ];
    } finally {
      await store.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const lines = await benchScale();
  console.log(lines.join('\n'));
  console.log(`\nwritten to ${saveResult(`scale-${process.argv[2] ?? process.env.BENCH_LABEL ?? 'latest'}`, lines)}`);
}
