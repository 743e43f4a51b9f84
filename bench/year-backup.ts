/**
 * Backups at a year's size (issue 46): times `npm run backup` and `npm run restore`, as an operator runs
 * them, of the year's PostgreSQL database and of the small shop's embedded one, and prints the figures.
 *
 * Parameters (environment), each part left out when its setting is:
 * - YEAR_BACKUP_DATABASE: the year's PostgreSQL database, on the server of BENCH_DATABASE_URL (written by
 *   `npm run bench:year` with YEAR_DATABASE); restored into YEAR_RESTORE_DATABASE, a new database created
 *   for it and dropped afterwards (refused when it exists).
 * - YEAR_DATA_DIR: the small shop's DATA_DIR (written by `YEAR_ENGINE=embedded npm run bench:year`), with
 *   no store running on it; restored into a new DATA_DIR, removed afterwards.
 * The backup files are written into a scratch folder (BACKUP_SCRATCH, the system's by default) and removed.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { fmt, POSTGRES_URL, REPOSITORY_ROOT, saveResult } from './support.js';

const scratch = mkdtempSync(path.join(process.env.BACKUP_SCRATCH ?? os.tmpdir(), 'padstore-year-backup-'));
const report: string[] = ['Backups at a year\u2019s size: `npm run backup` and `npm run restore`, one run each, wall-clock seconds', ''];

/** `npm run <script> -- file` with the settings given: how long it took, and what it printed. */
function timed(script: 'backup' | 'restore', file: string, env: Record<string, string>): { seconds: number; said: string } {
  const began = performance.now();
  const run = spawnSync('npm', ['run', '--silent', script, '--', file], {
    cwd: REPOSITORY_ROOT,
    env: { ...process.env, NODE_ENV: '', LOG_LEVEL: 'warn', ...env },
    encoding: 'utf8',
  });
  const seconds = (performance.now() - began) / 1000;
  if (run.status !== 0) throw new Error(`npm run ${script} failed (${run.status}): ${run.stderr}${run.stdout}`);
  return { seconds, said: run.stdout.trim() };
}

const mib = (file: string) => statSync(file).size / 1024 / 1024;

async function onServer<T>(work: (client: pg.Client) => Promise<T>, database?: string): Promise<T> {
  const url = new URL(POSTGRES_URL);
  if (database) url.pathname = `/${database}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function postgresYear(source: string, target: string): Promise<void> {
  for (const name of [source, target])
    if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`${name}: lower-case letters, digits and _ only`);
  const url = (database: string) => Object.assign(new URL(POSTGRES_URL), { pathname: `/${database}` }).toString();
  const [facts] = await onServer(
    async (client) =>
      (
        await client.query<{ orders: number; size: string }>(
          `select (select count(*)::int from orders) as orders, pg_size_pretty(pg_database_size(current_database())) as size`,
        )
      ).rows,
    source,
  );
  const file = path.join(scratch, 'year-postgres.backup');
  const dataDir = path.join(scratch, 'postgres-data');
  const backup = timed('backup', file, { DATABASE_URL: url(source), DATA_DIR: dataDir });
  await onServer((client) => client.query(`create database ${target}`));
  try {
    const restore = timed('restore', file, { DATABASE_URL: url(target), DATA_DIR: path.join(scratch, 'postgres-restored') });
    const [restored] = await onServer(
      async (client) => (await client.query<{ orders: number }>('select count(*)::int as orders from orders')).rows,
      target,
    );
    report.push(
      `PostgreSQL, ${fmt(facts!.orders)} orders (database ${facts!.size}):`,
      `  backup  ${fmt(backup.seconds, 1).padStart(7)} s   file ${fmt(mib(file), 1)} MiB (pg_dump, custom format)`,
      `  restore ${fmt(restore.seconds, 1).padStart(7)} s   into an empty database (pg_restore, one transaction); ${fmt(restored!.orders)} orders there after it`,
      '',
    );
  } finally {
    await onServer((client) => client.query(`drop database if exists ${target} with (force)`));
    rmSync(file, { force: true });
  }
}

async function embeddedYear(dataDir: string): Promise<void> {
  const file = path.join(scratch, 'year-embedded.backup');
  const backup = timed('backup', file, { DATABASE_URL: '', DATA_DIR: dataDir });
  const restoredDir = path.join(scratch, 'embedded-restored');
  const restore = timed('restore', file, { DATABASE_URL: '', DATA_DIR: restoredDir });
  report.push(
    `Embedded database (PGlite) in ${dataDir}, no store running:`,
    `  backup  ${fmt(backup.seconds, 1).padStart(7)} s   file ${fmt(mib(file), 1)} MiB`,
    `  restore ${fmt(restore.seconds, 1).padStart(7)} s   into a new DATA_DIR: ${restore.said.replace(/^Restored \S+ /, '').slice(0, 160)}`,
    '',
  );
  rmSync(restoredDir, { recursive: true, force: true });
}

try {
  const source = process.env.YEAR_BACKUP_DATABASE;
  if (source) await postgresYear(source, process.env.YEAR_RESTORE_DATABASE ?? `${source}_restored`);
  if (process.env.YEAR_DATA_DIR) await embeddedYear(path.resolve(process.env.YEAR_DATA_DIR));
  if (!source && !process.env.YEAR_DATA_DIR) throw new Error('Set YEAR_BACKUP_DATABASE, YEAR_DATA_DIR or both');
  console.log(report.join('\n'));
  // Named by what was timed, so that timing the other engine the same day does not write over it.
  const engines = [source && 'postgres', process.env.YEAR_DATA_DIR && 'embedded'].filter(Boolean).join('-and-');
  console.log(`Saved to ${saveResult(`year-backup-${engines}-${new Date().toISOString().slice(0, 10)}`, report)}`);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
