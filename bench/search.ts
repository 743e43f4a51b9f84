/**
 * Search under load: suggest and the product list with `q`, 50 connections, on the demo catalog (PGlite and
 * PostgreSQL) and on a catalog of 5,000 products (PostgreSQL, the products written straight into it).
 * Target: p99 under 25 ms. Run on its own: `npm run bench:search` (builds first), or within `npm run bench`.
 *
 * Two figures for each address: a mix of what customers type (typos, sizes, synonyms, prefixes as she
 * types), which the store's 2-second answer cache serves in part as it would in the shop, and searches that
 * differ on every request (each of those followed by one, two or three more words of the catalog, the
 * customers' words and typos: no address asked twice in a run), so that no answer is ever served from
 * the answer cache.
 *
 * Two builds side by side (a change against the commit before it, on the same catalogs, one after the other
 * on a shared machine): `BENCH_SERVERS=before=apps/api/dist/server-old.js,after=apps/api/dist/server.js`.
 * `BENCH_DISTINCT_ONLY=1` measures only the rows with every request distinct; `BENCH_ROUNDS=N` measures the
 * builds N times in turn, the order reversed every other round, so that a burst of the machine's other work
 * falls on both. `BENCH_ENGINES=PostgreSQL` (or PGlite) measures one engine.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../apps/api/src/db/client.js';
import { dataDirLayout } from '../apps/api/src/storage/data-dir.js';
import {
  BUILT_SERVER,
  fmt,
  freshPostgres,
  load,
  POSTGRES_URL,
  saveResult,
  startStoreProcess,
  verdict,
  warmUp,
  type StoreProcess,
} from './support.js';

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
/** Words that follow, to make every search of the distinct rows a search of its own. */
const MORE = [
  'ultra',
  'thin',
  'night',
  'cotton',
  'wings',
  'soft',
  'dry',
  'comfort',
  'secure',
  'care',
  'plus',
  'max',
  'fresh',
  'day',
  'active',
  'classic',
  'xl',
  'xxl',
  'regular',
  '6',
  '10',
  '20',
  '30',
  '40',
  'whisper',
  'sofy',
  'nua',
  'stayfree',
  'cotan',
  'wngs',
  'ultar',
  'sofft',
  'nihgt',
  'napkin',
  'raat',
  'bada',
  'overnight',
  'heavy',
];

/** The `at`-th search of a run: as typed, or (distinct) followed by more words, no two the same. */
export function searchOf(at: number, distinct: boolean): string {
  const first = TYPED[at % TYPED.length]!;
  if (!distinct) return first;
  const words = [first];
  // The digits of `at / TYPED.length` in base MORE.length, least significant first: one, two, three or more words.
  let rest = Math.floor(at / TYPED.length);
  do {
    words.push(MORE[rest % MORE.length]!);
    rest = Math.floor(rest / MORE.length);
  } while (rest > 0);
  return words.join(' ');
}

function paths(route: 'suggest' | 'search', distinct: boolean): () => string {
  let next = 0;
  return () => {
    const q = searchOf(next++, distinct);
    const query = encodeURIComponent(q);
    return route === 'suggest' ? `/api/user/Product/suggest?q=${query}` : `/api/user/Product/getAllProducts?q=${query}&page=1&limit=12`;
  };
}

/** Clock ticks a second of /proc's CPU times. */
const TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());

/** CPU milliseconds each process has used so far (user and system); a process already gone is left out. */
function cpuTimes(pids: number[]): Map<number, number> {
  const times = new Map<number, number>();
  for (const pid of pids) {
    try {
      // The fields after the command's closing parenthesis: state is the 3rd field, utime the 14th, stime the 15th.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      times.set(pid, ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS);
    } catch {
      // ended
    }
  }
  return times;
}

/** The store's process and, on PostgreSQL, the server processes of its database's connections. */
async function servingProcesses(store: StoreProcess, databaseUrl: string | undefined): Promise<number[]> {
  const pids = [store.child.pid!];
  if (!databaseUrl) return pids;
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1', [
      new URL(databaseUrl).pathname.slice(1),
    ]);
    return [...pids, ...rows.map((row) => row.pid)];
  } finally {
    await client.end();
  }
}

/**
 * CPU milliseconds per answer, the store's and its database's together: on a machine shared with other
 * work, throughput and latency move with the others' load, the work one answer costs much less.
 */
async function cpuPerAnswer(
  store: StoreProcess,
  databaseUrl: string | undefined,
  work: () => Promise<number>,
): Promise<{ store: number; database: number }> {
  const before = cpuTimes(await servingProcesses(store, databaseUrl));
  const answers = await work();
  const after = cpuTimes([...new Set([...before.keys(), ...(await servingProcesses(store, databaseUrl))])]);
  const used = { store: 0, database: 0 };
  for (const [pid, time] of after) used[pid === store.child.pid ? 'store' : 'database'] += time - (before.get(pid) ?? 0);
  return { store: used.store / Math.max(1, answers), database: used.database / Math.max(1, answers) };
}

