import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { signInOverHttp, type StoreProcess } from '../apps/api/src/test/store-process.js';

export {
  BUILT_SERVER,
  callStore as call,
  REPOSITORY_ROOT,
  startStoreProcess,
  stockBengaluru,
  type StoreProcess,
} from '../apps/api/src/test/store-process.js';

const REPOSITORY_ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const ADMIN_PHONE = '9500000001';

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

/** Registers a customer and signs in with the code from the development OTP endpoint. */
export const signIn = (store: StoreProcess, phone: string) => signInOverHttp(store, phone, 'Bench Buyer');

export interface Load {
  rps: number;
  /** Answers in all, counted or not (non-2xx too). */
  answers: number;
  p99: number;
  errors: number;
  non2xx: number;
  statuses: Record<string, number>;
}

/** Load with nothing measured, to bring a freshly started process to its running speed. */
export async function warmUp(options: autocannon.Options, seconds = 3): Promise<void> {
  await autocannon({ connections: 100, ...options, duration: seconds });
}

/**
 * autocannon with 100 connections for 10 seconds (BENCH_SECONDS to change). Plain reads get two seconds
 * of the same load first, not counted, so that every server is measured warm (the hello world as well).
 */
export async function load(options: autocannon.Options): Promise<Load> {
  if (!options.requests) await warmUp(options, 2);
  const result = await autocannon({ connections: 100, duration: Number(process.env.BENCH_SECONDS ?? 10), ...options });
  const statuses: Record<string, number> = {};
  for (const [code, count] of Object.entries(result.statusCodeStats ?? {})) statuses[code] = (count as { count: number }).count;
  return {
    rps: result.requests.average,
    answers: result.requests.total,
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

/** The commit measured, with a mark when the checkout has changes not yet committed. */
export function measuredCommit(): string {
  const run = (args: string[]) => execFileSync('git', args, { cwd: REPOSITORY_ROOT_DIR, encoding: 'utf8' }).trim();
  try {
    const commit = run(['rev-parse', '--short', 'HEAD']);
    return run(['status', '--porcelain', '--untracked-files=no']) ? `${commit} (with uncommitted changes)` : commit;
  } catch {
    return 'unknown';
  }
}

/**
 * Writes a run's printed lines to bench/results/<name>.txt under a heading naming the date, the commit
 * and the machine (and BENCH_NOTE), so that a figure quoted in the README points at the file it came from.
 */
export function saveResult(name: string, lines: string[]): string {
  const directory = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results');
  mkdirSync(directory, { recursive: true });
  const file = path.join(directory, `${name.replace(/[^\w.-]/g, '-')}.txt`);
  // BENCH_NOTE labels a run whose figures need it ('host loaded by other work').
  const note = process.env.BENCH_NOTE ? `  ${process.env.BENCH_NOTE}` : '';
  const heading = `${new Date().toISOString()}  commit ${measuredCommit()}  ${os.cpus().length} CPUs, load ${os.loadavg()[0]!.toFixed(2)} at the end${note}`;
  writeFileSync(file, `${heading}\n\n${lines.join('\n')}\n`);
  return file;
}
