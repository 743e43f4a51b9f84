/**
 * The store (or another Node program of the repository) started as a process of its own, for the tests
 * and benchmarks that need a real process: the browser journeys, the kill tests and `bench/`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { RELAXED_LIMITS } from './relaxed-limits.js';

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

/** The store as `npm start` runs it: the bundle `npm run build` writes, under plain Node with its flags. */
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
  /** The address to listen on; loopback by default. The store is still called on 127.0.0.1. */
  host?: string;
  /** How long its first answer may take: a minute by default (a bench opening a year's database waits longer). */
  startWithinMs?: number;
}

/** Starts the program with the given environment and waits, a minute unless told, for its first answer. */
export async function startStoreProcess(env: Record<string, string>, options: StartOptions = {}): Promise<StoreProcess> {
  const { script = SOURCE_SERVER, probe = '/api/health', host = '127.0.0.1', startWithinMs = 60_000 } = options;
  const port = options.port ?? (await freePort());
  const began = performance.now();
  let output = '';
  const child = spawn(
    process.execPath,
    script.endsWith('.ts') ? ['--import', 'tsx', script] : ['--max-semi-space-size=32', '--enable-source-maps', script],
    {
      cwd: REPOSITORY_ROOT,
      env: { ...process.env, NODE_ENV: '', LOG_LEVEL: 'warn', ...RELAXED_LIMITS, ...env, PORT: String(port), HOST: host },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  let stopping = false;
  // A store that ends on its own, mid-journey or mid-benchmark, says why where the test run's output shows it.
  child.once('exit', (code, signal) => {
    if (!stopping) process.stderr.write(`\n${script} ended unexpectedly (exit code ${code}, signal ${signal}); its output:\n${output}\n`);
  });
  const url = `http://127.0.0.1:${port}`;
  const answers = () =>
    fetch(`${url}${probe}`).then(
      (response) => response.ok,
      () => false,
    );
  while (!(await answers())) {
    if (child.exitCode !== null) throw new Error(`${script} stopped at start-up:\n${output}`);
    if (performance.now() - began > startWithinMs) {
      stopping = true;
      child.kill('SIGKILL');
      throw new Error(`${script} did not answer within ${Math.round(startWithinMs / 1000)} s:\n${output}`);
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
      stopping = true;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill(signal);
      await exited;
    },
  };
}

export interface StoreAnswer {
  status: number;
  body: Record<string, unknown> & { message?: string; token?: string; otp?: string; products?: unknown; branches?: unknown };
}

/** A JSON call to a running store. */
export async function callStore(url: string, method: string, headers: Record<string, string> = {}, body?: unknown): Promise<StoreAnswer> {
  const response = await fetch(url, {
    method,
    headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json().catch(() => ({}))) as StoreAnswer['body'] };
}

/** What a customer in Bengaluru Central's area sends to register. */
export const bengaluruRegistration = (phone: string, fullName: string) => ({
  fullName,
  gender: 'Female',
  phoneNumber: Number(phone),
  address: 'MG Road, Bengaluru',
  pinCode: '560001',
  plotNumber: '1',
  street: 'Church Street',
  consent: true,
});

/** Registers a customer in Bengaluru and signs in with the code from the development OTP endpoint. */
export async function signInOverHttp(
  store: Pick<StoreProcess, 'url'>,
  phone: string,
  fullName = 'Test Buyer',
): Promise<Record<string, string>> {
  const registered = await callStore(`${store.url}/api/user/register`, 'POST', {}, bengaluruRegistration(phone, fullName));
  if (registered.status !== 201) throw new Error(`register: ${registered.status} ${JSON.stringify(registered.body)}`);
  const { otp } = (await callStore(`${store.url}/api/dev/otp/${phone}`, 'GET')).body;
  const verified = await callStore(`${store.url}/api/user/verify-otp`, 'POST', {}, { phoneNumber: phone, otp });
  if (verified.status !== 200) throw new Error(`verify: ${verified.status} ${JSON.stringify(verified.body)}`);
  return { authorization: `Bearer ${verified.body.token as string}` };
}

/** Sets, as the operator, the stock of these products in the Bengaluru Central branch; answers its id. */
export async function stockBengaluru(
  store: Pick<StoreProcess, 'url'>,
  admin: Record<string, string>,
  productIds: string[],
  quantity: number,
): Promise<string> {
  const branches = (await callStore(`${store.url}/api/admin/branches`, 'GET', admin)).body.branches as { _id: string; name: string }[];
  const branch = branches.find((item) => item.name === 'Bengaluru Central');
  if (!branch) throw new Error('no Bengaluru Central branch');
  for (const productId of productIds) {
    const stocked = await callStore(`${store.url}/api/admin/branches/${branch._id}/stock`, 'PUT', admin, { productId, quantity });
    if (stocked.status !== 200) throw new Error(`stocking the branch: ${stocked.status} ${JSON.stringify(stocked.body)}`);
  }
  return branch._id;
}
