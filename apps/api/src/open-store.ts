import type { Config } from './config.js';
import { openDatabase, type DatabaseHandle } from './db/client.js';
import { describeCause, freeBytes, MIN_FREE_BYTES, prepareDataDir, StartupError, type PreparedDataDir } from './storage/data-dir.js';

export interface OpenedStore extends PreparedDataDir {
  database: DatabaseHandle;
}

/**
 * Gets DATA_DIR ready (see storage/data-dir.ts) and opens the database: the embedded one in DATA_DIR/db, under
 * the directory's lock, or PostgreSQL. A failure of the embedded database is said in one line.
 */
export async function openStore(config: Config): Promise<OpenedStore> {
  const prepared = prepareDataDir(config.dataDir, { embedded: !config.databaseUrl });
  try {
    const database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.databaseUrl ? undefined : prepared.layout.databaseDir,
      poolSize: config.databasePoolSize,
    });
    return { ...prepared, database };
  } catch (error) {
    prepared.lock?.release();
    if (config.databaseUrl) throw error;
    throw embeddedFailure(error, prepared.layout.databaseDir);
  }
}

/**
 * What went wrong with the embedded database, in one line: PGlite reports a full disk or a write error
 * as an abort of its WebAssembly program, which says nothing, so the disk is looked at.
 */
export function embeddedFailure(error: unknown, databaseDir: string): StartupError {
  if (error instanceof StartupError) return error;
  const free = freeBytes(databaseDir);
  const message = error instanceof Error ? error.message : String(error);
  if (
    (error as NodeJS.ErrnoException)?.code === 'ENOSPC' ||
    /no space left/i.test(message) ||
    (free !== undefined && free < MIN_FREE_BYTES)
  ) {
    return new StartupError(
      `The store cannot start: the disk of ${databaseDir} is full: no space left on device (ENOSPC)${free === undefined ? '' : `, ${(free / 1024 / 1024).toFixed(1)} MiB free`}.`,
    );
  }
  return new StartupError(`The store cannot start: the embedded database in ${databaseDir} could not be opened: ${describeCause(error)}.`);
}
