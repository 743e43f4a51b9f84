import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestBackup, scheduledBackupName, startBackupService } from './backup-service.js';

let dir: string;
const silent = Fastify({ logger: false }).log;
beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'padstore-backups-'));
  mkdirSync(path.join(dir, 'uploads'));
  mkdirSync(path.join(dir, 'backups'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the newest backup, for the backup age metric', () => {
  it('is found in the backup folder at start, then is the one the store has just written', async () => {
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
    const older = path.join(dir, 'backups', scheduledBackupName(new Date(twoHoursAgo.getTime() - 3_600_000)));
    const newer = path.join(dir, 'backups', scheduledBackupName(twoHoursAgo));
    for (const file of [older, newer]) writeFileSync(file, 'a backup');
    utimesSync(older, new Date(twoHoursAgo.getTime() - 3_600_000), new Date(twoHoursAgo.getTime() - 3_600_000));
    utimesSync(newer, twoHoursAgo, twoHoursAgo);

    const socketFile = path.join(dir, 'store.sock');
    const service = await startBackupService(
      { socketFile, uploadsDir: path.join(dir, 'uploads'), schedule: { dir: path.join(dir, 'backups'), keep: 7 } },
      async () => Buffer.from('the database'),
      silent,
    );
    try {
      expect(Math.abs(service.newestBackupAt()!.getTime() - twoHoursAgo.getTime())).toBeLessThan(1000);
      const answer = await requestBackup(socketFile, path.join(dir, 'asked.backup'));
      expect(answer?.ok).toBe(true);
      expect(Date.now() - service.newestBackupAt()!.getTime()).toBeLessThan(5000);
    } finally {
      await service.close();
    }
  });

  it('is unknown in a folder without scheduled backups', async () => {
    const service = await startBackupService(
      {
        socketFile: path.join(dir, 'other.sock'),
        uploadsDir: path.join(dir, 'uploads'),
        schedule: { dir: path.join(dir, 'none'), keep: 7 },
      },
      async () => Buffer.from('the database'),
      silent,
    );
    expect(service.newestBackupAt()).toBeUndefined();
    await service.close();
  });
});
