/**
 * Pages: Lighthouse (mobile profile, simulated throttling) in Debian's Chromium on /, /all-products and a
 * product page, and the JavaScript the first load of / ships, gzipped.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { BUILT_SERVER, call, fmt, REPOSITORY_ROOT, startStoreProcess, verdict } from './support.js';

export const chromePath = () =>
  [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((candidate) => candidate && existsSync(candidate));

/**
 * One Lighthouse pass on a page. A pass Lighthouse itself could not complete (its trace lacked the navigation,
 * say: NO_NAVSTART, seen once in a few dozen passes here) says nothing of the page, so it is run again, twice at
 * most, and reported; a completed pass is kept whatever its figures.
 */
async function measure(url: string, port: number): Promise<{ lhr: Result; failures: string[] }> {
  const failures: string[] = [];
  for (;;) {
    const result = await lighthouse(url, flags(port, ['performance', 'accessibility']));
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const error = result.lhr.runtimeError;
    if (!error || failures.length === 2) return { lhr: result.lhr, failures };
    failures.push(error.code);
  }
}

/**
 * Lighthouse's CPU slowdown: its mobile default (4x) unless BENCH_CPU_SLOWDOWN says otherwise. Lighthouse
 * sets 4x for a host whose benchmarkIndex is 1500-2000 (docs/throttling.md in its repository: "a higher
 * multiplier" for a host at the top of that range or above it); each pass's index is kept in its figures,
 * so that a run on a faster host can be measured again with the slowdown that host calls for.
 */
export const CPU_SLOWDOWN = Number(process.env.BENCH_CPU_SLOWDOWN ?? 4);
/**
 * The language the pages are measured in: BENCH_LANGUAGE (`hi` for Hindi), asked for as a first-time
 * visitor's browser does, by Accept-Language; English by default.
 */
export const LANGUAGE = process.env.BENCH_LANGUAGE ?? 'en';
/** Lighthouse's flags for a pass: the browser's port, the categories, the language, and the CPU slowdown when not its own. */
const flags = (port: number, onlyCategories: string[]) => ({
  port,
  extraHeaders: { 'Accept-Language': LANGUAGE },
  output: 'json' as const,
  logLevel: 'error' as const,
  onlyCategories,
  ...(CPU_SLOWDOWN === 4 ? {} : { throttling: { cpuSlowdownMultiplier: CPU_SLOWDOWN } }),
});

export interface Figures {
  performance: number;
  accessibility: number;
  fcp: number;
  lcp: number;
  cls: number;
  tbt: number;
  /** Lighthouse's measure of the host's CPU (its `environment.benchmarkIndex`). */
  benchmarkIndex: number;
}

const readFigures = ({ categories, audits, environment }: Result): Figures => ({
  performance: Math.round((categories.performance?.score ?? 0) * 100),
  accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
  fcp: audits['first-contentful-paint']?.numericValue ?? Infinity,
  lcp: audits['largest-contentful-paint']?.numericValue ?? Infinity,
  cls: audits['cumulative-layout-shift']?.numericValue ?? Infinity,
  tbt: audits['total-blocking-time']?.numericValue ?? Infinity,
  benchmarkIndex: Math.round(environment.benchmarkIndex),
});

/** The median of a list of figures (the upper middle one of an even count). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

export interface PagePasses {
  /** Every kept pass's figures, per route, in the order measured. */
  figures: Map<string, Figures[]>;
  /** Lines to print about passes Lighthouse could not complete. */
  notes: string[];
  /** The JavaScript the first route's first pass loaded, gzipped, in bytes. */
  firstLoadJs: number;
}

/**
 * Lighthouse on a running store's routes in a Chromium of its own: one visit to each route first, so that
 * the figures are of a running store, not of its first request; and one Lighthouse pass whose figures are
 * dropped, so that they are not of a freshly started browser either (Lighthouse empties the browser's
 * cache before each pass, so every kept pass is still a first visit). Then each route is measured
 * `passes` times (BENCH_PAGE_PASSES, 5 by default), the routes taking turns, to be judged on the median of
 * each figure, as Lighthouse's own guidance on variability advises (the median of five runs).
 */
/** How many Chromiums this process has launched (see BENCH_CHROME_PORT). */
let chromesLaunched = 0;