async function measure(
  store: StoreProcess,
  databaseUrl: string | undefined,
  name: string,
  route: 'suggest' | 'search',
  distinct: boolean,
): Promise<string> {
  const nextPath = paths(route, distinct);
  const options = {
    url: store.url,
    connections: CONNECTIONS,
    requests: [{ method: 'GET' as const, setupRequest: (request: object) => ({ ...request, path: nextPath() }) }],
  };
  await warmUp(options, 2);
  let result!: Awaited<ReturnType<typeof load>>;
  const cpu = await cpuPerAnswer(store, databaseUrl, async () => {
    result = await load(options);
    return result.answers;
  });
  const ok = result.rps > 0 && result.p99 < 25 && result.errors === 0 && result.non2xx === 0;
  return `    ${name.padEnd(34)} ${fmt(result.rps).padStart(7)} req/s  p99 ${fmt(result.p99).padStart(3)} ms  (target p99 < 25 ms)  ${verdict(ok)}  CPU an answer ${fmt(cpu.store + cpu.database, 2)} ms (store ${fmt(cpu.store, 2)}, database ${fmt(cpu.database, 2)})${
    result.errors || result.non2xx ? `  errors ${result.errors}, non-2xx ${result.non2xx}` : ''
  }`;
}

async function measureAll(store: StoreProcess, databaseUrl: string | undefined, label: string): Promise<string[]> {
  const lines: string[] = [];
  const prefix = label ? `${label}: ` : '';
  for (const route of ['suggest', 'search'] as const) {
    if (!process.env.BENCH_DISTINCT_ONLY) lines.push(await measure(store, databaseUrl, `${prefix}${route}, as typed`, route, false));
    lines.push(await measure(store, databaseUrl, `${prefix}${route}, every request distinct`, route, true));
  }
  return lines;
}

/** The builds to measure, by label: the one `npm run build` writes unless BENCH_SERVERS names others. */
function servers(): [label: string, script: string][] {
  if (!process.env.BENCH_SERVERS) return [['', BUILT_SERVER]];
  return process.env.BENCH_SERVERS.split(',').map((entry) => {
    const [label, script] = entry.split('=');
    return [label!, script!];
  });
}

/** Products written straight into the database until the catalog holds `total` (the trigger keeps their search text). */
const GROW_CATALOG = (total: number) =>
  sql`insert into products (product_name, brand_id, size, price_paise, quantity_in_each_pack, images, about_this_item)
       select b.brand_name || ' ' || (array['Comfort','Ultra','Secure','Soft','Active','Classic','Dry','Fresh'])[1 + i % 8]
              || ' ' || (array['Wings','Nights','Cotton','Thin','Plus','Max','Care','Day'])[1 + (i / 8) % 8] || ' ' || i,
              b.id, s.name, 4900 + (i % 800) * 100, 6 + i % 40, p.images,
              array[(6 + i % 40) || ' ' || lower(s.name) || ' pads in a discreet pack', 'Soft, breathable top sheet']
       from generate_series(1, ${total - 16}::int) as i
       cross join lateral (select id, brand_name from brands order by brand_name offset i % 4 limit 1) b
       cross join lateral (select name from sizes order by position offset i % 4 limit 1) s
       cross join lateral (select images from products limit 1) p`;

export async function growCatalog(where: { url?: string; dataDir: string }, total: number): Promise<void> {
  const handle = await openDatabase(where.url ? { databaseUrl: where.url } : { dataDir: dataDirLayout(where.dataDir).databaseDir });
  try {
    await handle.db.execute(GROW_CATALOG(total));
    await handle.db.execute(sql`analyze products`);
  } finally {
    await handle.close();
  }
}

export async function benchSearch(): Promise<string[]> {
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const report = [`Search under load (autocannon, ${CONNECTIONS} connections, ${seconds} s each after 2 s of warm-up)`];
  for (const [engine, catalog] of [
    ['PostgreSQL', 'demo'],
    ['PostgreSQL', '5000'],
    ['PGlite', 'demo'],
    ['PGlite', '5000'],
  ] as const) {
    if (process.env.BENCH_ENGINES && !process.env.BENCH_ENGINES.split(',').includes(engine)) continue;
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'padstore-bench-'));
    const postgres = engine === 'PostgreSQL' ? await freshPostgres() : undefined;
    const env = { LOG_LEVEL: 'error', DATA_DIR: dataDir, DATABASE_URL: postgres?.url ?? '' };
    try {
      // The first build migrates and seeds; the catalog is grown with no store running (PGlite's files have one owner).
      await (await startStoreProcess(env, { script: servers()[0]![1] })).stop();
      if (catalog === '5000') await growCatalog({ url: postgres?.url, dataDir }, 5000);
      const lines = [`  on ${engine}, ${catalog === 'demo' ? 'the demo catalog (16 products)' : 'a catalog of 5,000 products'}:`];
      const rounds = Number(process.env.BENCH_ROUNDS ?? 1);
      const turns = Array.from({ length: rounds }, (_, round) => (round % 2 === 0 ? servers() : servers().reverse())).flat();
      for (const [label, script] of turns) {
        const store = await startStoreProcess(env, { script });
        try {
          lines.push(...(await measureAll(store, postgres?.url, label)));
        } finally {
          await store.stop();
        }
      }
      // Printed as each part ends too, so that a long run shows its progress.
      console.log(lines.join('\n'));
      report.push(...lines);
    } finally {
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
