// `npm run typecheck`: the workspaces' TypeScript projects checked side by side, as many at once as the
// machine has cores (they share no output, so the order does not matter), the largest first so that the
// small ones fill the gaps. Each project's time is printed; any error fails the run once all have ended.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const tsc = path.join(root, 'node_modules/typescript/bin/tsc');
// Largest first: the web app, the API, then the ones that read a part of the API's sources.
const PROJECTS = ['apps/web', 'apps/api', 'bench', 'e2e', 'deploy', 'packages/domain', 'packages/api-client', 'apps/web/src/sw'];
const parallel = Math.max(1, Math.min(Number(process.env.TYPECHECK_PARALLEL) || os.availableParallelism(), PROJECTS.length));

function check(project) {
  const began = performance.now();
  return new Promise((resolve) => {
    let output = '';
    const child = spawn(process.execPath, [tsc, '-p', project, '--pretty'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((performance.now() - began) / 1000).toFixed(1);
      process.stdout.write(`tsc -p ${project}: ${code === 0 ? 'ok' : 'FAILED'} in ${seconds} s\n${output}`);
      resolve(code === 0);
    });
  });
}

const queue = [...PROJECTS];
const results = await Promise.all(
  Array.from({ length: parallel }, async () => {
    let passed = true;
    for (let project = queue.shift(); project; project = queue.shift()) passed = (await check(project)) && passed;
    return passed;
  }),
);
process.exitCode = results.every(Boolean) ? 0 : 1;
