/**
 * What the metrics cost: the catalog (the product list, as a guest) on two stores alike but for
 * METRICS_TOKEN, loaded in turn in the same run, off-on-on-off so that a drift of the shared machine
 * weighs on both alike; then how long one scrape of /metrics takes.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BUILT_SERVER, fmt, load, startStoreProcess, verdict, warmUp, type Load, type StoreProcess } from './support.js';

const METRICS_TOKEN = 'bench-metrics-token-0123456789';
const CATALOG = '/api/user/Product/getAllProducts?page=1&limit=12';

async function startStore(metrics: boolean, port?: number): Promise<{ store: StoreProcess; dataDir: string }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'padstore-bench-'));
  const store = await startStoreProcess(
    { LOG_LEVEL: 'error', DATA_DIR: dataDir, METRICS_TOKEN: metrics ? METRICS_TOKEN : '' },
    { script: BUILT_SERVER, port },
  );
  return { store, dataDir };
}

const mean = (a: Load, b: Load): Load => ({ ...a, rps: (a.rps + b.rps) / 2, p99: Math.max(a.p99, b.p99) });

/** `ports`: two ports to listen on, instead of free ones the system picks. */
export async function benchMetricsCost(ports: number[] = []): Promise<string[]> {
  const report = ['Metrics cost (the catalog on PGlite, a store without METRICS_TOKEN and one with it, loaded in turn)'];
  const off = await startStore(false, ports[0]);
  const on = await startStore(true, ports[1]);
  try {
    const without = { url: `${off.store.url}${CATALOG}` };
    const withMetrics = { url: `${on.store.url}${CATALOG}` };
    for (const target of [without, withMetrics]) await warmUp(target);
    const first = await load(without);
    const second = await load(withMetrics);
    const third = await load(withMetrics);
    const fourth = await load(without);
    const plain = mean(first, fourth);
    const measured = mean(second, third);
    const ratio = measured.rps / plain.rps;
    const failures = [first, second, third, fourth].reduce((sum, result) => sum + result.errors + result.non2xx, 0);
    const began = performance.now();
    const scrape = await fetch(`${on.store.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    const scrapeBytes = (await scrape.text()).length;
    const scrapeMs = performance.now() - began;
    report.push(
      `  ${'product list, no metrics'.padEnd(30)} ${fmt(plain.rps).padStart(8)} req/s  p99 ${fmt(plain.p99).padStart(3)} ms`,
      `  ${'product list, with metrics'.padEnd(30)} ${fmt(measured.rps).padStart(8)} req/s  p99 ${fmt(measured.p99).padStart(3)} ms  ${fmt(ratio * 100).padStart(3)}% of without (target >= 90%)  ${verdict(ratio >= 0.9 && failures === 0 && scrape.ok)}${failures ? `  errors or non-2xx ${failures}` : ''}`,
      `  ${'one scrape of /metrics'.padEnd(30)} ${fmt(scrapeMs).padStart(8)} ms     ${fmt(scrapeBytes / 1024)} KiB, answered ${scrape.status}`,
    );
  } finally {
    for (const { store, dataDir } of [off, on]) {
      await store.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  return report;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const ports = (process.env.BENCH_PORTS ?? '').split(',').filter(Boolean).map(Number);
  console.log((await benchMetricsCost(ports)).join('\n'));
}
