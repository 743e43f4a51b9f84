/**
 * The running store's side of backups of the embedded database: it takes them itself (it holds the
 * database), when `npm run backup` asks over DATA_DIR/store.sock and on the schedule of
 * BACKUP_EVERY_HOURS. The socket is a Unix domain socket of mode 0600: only the user the store runs as
 * (and root) can connect to it.
 */
import { chmodSync, existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { backupEmbedded, type BackupReport } from './backup.js';
import { describeCause, ensureWritableDir } from './data-dir.js';

/** A Unix socket's path is limited to 107 bytes on Linux (103 on macOS). */
export const SOCKET_PATH_LIMIT = 103;

export interface BackupRequest {
  command: 'backup';
  file: string;
}

export type BackupAnswer = { ok: true; report: BackupReport } | { ok: false; message: string };

/** Runs one backup at a time; a request arriving during another waits for its turn. */
export class BackupTaker {
  private queue: Promise<unknown> = Promise.resolve();
  /** When the newest backup was written: by this process, or found in the backup folder at start. */
  newestAt: Date | undefined;
  constructor(
    private readonly snapshot: () => Promise<Buffer>,
    private readonly uploadsDir: string,
  ) {}

  take(file: string): Promise<BackupReport> {
    const next = this.queue.then(() => backupEmbedded(this.snapshot, this.uploadsDir, file));
    this.queue = next.catch(() => undefined);
    return next.then((report) => {
      this.newestAt = new Date();
      return report;
    });
  }

  /** Settles once no backup is under way. */
  async idle(): Promise<void> {
    await this.queue;
  }
}

export interface ControlServer {
  close(): Promise<void>;
}

/** Listens for backup requests on the socket (a stale socket file of a process that died is replaced). */
export async function listenForBackups(socketFile: string, taker: BackupTaker, log: FastifyBaseLogger): Promise<ControlServer | undefined> {
  if (Buffer.byteLength(socketFile) > SOCKET_PATH_LIMIT) {
    log.warn(
      `backups of the running store are not available: ${socketFile} is longer than a Unix socket path can be (use a shorter DATA_DIR)`,
    );
    return undefined;
  }
  // Only the owner of the data directory's lock gets here, so a socket file left there is stale.
  rmSync(socketFile, { force: true });
  const server = net.createServer((socket) => {
    let text = '';
    socket.setEncoding('utf8');
    socket.on('error', () => undefined);
    socket.on('data', (chunk: string) => {
      text += chunk;
      if (!text.includes('\n')) return;
      socket.removeAllListeners('data');
      let request: BackupRequest;
      try {
        request = JSON.parse(text.slice(0, text.indexOf('\n'))) as BackupRequest;
      } catch {
        socket.end(`${JSON.stringify({ ok: false, message: 'not a backup request' })}\n`);
        return;
      }
      if (request.command !== 'backup' || typeof request.file !== 'string' || !path.isAbsolute(request.file)) {
        socket.end(`${JSON.stringify({ ok: false, message: 'not a backup request' })}\n`);
        return;
      }
      log.info({ file: request.file }, 'backup asked for');
      taker.take(request.file).then(
        (report) => {
          log.info(
            { file: report.file, bytes: report.bytes, pictures: report.pictures, databaseMs: report.databaseMs, ms: report.totalMs },
            'backup written',
          );
          socket.end(`${JSON.stringify({ ok: true, report } satisfies BackupAnswer)}\n`);
        },
        (error: unknown) => {
          log.error({ err: error }, 'backup failed');
          socket.end(`${JSON.stringify({ ok: false, message: (error as Error).message } satisfies BackupAnswer)}\n`);
        },
      );
    });
  });
  // The socket is created with no permission for group and others (bind, inside listen(), is synchronous:
  // the mask is back before anything else runs), then made 0600 for certain.
  const mask = process.umask(0o177);
  let listening: Promise<void>;
  try {
    listening = new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(socketFile, () => resolve());
    });
  } finally {
    process.umask(mask);
  }
  try {
    await listening;
    chmodSync(socketFile, 0o600);
  } catch (error) {
    server.close();
    log.warn(`backups of the running store are not available: ${socketFile} cannot be opened: ${describeCause(error)}`);
    return undefined;
  }
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        rmSync(socketFile, { force: true });
      }),
  };
}

