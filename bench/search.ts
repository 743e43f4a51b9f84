/**
 * Search under load: suggest and the product list with `q`, 50 connections, on the demo catalog (PGlite and
 * PostgreSQL) and on a catalog of 5,000 products (PostgreSQL, the products written straight into it).
 * Target: p99 under 25 ms. Run on its own: `npm run bench:search` (builds first), or within `npm run bench`.
 *
 * Two figures for each address: a mix of what customers type (typos, sizes, synonyms, prefixes as she
 * types), which the store's 2-second answer cache serves in part as it would in the shop, and the same mix
 * made distinct on every request (trailing spaces, which search ignores), so that each one runs its queries.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { BUILT_SERVER, fmt, freshPostgres, load, saveResult, startStoreProcess, verdict, warmUp, type StoreProcess } from './support.js';

const CONNECTIONS = 50;
const WORDS = [
  'wisper',
  'stayfre',
  'nigt',
  'ultr',
  'xl',
  'extra large',
  'xxl',
  '30 pads',
  'raat',
  'रात',
  'heavy flow',
  'bada',
  'sofy body',
  'pads',
];
/** Every word as she types it, from 2 letters on. */
const TYPED = WORDS.flatMap((word) => Array.from({ length: word.length - 1 }, (_, index) => word.slice(0, index + 2)));

function paths(route: 'suggest' | 'search', distinct: boolean): () => string {
  let next = 0;
  return () => {
    const at = next++;
    const q = TYPED[at % TYPED.length]! + (distinct ? ' '.repeat(Math.floor(at / TYPED.length) % 60) : '');
    const query = encodeURIComponent(q);
    return route === 'suggest' ? `/api/user/Product/suggest?q=${query}` : `/api/user/Product/getAllProducts?q=${query}&page=1&limit=12`;
  };
}

async function measure(store: StoreProcess, name: string, route: 'suggest' | 'search', distinct: boolean): Promise<string> {
  const nextPath = paths(route, distinct);
  const options = {
    url: store.url,
    connections: CONNECTIONS,
    requests: [{ method: 'GET' as const, setupRequest: (request: object) => ({ ...request, path: nextPath() }) }],
  };
  await warmUp(options, 2);
  const result = await load(options);
  const ok = result.p99 < 25 && result.errors === 0 && result.non2xx === 0;
  return `    ${name.padEnd(34)} ${fmt(result.rps).padStart(7)} req/s  p99 ${fmt(result.p99).padStart(3)} ms  (target p99 < 25 ms)  ${verdict(ok)}${
    result.errors || result.non2xx ? `  errors ${result.errors}, non-2xx ${result.non2xx}` : ''
  }`;
}

async function measureAll(store: StoreProcess): Promise<string[]> {
  const lines: string[] = [];
  for (const route of ['suggest', 'search'] as const) {
    lines.push(await measure(store, `${route}, as typed`, route, false));
    lines.push(await measure(store, `${route}, every request distinct`, route, true));
  }
  return lines;
}

/** Products written straight into PostgreSQL until the catalog holds `total` (the trigger keeps their search text). */
async function growCatalog(url: string, total: number): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      `insert into products (product_name, brand_id, size, price_paise, quantity_in_each_pack, images, about_this_item)
       select b.brand_name || ' ' || (array['Comfort','Ultra','Secure','Soft','Active','Classic','Dry','Fresh'])[1 + i % 8]
              || ' ' || (array['Wings','Nights','Cotton','Thin','Plus','Max','Care','Day'])[1 + (i / 8) % 8] || ' ' || i,
              b.id, s.name, 4900 + (i % 800) * 100, 6 + i % 40, p.images,
              array[(6 + i % 40) || ' ' || lower(s.name) || ' pads in a discreet pack', 'Soft, breathable top sheet']
       from generate_series(1, $1::int) as i
       cross join lateral (select id, brand_name from brands order by brand_name offset i % 4 limit 1) b
       cross join lateral (select name from sizes order by position offset i % 4 limit 1) s
       cross join lateral (select images from products limit 1) p`,
      [total - 16],
    );
    await client.query('analyze products');
  } finally {
    await client.end();
  }
}

export async function benchSearch(): Promise<string[]> {
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const report = [`Search under load (autocannon, ${CONNECTIONS} connections, ${seconds} s each after 2 s of warm-up)`];
  for (const [engine, catalog] of [
    ['PostgreSQL', 'demo'],
    ['PostgreSQL', '5000'],
    ['PGlite', 'demo'],
  ] as const) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'padstore-bench-'));
    const postgres = engine === 'PostgreSQL' ? await freshPostgres() : undefined;
    let store = await startStoreProcess(
      { LOG_LEVEL: 'error', DATA_DIR: dataDir, DATABASE_URL: postgres?.url ?? '' },
      { script: BUILT_SERVER },
    );
    try {
      if (catalog === '5000' && postgres) {
        await store.stop();
        await growCatalog(postgres.url, 5000);
        store = await startStoreProcess({ LOG_LEVEL: 'error', DATA_DIR: dataDir, DATABASE_URL: postgres.url }, { script: BUILT_SERVER });
      }
      const lines = [`  on ${engine}, ${catalog === 'demo' ? 'the demo catalog (16 products)' : 'a catalog of 5,000 products'}:`];
      lines.push(...(await measureAll(store)));
      // Printed as each part ends too, so that a long run shows its progress.
      console.log(lines.join('\n'));
      report.push(...lines);
    } finally {
      await store.stop();
      await postgres?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  return report;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const lines = await benchSearch();
  console.log(`\n${lines.join('\n')}`);
  console.log(`\nwritten to ${saveResult(`search-${(process.env.BENCH_LABEL ?? 'latest').replace(/[^\w.-]/g, '-')}`, lines)}`);
}
