import { ConfigError, developmentModeWarning, loadConfig, type Config } from './config.js';
import { migrateDatabase } from './db/client.js';
import { fillNewStore } from './db/seed/seed.js';
import { keyCustomersInTheClear } from './db/key-customers.js';
import { orderRulesOf } from './lib/order-rules.js';
import { buildApp, stopServing } from './app.js';
import { connectChangeFeed } from './lib/change-feed.js';
import { StartupError } from './storage/data-dir.js';
import { embeddedFailure, openStore } from './open-store.js';
import { startBackupService } from './storage/backup-service.js';
import { schedulePurge } from './modules/retention/retention-service.js';

async function start(config: Config) {
  // DATA_DIR made ready and, for the embedded database, locked: a second process on it stops here.
  const { database, lock, moved, layout } = await openStore(config);
  let seeded: boolean;
  try {
    seeded = await database.withStartupLock(async (db) => {
      await migrateDatabase(database, db);
      // Migration 0016's second half: phones and doors kept in the clear become keyed hashes.
      await keyCustomersInTheClear(db, orderRulesOf(config).keys);
      return fillNewStore(db, config);
    });
  } catch (error) {
    if (config.databaseUrl) throw error;
    throw embeddedFailure(error, layout.databaseDir);
  }
  // With PostgreSQL several instances may share the database: writes are announced to all of them.
  const changes = config.databaseUrl ? await connectChangeFeed(config.databaseUrl, database) : undefined;
  const app = await buildApp({ config, database, changes });
  if (seeded) app.log.info('the demo catalog was added to an empty store');
  if (moved) app.log.info(`the database was moved from ${config.dataDir} into ${layout.databaseDir}`);
  const unsafe = developmentModeWarning(config);
  if (unsafe) app.log.warn(unsafe);
  if (config.production && config.sms.provider === 'console') {
    app.log.warn('SMS_PROVIDER=console in production: codes are printed, not sent');
  }

  // The embedded store takes its own backups: asked by `npm run backup`, and on BACKUP_EVERY_HOURS.
  const backups = database.snapshot
    ? await startBackupService(
        { socketFile: layout.socketFile, uploadsDir: config.uploadsDir, schedule: config.backups },
        database.snapshot,
        app.log,
      )
    : undefined;
  if (backups) app.metrics?.watchBackups(backups.newestBackupAt);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping: health answers 503, and every answer closes its connection');
    await stopServing(app);
    await backups?.close();
    await changes?.close();
    await database.close();
    lock?.release();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  // Repeat orders: a run now (the day's due deliveries, should the store start after 08:00), then every minute.
  app.repeats.start();
  // Notifications, the timeline's intermediate steps and the audit log, past their retention, in small
  // batches (its timers do not hold the process: stopping ends it with the store).
  schedulePurge(database.db, config.retention, app.log.child({ component: 'retention' }));
  const where = database.engine === 'pglite' ? `embedded database in ${layout.databaseDir}` : 'PostgreSQL';
  process.stdout.write(
    `\nPad Store is open at http://${config.host === '0.0.0.0' ? '127.0.0.1' : config.host}:${config.port} (${where})\n\n`,
  );
}

try {
  await start(loadConfig());
} catch (error) {
  if (error instanceof ConfigError || error instanceof StartupError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  throw error;
}
