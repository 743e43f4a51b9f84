/**
 * `npm run backup -- FILE`: a consistent backup of the store, running or not, into FILE.
 *
 * Embedded database: the running store takes it (asked over DATA_DIR/store.sock, which only its user can
 * open); with no store running, this command takes DATA_DIR's lock and takes it itself. PostgreSQL
 * (DATABASE_URL): pg_dump, with DATA_DIR/uploads.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../db/client.js';
import { backupEmbedded, backupPostgres, BackupRefusedError, type BackupReport } from '../storage/backup.js';
import { requestBackup, SOCKET_PATH_LIMIT } from '../storage/backup-service.js';
import { dataDirLayout, describeCause } from '../storage/data-dir.js';
import { DataDirBusyError, lockDataDir } from '../storage/lock.js';
import { fail, mebibytes, readArguments, readConfig } from './common.js';

const { file } = readArguments('npm run backup -- FILE');
const config = readConfig();
const layout = dataDirLayout(config.dataDir);

if (existsSync(file)) fail(`${file} already exists: give the backup a new name.`);

function done(report: BackupReport, how: string): never {
  process.stdout.write(
    `Backup written to ${report.file}: ${mebibytes(report.bytes)}, the ${report.manifest.engine === 'pglite' ? 'embedded' : 'PostgreSQL'} database and ${report.pictures} uploaded picture(s), ${how}.\n`,
  );
  process.exit(0);
}

async function backupStopped(): Promise<BackupReport> {
  if (!existsSync(config.dataDir)) fail(`There is no store in ${config.dataDir} (DATA_DIR): nothing to back up.`);
  let lock;
  try {
    lock = lockDataDir(config.dataDir);
  } catch (error) {
    if (error instanceof DataDirBusyError && Buffer.byteLength(layout.socketFile) > SOCKET_PATH_LIMIT) {
      fail(
        `The store cannot be backed up while it runs: ${error.message.replace(/: stop it first.*$/, '')}, and the path of ${layout.socketFile} is too long for the socket it takes backup requests on: use a DATA_DIR of a shorter path, or stop the store and run the backup again.`,
      );
    }
    if (error instanceof DataDirBusyError) {
      fail(
        `The store cannot be backed up: ${error.message.replace(/: stop it first.*$/, '')}, but it does not answer on ${layout.socketFile}: wait until it has started, then try again.`,
      );
    }
    fail(`The store cannot be backed up: ${config.dataDir} cannot be locked: ${describeCause(error)}.`);
  }
  try {
    // A store not started since the database had its own folder still has it right in DATA_DIR.
    const databaseDir = existsSync(path.join(layout.databaseDir, 'PG_VERSION'))
      ? layout.databaseDir
      : existsSync(path.join(config.dataDir, 'PG_VERSION'))
        ? config.dataDir
        : fail(`There is no database in ${config.dataDir} (DATA_DIR): nothing to back up.`);
    const database = await openDatabase({ dataDir: databaseDir });
    try {
      return await backupEmbedded(database.snapshot!, config.uploadsDir, file);
    } finally {
      await database.close();
    }
  } finally {
    lock.release();
  }
}

try {
  if (config.databaseUrl) done(await backupPostgres(config.databaseUrl, config.uploadsDir, file), 'through pg_dump');
  const answer = await requestBackup(layout.socketFile, file);
  if (answer?.ok) done(answer.report, 'taken by the running store');
  if (answer) fail(`The running store could not write the backup: ${answer.message}`);
  done(await backupStopped(), 'no store was running');
} catch (error) {
  if (error instanceof BackupRefusedError) fail(error.message);
  fail(`The backup failed: ${describeCause(error)}`);
}
