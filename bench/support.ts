import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const ADMIN_PHONE = '9500000001';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface Process {
  url: string;
  child: ChildProcess;
  /** Milliseconds from spawning to the first answer. */
  startedIn: number;
  stop(): Promise<void>;
  /** Resident memory of the process, in MiB. */
  rssMiB(): number;
}

/** Starts a Node program (the store, or the yardstick) and waits for its first answer on `probe`. */
export async function startProcess(script: string, env: Record<string, string>, probe = '/api/health'): Promise<Process> {
  const port = await freePort();
  const began = performance.now();
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: '', LOG_LEVEL: 'error', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${script} stopped:\n${output}`);
    if (
      await fetch(`${url}${probe}`).then(
        (response) => response.ok,
        () => false,
      )
    )
      break;
    if (performance.now() - began > 60_000) throw new Error(`${script} did not answer:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const startedIn = performance.now() - began;
  return {
    url,
    child,
    startedIn,
    rssMiB: () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** A fresh, empty PostgreSQL database for one run of the store. */
export async function freshPostgres(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `padstore_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: POSTGRES_URL });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export async function call(url: string, method: string, headers: Record<string, string> = {}, body?: unknown) {
  const response = await fetch(url, {
    method,
    headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json().catch(() => ({}))) as Record<string, unknown> & {
      message?: string;
      token?: string;
      otp?: string;
      products?: unknown;
      branches?: unknown;
    },
  };
}

/** Registers a customer and signs in with the code from the development OTP endpoint. */
export async function signIn(store: Process, phone: string): Promise<Record<string, string>> {
  const registered = await call(
    `${store.url}/api/user/register`,
    'POST',
    {},
    {
      fullName: 'Bench Buyer',
      gender: 'Female',
      phoneNumber: Number(phone),
      address: 'MG Road, Bengaluru',
      pinCode: '560001',
      plotNumber: '1',
      street: 'Church Street',
    },
  );
  if (registered.status !== 201) throw new Error(`register: ${JSON.stringify(registered.body)}`);
  const verified = await call(
    `${store.url}/api/user/verify-otp`,
    'POST',
    {},
    { phoneNumber: phone, otp: (await call(`${store.url}/api/dev/otp/${phone}`, 'GET')).body.otp },
  );
  if (verified.status !== 200) throw new Error(`verify: ${JSON.stringify(verified.body)}`);
  return { authorization: `Bearer ${verified.body.token as string}` };
}

export interface Load {
  rps: number;
  p99: number;
  errors: number;
  non2xx: number;
  statuses: Record<string, number>;
}

/** autocannon with 100 connections for 10 seconds (BENCH_SECONDS to change). */
export async function load(options: autocannon.Options): Promise<Load> {
  const result = await autocannon({ connections: 100, duration: Number(process.env.BENCH_SECONDS ?? 10), ...options });
  const statuses: Record<string, number> = {};
  for (const [code, count] of Object.entries(result.statusCodeStats ?? {})) statuses[code] = (count as { count: number }).count;
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    statuses,
  };
}

export const fmt = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

export function verdict(ok: boolean): string {
  return ok ? 'MET' : 'NOT MET';
}
