/**
 * What the Largest Contentful Paint of /, /all-products and a product page is made of, one Lighthouse pass
 * each (mobile, simulated throttling) on the built store: the LCP element, Lighthouse's LCP breakdown (time
 * to first byte, resource load delay, load duration, render delay, read from the unthrottled load it
 * observed), the simulated and observed First and Largest Contentful Paint, and every request with its
 * observed start, end, priority and size. Lighthouse's simulation (Lantern) counts on the way to the
 * largest paint every request that ended before the observed paint (but pictures of low priority), and the
 * app's scripts too when they ran before it: the request list shows which.
 *
 *   npm run build && npx -y -p node@24 -c 'node --import tsx bench/lcp-breakdown.ts'   (BENCH_LANGUAGE=hi for Hindi)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { chromePath, firstProductId, LANGUAGE } from './pages.js';
import { BUILT_SERVER, fmt, startStoreProcess } from './support.js';

interface Request {
  url: string;
  networkRequestTime: number;
  networkEndTime: number;
  priority: string;
  resourceType: string;
  transferSize: number;
}

const itemsOf = <T>(lhr: Result, audit: string) => ((lhr.audits[audit]?.details ?? {}) as { items?: T[] }).items ?? [];

/** The lines saying what one page's largest paint is made of. */
function breakdown(lhr: Result, storeUrl: string): string[] {
  const [observed] = itemsOf<{ observedFirstContentfulPaint: number; observedLargestContentfulPaint: number }>(lhr, 'metrics');
  const [phases, element] = itemsOf<{ items?: { subpart: string; duration: number }[]; selector?: string; snippet?: string }>(
    lhr,
    'lcp-breakdown-insight',
  );
  const simulated = (audit: string) => fmt(lhr.audits[audit]?.numericValue ?? NaN);
  return [
    `  simulated FCP ${simulated('first-contentful-paint')} ms, LCP ${simulated('largest-contentful-paint')} ms; observed (unthrottled) FCP ${fmt(observed?.observedFirstContentfulPaint ?? NaN)} ms, LCP ${fmt(observed?.observedLargestContentfulPaint ?? NaN)} ms`,
    `  LCP element: ${element?.snippet ?? 'not reported'}`,
    `  LCP breakdown (observed): ${(phases?.items ?? []).map((phase) => `${phase.subpart} ${fmt(phase.duration)} ms`).join(', ')}`,
    '  requests (observed start-end ms, priority, type, bytes transferred):',
    ...itemsOf<Request>(lhr, 'network-requests').map(
      (request) =>
        `    ${fmt(request.networkRequestTime).padStart(6)}-${fmt(request.networkEndTime).padStart(6)}  ${request.priority.padEnd(8)} ${request.resourceType.padEnd(9)} ${String(request.transferSize).padStart(7)}  ${request.url.replace(storeUrl, '')}`,
    ),
  ];
}

export async function lcpBreakdown(): Promise<string[]> {
  const executable = chromePath();
  if (!executable) return ['LCP breakdown: skipped, Chromium not found (apt-get install chromium, or set CHROMIUM_PATH)'];
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'padstore-lcp-'));
  const store = await startStoreProcess({ DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'error' }, { script: BUILT_SERVER });
  const chrome = await chromeLauncher.launch({ chromePath: executable, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  const flags = {
    port: chrome.port,
    extraHeaders: { 'Accept-Language': LANGUAGE },
    output: 'json' as const,
    logLevel: 'error' as const,
    onlyCategories: ['performance'],
  };
  const lines = [`LCP breakdown (Lighthouse, mobile, simulated throttling, one pass a page), in ${LANGUAGE}`];
  try {
    // A pass whose figures are dropped, so that the measured ones are not of a freshly started browser (pages.ts).
    await lighthouse(`${store.url}/`, flags);
    for (const route of ['/', '/all-products', `/product/${await firstProductId(store.url)}`]) {
      let lhr: Result | undefined;
      // A pass Lighthouse could not complete (NO_NAVSTART, now and then) says nothing of the page: run again, twice at most.
      for (let attempt = 0; attempt < 3 && (!lhr || lhr.runtimeError); attempt++)
        lhr = (await lighthouse(`${store.url}${route}`, flags))?.lhr;
      lines.push(route, ...(lhr && !lhr.runtimeError ? breakdown(lhr, store.url) : ['  Lighthouse could not measure the page']));
    }
  } finally {
    chrome.kill();
    await store.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return lines;
}

if (import.meta.url === `file://${process.argv[1]}`) console.log((await lcpBreakdown()).join('\n'));
