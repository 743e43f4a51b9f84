/**
 * `npm run move-to-postgres -- URL [--data-dir NEW_DATA_DIR]`: moves the stopped shop of DATA_DIR from
 * its embedded database to the empty PostgreSQL database of URL, checks every table's count and checksum
 * on both sides, and says done only then. DATA_DIR is left exactly as it was. With --data-dir, the
 * pictures are copied into that new DATA_DIR for the shop on PostgreSQL; without it they stay in
 * DATA_DIR/uploads, which the shop serves them from on PostgreSQL too. See storage/move-to-postgres.ts.
 */
import path from 'node:path';
import { describeCause } from '../storage/data-dir.js';
import { describeDatabase, moveToPostgres, MoveRefusedError } from '../storage/move-to-postgres.js';
import { fail, readConfig } from './common.js';

const USAGE = 'npm run move-to-postgres -- postgres://USER@HOST:5432/DATABASE [--data-dir NEW_DATA_DIR]';

function readMoveArguments(): { databaseUrl: string; newDataDir?: string } {
  const args = process.argv.slice(2);
  let newDataDir: string | undefined;
  const rest: string[] = [];
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index]!;
    if (arg === '--data-dir' && args[index + 1]) {
      newDataDir = path.resolve(process.env.INIT_CWD ?? process.cwd(), args[(index += 1)]!);
    } else if (arg.startsWith('--data-dir=')) {
      newDataDir = path.resolve(process.env.INIT_CWD ?? process.cwd(), arg.slice('--data-dir='.length));
    } else rest.push(arg);
  }
  if (rest.length !== 1 || !/^postgres(ql)?:\/\//.test(rest[0]!)) fail(`Usage: ${USAGE}`, 2);
  return { databaseUrl: rest[0]!, newDataDir };
}

const { databaseUrl, newDataDir } = readMoveArguments();
const config = readConfig();
if (config.databaseUrl) {
  fail(
    'DATABASE_URL is set: this shop already runs on PostgreSQL. The move reads the embedded database of DATA_DIR; run it without DATABASE_URL.',
  );
}

try {
  const report = await moveToPostgres({
    dataDir: config.dataDir,
    databaseUrl,
    newDataDir,
    progress: (line) => process.stdout.write(`${line}\n`),
  });
  const rows = report.tables.reduce((sum, table) => sum + table.rows, 0);
  const where = describeDatabase(databaseUrl);
  const pictures = report.picturesCopied
    ? `${report.pictures} picture(s) copied to ${report.uploadsDir}, each copy's digest checked`
    : `${report.pictures} picture(s) stay in ${report.uploadsDir}, where the shop serves them from on PostgreSQL too`;
  const dataDirSetting = report.picturesCopied ? ` DATA_DIR=${path.dirname(report.uploadsDir)}` : '';
  process.stdout.write(
    [
      `Done in ${(report.ms / 1000).toFixed(1)} s: ${report.tables.length} tables and ${rows} rows moved to ${where}, every table's count and checksum the same on both sides; ${report.sequences} sequence(s) set; ${pictures}.`,
      `The embedded database in ${config.dataDir} was left as it was. Start the shop on PostgreSQL with:`,
      `  DATABASE_URL=${new URL(databaseUrl).password ? "'the address given, with its password'" : where}${dataDirSetting} npm start`,
      'and keep DATABASE_URL set from now on: started without it, the shop would open the embedded database as it was before the move.',
      '',
    ].join('\n'),
  );
} catch (error) {
  if (error instanceof MoveRefusedError) fail(error.message);
  fail(`The move failed, nothing was kept in PostgreSQL and the embedded shop is unchanged: ${describeCause(error)}`);
}
