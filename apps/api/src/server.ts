import { ConfigError, loadConfig, type Config } from './config.js';
import { migrateDatabase, openDatabase } from './db/client.js';
import { seedDemoCatalog } from './db/seed/seed.js';
import { buildApp, stopServing } from './app.js';
import { connectChangeFeed } from './lib/change-feed.js';

async function start(config: Config) {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : config.dataDir,
    poolSize: config.databasePoolSize,
  });
  const seeded = await database.withStartupLock(async (db) => {
    await migrateDatabase(database, db);
    return seedDemoCatalog(db);
  });
  // With PostgreSQL several instances may share the database: writes are announced to all of them.
  const changes = config.databaseUrl ? await connectChangeFeed(config.databaseUrl, database) : undefined;
  const app = await buildApp({ config, database, changes });
  if (seeded) app.log.info('the demo catalog was added to an empty store');
  if (config.production && config.sms.provider === 'console') {
    app.log.warn('SMS_PROVIDER=console in production: codes are printed, not sent');
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping: health answers 503, and every answer closes its connection');
    await stopServing(app);
    await changes?.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const where = database.engine === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL';
  process.stdout.write(
    `\nPad Store is open at http://${config.host === '0.0.0.0' ? '127.0.0.1' : config.host}:${config.port} (${where})\n\n`,
  );
}

try {
  await start(loadConfig());
} catch (error) {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  throw error;
}
