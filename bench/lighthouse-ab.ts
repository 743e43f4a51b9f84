/**
 * Lighthouse side by side: this checkout's built store against another built checkout of the store (an
 * earlier commit, say), in turns, so that both meet the same load on a shared machine. Lighthouse's
 * simulated throttling multiplies what the machine's CPU did by four, so a busy neighbour moves a page's
 * Total Blocking Time by hundreds of milliseconds between passes; figures from two separate runs cannot
 * tell a change from the machine's load, figures taken in turns can.
 *
 *   git worktree add /tmp/base <commit> && ln -s "$PWD/node_modules" /tmp/base/node_modules
 *   (cd /tmp/base && npm run build) && npm run build
 *   cd bench && node --import tsx lighthouse-ab.ts /tmp/base [rounds, 4] [label]
 *
 * BENCH_STORE_PORT and BENCH_CHROME_PORT (pages.ts) pin the stores' and Chromium's ports where a shared host
 * gives each user a range.
 *
 * Each round measures both stores once (the order alternating), each in a Chromium of its own after a
 * pass whose figures are dropped (see pages.ts). It prints, for /, /all-products and a product page, the
 * median performance score, Total Blocking Time, First and Largest Contentful Paint and Cumulative Layout Shift of each store and every
 * pass's figures, and writes them to bench/results/lighthouse-ab-<label>.txt.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { firstProductId, hostLine, LANGUAGE, lighthousePasses, median, type Figures } from './pages.js';
import { BUILT_SERVER, startStoreProcess, type StoreProcess } from './support.js';

const PAGES = ['/', '/all-products', '/product/{id}'] as const;
/** The first of the two ports the stores listen on (BENCH_STORE_PORT), on a host that gives each user a range; free ones by default. */
const STORE_PORT = Number(process.env.BENCH_STORE_PORT ?? 0);

type Figure = 'performance' | 'tbt' | 'fcp' | 'lcp' | 'cls';

interface Side {
  label: string;
  server: string;
  figures: Record<(typeof PAGES)[number], Record<Figure, number[]>>;
}

export async function lighthouseSideBySide(baseline: string, rounds: number): Promise<string[]> {
  const sides: Side[] = [
    {
      label: `baseline (${baseline}, ${commitOf(baseline)})`,
      server: path.join(baseline, 'apps/api/dist/server.js'),
      figures: emptyFigures(),
    },
    { label: 'this checkout', server: BUILT_SERVER, figures: emptyFigures() },
  ];
  const dataDirs: string[] = [];
  const stores: StoreProcess[] = [];
  const loads: string[] = [];
  const allPasses: Figures[] = [];
  try {
    // One after the other, each given five minutes: on a busy shared host two first starts at once (each
    // making and seeding its database) took longer than the usual minute.
    for (const [index, side] of sides.entries()) {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'padstore-lighthouse-ab-'));
      dataDirs.push(dataDir);
      stores.push(
        await startStoreProcess(
          { DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'error' },
          { script: side.server, startWithinMs: 300_000, ...(STORE_PORT ? { port: STORE_PORT + index } : {}) },
        ),
      );
    }
    for (let round = 0; round < rounds; round++) {
      for (const index of round % 2 ? [1, 0] : [0, 1]) {
        const store = stores[index]!;
        const routes = ['/', '/all-products', `/product/${await firstProductId(store.url)}`];
        const { figures } = await lighthousePasses(store.url, routes, 1);
        routes.forEach((route, page) => {
          const pass = figures.get(route)![0]!;
          allPasses.push(pass);
          sides[index]!.figures[PAGES[page]!].performance.push(pass.performance);
          for (const figure of ['tbt', 'fcp', 'lcp'] as const) sides[index]!.figures[PAGES[page]!][figure].push(Math.round(pass[figure]));
          sides[index]!.figures[PAGES[page]!].cls.push(Number(pass.cls.toFixed(3)));
        });
      }
      loads.push(os.loadavg()[0]!.toFixed(2));
      process.stderr.write(`lighthouse side by side: round ${round + 1} of ${rounds} done\n`);
    }
  } finally {
    await Promise.all(stores.map((store) => store.stop()));
    for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
  }
  const lines = [
    `Lighthouse side by side (mobile, simulated throttling, in ${LANGUAGE}), ${new Date().toISOString()}, ${rounds} rounds, ${os.cpus().length} CPUs; load average (1 min) after each round: ${loads.join(', ')}`,
    'Performance score, Total Blocking Time, First and Largest Contentful Paint (ms), Cumulative Layout Shift: median [every pass]',
  ];
  for (const page of PAGES)
    for (const side of sides) {
      const { performance, tbt, fcp, lcp, cls } = side.figures[page];
      lines.push(
        `  ${page.padEnd(14)} ${side.label.padEnd(40)} performance ${median(performance)} [${performance.join(' ')}]   TBT ${median(tbt)} [${tbt.join(' ')}]   FCP ${median(fcp)} [${fcp.join(' ')}]   LCP ${median(lcp)} [${lcp.join(' ')}]   CLS ${median(cls)} [${cls.join(' ')}]`,
      );
    }
  lines.push(hostLine(allPasses));
  return lines;
}

function commitOf(checkout: string): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: checkout, encoding: 'utf8' }).trim();
  } catch {
    return 'commit unknown';
  }
}

function emptyFigures(): Side['figures'] {
  return {
    '/': { performance: [], tbt: [], fcp: [], lcp: [], cls: [] },
    '/all-products': { performance: [], tbt: [], fcp: [], lcp: [], cls: [] },
    '/product/{id}': { performance: [], tbt: [], fcp: [], lcp: [], cls: [] },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const baseline = process.argv[2];
  if (!baseline) throw new Error('usage: node --import tsx lighthouse-ab.ts <built checkout> [rounds] [label]');
  const lines = await lighthouseSideBySide(path.resolve(baseline), Math.max(1, Number(process.argv[3] ?? 4)));
  console.log(lines.join('\n'));
  const label = (process.argv[4] ?? 'latest').replace(/[^\w.-]/g, '-');
  const directory = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results');
  mkdirSync(directory, { recursive: true });
  writeFileSync(path.join(directory, `lighthouse-ab-${label}.txt`), `${lines.join('\n')}\n`);
}
