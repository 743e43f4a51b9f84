/** `npm run bench`: every benchmark, each figure beside its target. Build the web app first (the root script does). */
import { benchApi } from './api.js';
import { benchFirstTap, saveFirstTap } from './first-tap.js';
import { benchMetricsCost } from './metrics-cost.js';
import { benchPages } from './pages.js';
import { benchScale } from './scale.js';
import { benchSearch } from './search.js';
import { saveResult } from './support.js';
import { benchVisibleCatalog } from './visible-catalog.js';

const started = new Date();
// The first-tap figures are also written to bench/results/first-tap-<BENCH_LABEL>.json and .txt.
const label = (process.env.BENCH_LABEL ?? 'latest').replace(/[^\w.-]/g, '-');
const firstTap = await benchFirstTap(label);
if (firstTap.json) saveFirstTap(firstTap, label);
const sections = [
  await benchApi(),
  await benchMetricsCost(),
  await benchScale(),
  await benchSearch(),
  await benchVisibleCatalog(),
  await benchPages(),
  firstTap.lines,
];
const printed = [
  `Pad Store benchmarks, started ${started.toISOString()}, ${(await import('node:os')).cpus().length} CPUs`,
  '',
  sections.map((lines) => lines.join('\n')).join('\n\n'),
];
console.log(`\n${printed.join('\n')}`);
console.log(`\nwritten to ${saveResult(`bench-${label}`, printed)}`);
