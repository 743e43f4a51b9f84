// `npm start`: builds the web app and the API when their sources are newer than the last build, then
// starts the store under plain Node (migrations run at start-up, and in development the demo catalog
// fills an empty database; DEMO_CATALOG=true asks for it in production too) on
// http://127.0.0.1:3000.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const shared = ['packages/domain/src', 'packages/domain/package.json'];
const builds = [
  {
    workspace: '@padstore/web',
    // The server build comes last, so it is the newest of the web app's outputs.
    output: 'apps/web/dist-server/entry-server.js',
    sources: ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/web/vite.config.ts', ...shared],
  },
  {
    workspace: '@padstore/api',
    output: 'apps/api/dist/server.js',
    sources: ['apps/api/src', 'apps/api/build.mjs', 'apps/api/package.json', ...shared],
  },
];

function newestChange(target) {
  const full = path.join(root, target);
  if (!existsSync(full)) return 0;
  const stats = statSync(full);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(stats.mtimeMs, ...readdirSync(full).map((name) => newestChange(path.join(target, name))));
}

for (const { workspace, output, sources } of builds) {
  const builtAt = existsSync(path.join(root, output)) ? statSync(path.join(root, output)).mtimeMs : 0;
  if (builtAt >= Math.max(...sources.map(newestChange))) continue;
  console.log(`Building ${workspace}...`);
  const build = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// A larger young generation: the store makes many short-lived objects per request, and with Node's
// default the collector ran often enough to cost a quarter of the throughput of cached answers.
const server = spawn(process.execPath, ['--max-semi-space-size=32', '--enable-source-maps', path.join(root, 'apps/api/dist/server.js')], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
