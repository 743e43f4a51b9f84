/**
 * What lives where in DATA_DIR, and getting it ready at start-up:
 *
 *   DATA_DIR/db/        the embedded database (PGlite's data directory)
 *   DATA_DIR/uploads/   uploaded pictures
 *   DATA_DIR/backups/   scheduled backups, unless BACKUP_DIR says otherwise
 *   DATA_DIR/store.lock the lock of the process that owns the directory (embedded database only)
 *   DATA_DIR/store.sock where the running store takes backup requests (owner only, mode 0600)
 *
 * Anything else in DATA_DIR (a volume's lost+found, a log file) is left alone. A store made before the
 * database had its own folder (PGlite's files right in DATA_DIR) is moved into db/ on its first start.
 */
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statfsSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DataDirBusyError, lockDataDir, type DataDirLock } from './lock.js';

export interface DataDirLayout {
  root: string;
  databaseDir: string;
  uploadsDir: string;
  socketFile: string;
}

export function dataDirLayout(dataDir: string): DataDirLayout {
  return {
    root: dataDir,
    databaseDir: path.join(dataDir, 'db'),
    uploadsDir: path.join(dataDir, 'uploads'),
    socketFile: path.join(dataDir, 'store.sock'),
  };
}

/** A reason the store cannot start, said in one line (no stack trace). */
export class StartupError extends Error {}

const CAUSES: Record<string, string> = {
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  EROFS: 'read-only file system',
  ENOSPC: 'no space left on device',
  EDQUOT: 'disk quota exceeded',
  ENOTDIR: 'a part of the path is a file, not a folder',
  EEXIST: 'a file of that name is in the way',
  EISDIR: 'a folder of that name is in the way',
  ENAMETOOLONG: 'the path is too long',
  ELOOP: 'too many symbolic links',
  EIO: 'input/output error',
  ENOENT: 'no such file or folder',
};

/** The cause of a file system error in words, with its code: "permission denied (EACCES)". */
export function describeCause(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code && CAUSES[code]) return `${CAUSES[code]} (${code})`;
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n')[0]!.trim();
}

/** Below this much free space the embedded database is not opened (a new one takes about 8 MiB). */
export const MIN_FREE_BYTES = 16 * 1024 * 1024;

export function freeBytes(dir: string): number | undefined {
  try {
    const stats = statfsSync(dir);
    return stats.bavail * stats.bsize;
  } catch {
    return undefined;
  }
}

/** Refuses, in one line, a disk too full to run the database on. */
export function checkFreeSpace(dir: string, need = MIN_FREE_BYTES): void {
  const free = freeBytes(dir);
  if (free !== undefined && free < need) {
    throw new StartupError(
      `The store cannot start: the disk of ${dir} is full: no space left on device (ENOSPC), ${(free / 1024 / 1024).toFixed(1)} MiB free, at least ${need / 1024 / 1024} MiB needed.`,
    );
  }
}

/** Creates the directory (and its parents) and proves it writable, or says in one line why not. */
export function ensureWritableDir(dir: string, what: string): void {
  try {
    mkdirSync(dir, { recursive: true });
  } catch (error) {
    throw new StartupError(`The store cannot start: ${what} ${dir} cannot be created: ${describeCause(error)}.`);
  }
  if (!statSync(dir).isDirectory()) {
    throw new StartupError(`The store cannot start: ${what} ${dir} is a file, not a folder.`);
  }
  const probe = path.join(dir, `.write-test-${process.pid}`);
  try {
    writeFileSync(probe, 'padstore');
    unlinkSync(probe);
  } catch (error) {
    rmSync(probe, { force: true });
    throw new StartupError(`The store cannot start: ${what} ${dir} is not writable: ${describeCause(error)}.`);
  }
}

/** PGlite's files, as found right in DATA_DIR in a store made before the database had its own folder. */
const DATABASE_ENTRY = /^(PG_VERSION|base|global|pg_[a-z_]+(\.conf)?|postgresql(\.auto)?\.conf|postmaster\.(opts|pid))$/;
const MOVING = 'db.moving';

/**
 * Moves a database kept right in DATA_DIR into DATA_DIR/db. Each step is a rename within the directory,
 * PG_VERSION last: a move stopped half-way (killed, power lost) is taken up again by the next start.
 * Answers whether anything was moved.
 */
export function moveOldLayout(dataDir: string): boolean {
  const { databaseDir } = dataDirLayout(dataDir);
  const moving = path.join(dataDir, MOVING);
  const oldVersion = path.join(dataDir, 'PG_VERSION');
  if (existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    if (existsSync(oldVersion)) {
      throw new StartupError(
        `The store cannot start: ${dataDir} holds two databases, one in db/ and one right in the folder (PG_VERSION): keep one of them.`,
      );
    }
    return false;
  }
  if (!existsSync(oldVersion) && !existsSync(path.join(moving, 'PG_VERSION'))) return false;
  if (existsSync(databaseDir) && readdirSync(databaseDir).length > 0) {
    throw new StartupError(
      `The store cannot start: the database of ${dataDir} is to move into ${databaseDir}, which already holds other files: move them away first.`,
    );
  }
  mkdirSync(moving, { recursive: true });
  const entries = readdirSync(dataDir).filter((name) => DATABASE_ENTRY.test(name) && name !== 'PG_VERSION');
  for (const name of entries) renameSync(path.join(dataDir, name), path.join(moving, name));
  if (existsSync(oldVersion)) renameSync(oldVersion, path.join(moving, 'PG_VERSION'));
  rmSync(databaseDir, { recursive: true, force: true });
  renameSync(moving, databaseDir);
  return true;
}

export interface PreparedDataDir {
  layout: DataDirLayout;
  /** Held by the process that owns the embedded database; none with PostgreSQL. */
  lock?: DataDirLock;
  /** The database was moved from DATA_DIR itself into DATA_DIR/db by this start. */
  moved: boolean;
}

/**
 * Gets DATA_DIR ready: created and writable, locked (embedded database: one owner), an older layout
 * moved, the uploads folder there. Any failure is a StartupError of one line.
 */
export function prepareDataDir(dataDir: string, options: { embedded: boolean }): PreparedDataDir {
  const layout = dataDirLayout(dataDir);
  ensureWritableDir(dataDir, 'the data directory');
  let lock: DataDirLock | undefined;
  let moved = false;
  if (options.embedded) {
    try {
      lock = lockDataDir(dataDir);
    } catch (error) {
      if (error instanceof DataDirBusyError) throw new StartupError(`The store cannot start: ${error.message}`);
      throw new StartupError(`The store cannot start: the data directory ${dataDir} cannot be locked: ${describeCause(error)}.`);
    }
    try {
      moved = moveOldLayout(dataDir);
      ensureWritableDir(layout.databaseDir, 'the database folder');
      checkFreeSpace(layout.databaseDir);
    } catch (error) {
      lock.release();
      if (error instanceof StartupError) throw error;
      throw new StartupError(`The store cannot start: the data directory ${dataDir} could not be prepared: ${describeCause(error)}.`);
    }
  }
  try {
    ensureWritableDir(layout.uploadsDir, 'the uploads folder');
  } catch (error) {
    lock?.release();
    throw error;
  }
  return { layout, lock, moved };
}