export async function lighthousePasses(
  storeUrl: string,
  routes: string[],
  passes = Math.max(1, Number(process.env.BENCH_PAGE_PASSES ?? 5)),
): Promise<PagePasses> {
  const executable = chromePath();
  if (!executable) throw new Error('Chromium not found (apt-get install chromium, or set CHROMIUM_PATH)');
  const chrome = await chromeLauncher.launch({
    chromePath: executable,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
    // A port of the host's range for this user (BENCH_CHROME_PORT, the next one for each Chromium: one
    // closed a moment ago may still hold its own), else a free one.
    ...(process.env.BENCH_CHROME_PORT ? { port: Number(process.env.BENCH_CHROME_PORT) + chromesLaunched++ } : {}),
  });
  const notes: string[] = [];
  let firstLoadJs = 0;
  try {
    for (const route of routes) await fetch(`${storeUrl}${route}`).then((response) => response.text());
    await lighthouse(`${storeUrl}${routes[0]}`, flags(chrome.port, ['performance']));
    const figures = new Map(routes.map((route) => [route, [] as Figures[]]));
    for (let pass = 0; pass < passes; pass++) {
      for (const route of routes) {
        const { lhr, failures } = await measure(`${storeUrl}${route}`, chrome.port);
        for (const failure of failures) notes.push(`  ${route}: Lighthouse could not complete a pass (${failure}); measured again`);
        if (lhr.runtimeError)
          notes.push(`  ${route}: Lighthouse could not measure the page: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        figures.get(route)!.push(readFigures(lhr));
        if (route === routes[0] && pass === 0) {
          // Every script the page loaded, gzipped as the build's .gz copies are.
          const requests = (lhr.audits['network-requests']?.details as unknown as { items: { url: string; resourceType: string }[] }).items;
          for (const request of requests.filter((item) => item.resourceType === 'Script')) {
            const file = path.join(REPOSITORY_ROOT, 'apps/web/dist', new URL(request.url).pathname);
            if (existsSync(file)) firstLoadJs += gzipSync(readFileSync(file), { level: 9 }).length;
          }
        }
      }
    }
    return { figures, notes, firstLoadJs };
  } finally {
    chrome.kill();
  }
}

/** The CPU slowdown the passes used and the host's benchmarkIndex (median and range over the passes). */
export function hostLine(passes: Figures[]): string {
  const indexes = passes.map((pass) => pass.benchmarkIndex).filter((index) => Number.isFinite(index) && index > 0);
  const host = indexes.length
    ? `the host's benchmarkIndex ${median(indexes)} (${Math.min(...indexes)}-${Math.max(...indexes)})`
    : "the host's benchmarkIndex not reported";
  return `  CPU slowdown ${CPU_SLOWDOWN}x (BENCH_CPU_SLOWDOWN; Lighthouse's 4x is meant for a benchmarkIndex of 1500-2000), ${host}`;
}

/** The id of the store's first product, for its product page. */
export async function firstProductId(storeUrl: string): Promise<string> {
  const products = (await call(`${storeUrl}/api/user/Product/getAllProducts?limit=1`, 'GET')).body.products as { _id: string }[];
  return products[0]!._id;
}

export async function benchPages(): Promise<string[]> {
  if (!chromePath()) return ['Pages: skipped, Chromium not found (apt-get install chromium, or set CHROMIUM_PATH)'];
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'padstore-pages-'));
  const store = await startStoreProcess({ DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'error' }, { script: BUILT_SERVER });
  const report = [
    `Pages (Lighthouse, mobile, simulated throttling), in ${LANGUAGE === 'hi' ? 'Hindi' : LANGUAGE === 'en' ? 'English' : LANGUAGE}`,
  ];
  try {
    const routes = ['/', '/all-products', `/product/${await firstProductId(store.url)}`];
    // Every pass's TBT and LCP are printed beside the medians.
    const { figures, notes, firstLoadJs } = await lighthousePasses(store.url, routes);
    report.push(...notes);
    for (const [route, all] of figures) {
      const [performance, accessibility, lcp, cls, tbt] = [
        median(all.map((f) => f.performance)),
        median(all.map((f) => f.accessibility)),
        median(all.map((f) => f.lcp)),
        median(all.map((f) => f.cls)),
        median(all.map((f) => f.tbt)),
      ];
      const ok = performance >= 95 && accessibility >= 95 && lcp < 1800 && cls < 0.05 && tbt < 150;
      report.push(
        `  ${route.padEnd(48)} performance ${performance}  accessibility ${accessibility}  LCP ${fmt(lcp)} ms  CLS ${fmt(cls, 3)}  TBT ${fmt(tbt)} ms  (targets 95, 95, < 1800, < 0.05, < 150)  ${verdict(ok)}`,
        `  ${''.padEnd(48)} the medians of ${all.length} passes, which read TBT ${all.map((f) => fmt(f.tbt)).join(' / ')} ms, LCP ${all.map((f) => fmt(f.lcp)).join(' / ')} ms`,
      );
    }
    report.push(hostLine([...figures.values()].flat()));
    report.push(
      `  first load of /: ${fmt(firstLoadJs / 1000, 1)} KB of JavaScript gzipped  (target <= 120 KB)  ${verdict(firstLoadJs <= 120_000)}`,
    );
  } finally {
    await store.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return report;
}

if (import.meta.url === `file://${process.argv[1]}`) console.log((await benchPages()).join('\n'));
