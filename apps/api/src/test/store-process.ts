/**
 * The store (or another Node program of the repository) started as a process of its own, for the tests
 * and benchmarks that need a real process: the browser journeys, the kill tests and `bench/`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

/** The repository root; scripts are given relative to it. */
export const REPOSITORY_ROOT = fileURLToPath(new URL('../../../..', import.meta.url));

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** The store as `npm start` runs it: the bundle `npm run build` writes, under plain Node. */
export const BUILT_SERVER = 'apps/api/dist/server.js';
/** The store from its TypeScript sources, through tsx: no build needed. */
export const SOURCE_SERVER = 'apps/api/src/server.ts';

export interface StoreProcess {
  url: string;
  child: ChildProcess;
  /** Milliseconds from spawning to the first answer. */
  startedIn: number;
  output(): string;
  /** Resident memory of the process, in MiB. */
  rssMiB(): number;
  /** Sends the signal (SIGTERM unless told otherwise) and waits for the process to end. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export interface StartOptions {
  /** The program to run, relative to the repository root; the store's sources by default. */
  script?: string;
  /** A port to listen on (a restart on the same address); a free one by default. */
  port?: number;
  /** The path that answers 200 once the program is ready. */
  probe?: string;
}

/** Starts the program with the given environment and waits, at most a minute, for its first answer. */
export async function startStoreProcess(env: Record<string, string>, options: StartOptions = {}): Promise<StoreProcess> {
  const { script = SOURCE_SERVER, probe = '/api/health' } = options;
  const port = options.port ?? (await freePort());
  const began = performance.now();
  let output = '';
  const child = spawn(process.execPath, script.endsWith('.ts') ? ['--import', 'tsx', script] : ['--enable-source-maps', script], {
    cwd: REPOSITORY_ROOT,
    env: { ...process.env, NODE_ENV: '', LOG_LEVEL: 'warn', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const answers = () =>
    fetch(`${url}${probe}`).then(
      (response) => response.ok,
      () => false,
    );
  while (!(await answers())) {
    if (child.exitCode !== null) throw new Error(`${script} stopped at start-up:\n${output}`);
    if (performance.now() - began > 60_000) {
      child.kill('SIGKILL');
      throw new Error(`${script} did not answer within a minute:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return {
    url,
    child,
    startedIn: performance.now() - began,
    output: () => output,
    rssMiB: () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill(signal);
      await exited;
    },
  };
}
