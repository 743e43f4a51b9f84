/**
 * Backups and restores, on both engines. The embedded database is copied by the process that holds it
 * (PGlite's own dump, taken while it serves); PostgreSQL through pg_dump and pg_restore. The uploaded
 * pictures go into the same file. See backup-file.ts for the file's format.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import {
  BackupWriter,
  PGLITE_DUMP,
  POSTGRES_DUMP,
  copyBackupEntry,
  readBackupEntry,
  verifyBackup,
  type Manifest,
  type VerifiedBackup,
} from './backup-file.js';
import { PGLITE_EXTENSIONS } from '../db/client.js';
import { dataDirLayout, moveOldLayout } from './data-dir.js';
import { uploadDeletions } from './deletions.js';

/** Something the operator must do differently; the message says what, in one line. */
export class BackupRefusedError extends Error {}

/** The uploads' files, relative to their folder, hidden (half-written) ones left out, in a stable order. */
async function uploadFiles(uploadsDir: string): Promise<string[]> {
  if (!existsSync(uploadsDir)) return [];
  const entries = await readdir(uploadsDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(uploadsDir, path.join(entry.parentPath, entry.name)))
    .filter((relative) => !relative.split(path.sep).some((part) => part.startsWith('.')))
    .sort();
}

async function addUploads(writer: BackupWriter, uploadsDir: string): Promise<number> {
  const files = await uploadFiles(uploadsDir);
  for (const relative of files) {
    try {
      await writer.addFile(`uploads/${relative.split(path.sep).join('/')}`, path.join(uploadsDir, relative));
    } catch (error) {
      // Removed after it was listed, by a process other than this one (a PostgreSQL instance): not named
      // by the database any more, so not needed.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  return files.length;
}

export interface BackupReport {
  file: string;
  manifest: Manifest;
  bytes: number;
  pictures: number;
  /** How long the database's copy took, and the whole backup, in milliseconds. */
  databaseMs: number;
  totalMs: number;
}

/**
 * A backup of the embedded database while it serves: its snapshot first, then the uploads (none is
 * removed until they are copied, so every picture the snapshot names is in the backup).
 */
export async function backupEmbedded(snapshot: () => Promise<Buffer>, uploadsDir: string, file: string): Promise<BackupReport> {
  const began = Date.now();
  const release = uploadDeletions.hold();
  const writer = await BackupWriter.create(file);
  try {
    await writer.addBuffer(PGLITE_DUMP, await snapshot());
    const databaseMs = Date.now() - began;
    const pictures = await addUploads(writer, uploadsDir);
    const manifest = await writer.finish('pglite');
    return { file, manifest, bytes: statSync(file).size, pictures, databaseMs, totalMs: Date.now() - began };
  } catch (error) {
    await writer.abort();
    throw error;
  } finally {
    await release();
  }
}

/**
 * The connection for pg_dump and pg_restore: the address on the command line, the password in their
 * environment (PGPASSWORD), where other users of the machine cannot read it as they can a command line.
 */
function connection(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'], env });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stderr: stderr.trim() }));
  });
}

function requireProgram(program: 'pg_dump' | 'pg_restore'): void {
  if (spawnSync(program, ['--version'], { stdio: 'ignore' }).error) {
    const instead =
      program === 'pg_dump'
        ? "or back up the database with your PostgreSQL provider's own backups and copy DATA_DIR/uploads beside them"
        : 'or restore the dump inside the backup (database/padstore.pgdump, `tar xf FILE`) with the tools of your PostgreSQL provider';
    throw new BackupRefusedError(
      `${program} is not installed here: install PostgreSQL's client programs, of the server's major version or newer (Debian and Ubuntu: apt-get install postgresql-client), ${instead}.`,
    );
  }
}

