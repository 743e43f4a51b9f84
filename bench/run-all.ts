/** `npm run bench`: every benchmark, each figure beside its target. Build the web app first (the root script does). */
import { benchApi } from './api.js';
import { benchPages } from './pages.js';
import { benchScale } from './scale.js';

const started = new Date();
const sections = [await benchApi(), await benchScale(), await benchPages()];
console.log(`\nPad Store benchmarks, ${started.toISOString()}, ${(await import('node:os')).cpus().length} CPUs\n`);
console.log(sections.map((lines) => lines.join('\n')).join('\n\n'));