/** Asks the store running on this socket for a backup; undefined when no store listens there. */
export function requestBackup(socketFile: string, file: string): Promise<BackupAnswer | undefined> {
  return new Promise((resolve, reject) => {
    if (!existsSync(socketFile)) return resolve(undefined);
    const socket = net.connect(socketFile);
    let text = '';
    let connected = false;
    socket.setEncoding('utf8');
    socket.on('connect', () => {
      connected = true;
      socket.write(`${JSON.stringify({ command: 'backup', file } satisfies BackupRequest)}\n`);
    });
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (!connected && (error.code === 'ECONNREFUSED' || error.code === 'ENOENT')) resolve(undefined);
      else reject(error);
    });
    socket.on('end', () => {
      try {
        resolve(JSON.parse(text) as BackupAnswer);
      } catch {
        reject(new Error('the store closed the backup channel without an answer'));
      }
    });
  });
}

const SCHEDULED = /^padstore-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z\.backup$/;

export const scheduledBackupName = (at = new Date()) => `padstore-${at.toISOString().replace(/[:.]/g, '-')}.backup`;

/** When the newest scheduled backup in `dir` was written; undefined when there is none. */
export function newestScheduledBackupAt(dir: string): Date | undefined {
  if (!existsSync(dir)) return undefined;
  const newest = readdirSync(dir)
    .filter((name) => SCHEDULED.test(name))
    .sort()
    .at(-1);
  return newest ? statSync(path.join(dir, newest)).mtime : undefined;
}

/** Removes the oldest scheduled backups beyond `keep` (other files in the folder are left alone). */
export function pruneBackups(dir: string, keep: number): string[] {
  if (!existsSync(dir)) return [];
  const backups = readdirSync(dir)
    .filter((name) => SCHEDULED.test(name))
    .sort();
  const removed = backups.slice(0, Math.max(0, backups.length - keep));
  for (const name of removed) rmSync(path.join(dir, name), { force: true });
  return removed;
}

/** Takes a backup into `dir` every `everyHours`, keeping the newest `keep`; a failure is logged and retried next time. */
export function scheduleBackups(
  options: { dir: string; everyHours: number; keep: number },
  taker: BackupTaker,
  log: FastifyBaseLogger,
): { stop(): void } {
  let running = false;
  const timer = setInterval(
    () => {
      if (running) return;
      running = true;
      const file = path.join(options.dir, scheduledBackupName());
      taker
        .take(file)
        .then(
          (report) => {
            const removed = pruneBackups(options.dir, options.keep);
            log.info({ file, bytes: report.bytes, databaseMs: report.databaseMs, ms: report.totalMs, removed }, 'scheduled backup written');
          },
          (error: unknown) => log.error({ err: error, file }, 'scheduled backup failed'),
        )
        .finally(() => (running = false));
    },
    Math.max(1000, options.everyHours * 3_600_000),
  );
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

/** The running embedded store's backups: the socket `npm run backup` asks on, and the schedule if any. */
export async function startBackupService(
  options: { socketFile: string; uploadsDir: string; schedule: { dir: string; everyHours?: number; keep: number } },
  snapshot: () => Promise<Buffer>,
  log: FastifyBaseLogger,
): Promise<{ newestBackupAt(): Date | undefined; close(): Promise<void> }> {
  const { everyHours, dir, keep } = options.schedule;
  // A backup folder the schedule cannot write to is said at start-up, in one line, not at the first backup.
  if (everyHours) ensureWritableDir(dir, 'the backup folder (BACKUP_DIR)');
  const taker = new BackupTaker(snapshot, options.uploadsDir);
  // A restart does not make the store forget a backup: those of the schedule are in their folder.
  taker.newestAt = newestScheduledBackupAt(dir);
  const control = await listenForBackups(options.socketFile, taker, log);
  const schedule = everyHours ? scheduleBackups({ dir, everyHours, keep }, taker, log) : undefined;
  return {
    newestBackupAt: () => taker.newestAt,
    async close() {
      schedule?.stop();
      await control?.close();
      // A backup under way is let finish, so that the database is not closed under it.
      await taker.idle();
    },
  };
}
