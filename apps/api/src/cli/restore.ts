/**
 * `npm run restore -- FILE [--force]`: puts a backup made by `npm run backup` back. The whole file is
 * checked first; a damaged or truncated one is refused before anything is changed.
 *
 * Embedded database: into DATA_DIR, which must hold no store (unless --force: what is there is kept in
 * DATA_DIR/replaced-<time>/) and which no running store may hold. PostgreSQL (DATABASE_URL): into that
 * database, which must be empty unless --force, with the pictures into DATA_DIR/uploads.
 */
import { BackupInvalidError } from '../storage/backup-file.js';
import { BackupRefusedError, restoreEmbedded, restorePostgres, verifyBackup, type RestoreReport } from '../storage/backup.js';
import { describeCause, ensureWritableDir, StartupError } from '../storage/data-dir.js';
import { DataDirBusyError, lockDataDir } from '../storage/lock.js';
import { fail, readArguments, readConfig } from './common.js';

const { file, flags } = readArguments('npm run restore -- FILE [--force]', ['--force']);
const force = flags.has('--force');
const config = readConfig();

async function restore(): Promise<RestoreReport> {
  const verified = verifyBackup(file);
  if (config.databaseUrl) {
    ensureWritableDir(config.dataDir, 'the data directory');
    return restorePostgres(file, verified, config.databaseUrl, config.dataDir, force);
  }
  if (verified.manifest.engine !== 'pglite') {
    throw new BackupRefusedError(
      `The backup ${file} is of a PostgreSQL database: restore it with DATABASE_URL set to an empty database. Nothing was changed.`,
    );
  }
  ensureWritableDir(config.dataDir, 'the data directory');
  let lock;
  try {
    lock = lockDataDir(config.dataDir);
  } catch (error) {
    if (error instanceof DataDirBusyError) {
      throw new BackupRefusedError(
        `Nothing was restored: ${error.message.replace(/: stop it first.*$/, '')}: stop that store first, then restore again.`,
      );
    }
    throw error;
  }
  try {
    return await restoreEmbedded(file, verified, config.dataDir, force);
  } finally {
    lock.release();
  }
}

try {
  const report = await restore();
  const counts = Object.entries(report.counts)
    .map(([table, count]) => `${count} ${table}`)
    .join(', ');
  const where = config.databaseUrl ? 'the database of DATABASE_URL' : config.dataDir;
  process.stdout.write(
    `Restored ${file} (taken ${report.manifest.createdAt}) into ${where}: ${counts}, ${report.pictures} uploaded picture(s).` +
      `${report.keptAside ? ` What was there before is kept in ${report.keptAside}.` : ''} Start the store with the same settings to serve it.\n`,
  );
} catch (error) {
  if (error instanceof BackupInvalidError || error instanceof BackupRefusedError) fail(error.message);
  if (error instanceof StartupError) fail(error.message.replace('The store cannot start', 'Nothing was restored'));
  fail(`The restore failed: ${describeCause(error)}`);
}