/** A backup of a PostgreSQL database (pg_dump's custom format, one consistent snapshot) and the uploads. */
export async function backupPostgres(databaseUrl: string, uploadsDir: string, file: string): Promise<BackupReport> {
  requireProgram('pg_dump');
  const began = Date.now();
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'padstore-pgdump-'));
  const writer = await BackupWriter.create(file);
  try {
    const dump = path.join(scratch, 'padstore.pgdump');
    const { dbname, env } = connection(databaseUrl);
    const dumped = await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${dump}`, `--dbname=${dbname}`], env);
    if (dumped.code !== 0) throw new BackupRefusedError(`pg_dump failed: ${dumped.stderr.split('\n')[0] ?? `exit code ${dumped.code}`}`);
    await writer.addFile(POSTGRES_DUMP, dump);
    const databaseMs = Date.now() - began;
    const pictures = await addUploads(writer, uploadsDir);
    const manifest = await writer.finish('postgres');
    return { file, manifest, bytes: statSync(file).size, pictures, databaseMs, totalMs: Date.now() - began };
  } catch (error) {
    await writer.abort();
    throw error;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** Whether a folder is missing or holds nothing but the names given. */
function emptyBut(dir: string, allowed: (name: string) => boolean): boolean {
  return !existsSync(dir) || readdirSync(dir).every(allowed);
}

/** Writes the backup's pictures into `target` (a new folder). */
async function restoreUploads(file: string, verified: VerifiedBackup, target: string): Promise<number> {
  await mkdir(target, { recursive: true });
  let pictures = 0;
  for (const name of verified.entries.keys()) {
    if (!name.startsWith('uploads/')) continue;
    await copyBackupEntry(file, verified, name, path.join(target, ...name.slice('uploads/'.length).split('/')));
    pictures += 1;
  }
  return pictures;
}

const stamp = () => new Date().toISOString().replace(/[:.]/g, '-');

export interface RestoreReport {
  manifest: Manifest;
  counts: Record<string, number>;
  pictures: number;
  /** Where what was there before went (with --force). */
  keptAside?: string;
}

const COUNTED = ['users', 'orders', 'products', 'reviews'] as const;

async function countRows(query: (text: string) => Promise<{ rows: unknown[] }>): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of COUNTED) {
    const { rows } = await query(`select count(*)::int as n from ${table}`);
    counts[table] = (rows[0] as { n: number }).n;
  }
  return counts;
}

/**
 * Restores an embedded-database backup into DATA_DIR, which the caller has locked. Everything is
 * checked first and written into DATA_DIR/restoring/, then renamed into place: a failure leaves DATA_DIR
 * as it was. A DATA_DIR that holds a store is refused unless `force`, which keeps it aside.
 */
export async function restoreEmbedded(file: string, verified: VerifiedBackup, dataDir: string, force: boolean): Promise<RestoreReport> {
  const { manifest } = verified;
  if (manifest.engine !== 'pglite') {
    throw new BackupRefusedError(
      `The backup ${file} is of a PostgreSQL database: restore it with DATABASE_URL set to an empty database. Nothing was changed.`,
    );
  }
  const layout = dataDirLayout(dataDir);
  const hasStore =
    existsSync(path.join(dataDir, 'PG_VERSION')) ||
    !emptyBut(layout.databaseDir, () => false) ||
    !emptyBut(layout.uploadsDir, (name) => name.startsWith('.'));
  if (hasStore && !force) {
    throw new BackupRefusedError(
      `The data directory ${dataDir} already holds a store: restore into an empty DATA_DIR, or add --force to replace it (what is there is then kept in ${path.join(dataDir, 'replaced-…')}). Nothing was changed.`,
    );
  }
  const staging = path.join(dataDir, 'restoring');
  await rm(staging, { recursive: true, force: true });
  await mkdir(staging, { recursive: true });
  try {
    const dump = readBackupEntry(file, verified, PGLITE_DUMP);
    const client = await PGlite.create({
      dataDir: path.join(staging, 'db'),
      loadDataDir: new Blob([new Uint8Array(dump)], { type: 'application/x-gzip' }),
      extensions: PGLITE_EXTENSIONS,
    });
    let counts: Record<string, number>;
    try {
      counts = await countRows((text) => client.query(text));
    } finally {
      await client.close();
    }
    const pictures = await restoreUploads(file, verified, path.join(staging, 'uploads'));
    let keptAside: string | undefined;
    if (hasStore) {
      moveOldLayout(dataDir);
      keptAside = path.join(dataDir, `replaced-${stamp()}`);
      await mkdir(keptAside);
      for (const name of ['db', 'uploads']) {
        if (existsSync(path.join(dataDir, name))) await rename(path.join(dataDir, name), path.join(keptAside, name));
      }
    } else {
      await rm(layout.databaseDir, { recursive: true, force: true });
      await rm(layout.uploadsDir, { recursive: true, force: true });
    }
    await rename(path.join(staging, 'db'), layout.databaseDir);
    await rename(path.join(staging, 'uploads'), layout.uploadsDir);
    await rm(staging, { recursive: true, force: true });
    return { manifest, counts, pictures, keptAside };
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
}

/**
 * Restores a PostgreSQL backup into the database of `databaseUrl` (empty, unless `force`: then what is
 * there is replaced) and its pictures into DATA_DIR/uploads.
 */
export async function restorePostgres(
  file: string,
  verified: VerifiedBackup,
  databaseUrl: string,
  dataDir: string,
  force: boolean,
): Promise<RestoreReport> {
  const { manifest } = verified;
  if (manifest.engine !== 'postgres') {
    throw new BackupRefusedError(
      `The backup ${file} is of the embedded database: restore it without DATABASE_URL, into an empty DATA_DIR. Nothing was changed.`,
    );
  }
  requireProgram('pg_restore');
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
  } catch (error) {
    throw new BackupRefusedError(`The database of DATABASE_URL cannot be reached: ${(error as Error).message}. Nothing was changed.`);
  }
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
    );
    const layout = dataDirLayout(dataDir);
    const hasStore = rows[0]!.n > 0 || !emptyBut(layout.uploadsDir, (name) => name.startsWith('.'));
    if (hasStore && !force) {
      throw new BackupRefusedError(
        `The database of DATABASE_URL (or ${layout.uploadsDir}) is not empty: restore into an empty database, or add --force to replace what is there. Nothing was changed.`,
      );
    }
    const scratch = mkdtempSync(path.join(os.tmpdir(), 'padstore-pgrestore-'));
    const staging = path.join(dataDir, 'restoring');
    try {
      const dump = path.join(scratch, 'padstore.pgdump');
      await copyBackupEntry(file, verified, POSTGRES_DUMP, dump);
      await rm(staging, { recursive: true, force: true });
      const pictures = await restoreUploads(file, verified, path.join(staging, 'uploads'));
      const { dbname, env } = connection(databaseUrl);
      const args = ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${dbname}`];
      if (force) args.push('--clean', '--if-exists');
      const restored = await run('pg_restore', [...args, dump], env);
      if (restored.code !== 0) {
        throw new BackupRefusedError(
          `pg_restore failed, the database was left as it was: ${restored.stderr.split('\n')[0] ?? `exit code ${restored.code}`}`,
        );
      }
      let keptAside: string | undefined;
      if (emptyBut(layout.uploadsDir, () => false)) await rm(layout.uploadsDir, { recursive: true, force: true });
      else {
        keptAside = path.join(dataDir, `replaced-${stamp()}`);
        await mkdir(keptAside, { recursive: true });
        await rename(layout.uploadsDir, path.join(keptAside, 'uploads'));
      }
      await rename(path.join(staging, 'uploads'), layout.uploadsDir);
      return { manifest, counts: await countRows((text) => client.query(text)), pictures, keptAside };
    } finally {
      rmSync(scratch, { recursive: true, force: true });
      await rm(staging, { recursive: true, force: true });
    }
  } finally {
    await client.end();
  }
}

export { verifyBackup };
