import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirBusyError, LOCK_FILE, lockDataDir, lockWithFile, lockWithFlock, processStartTime, type Holder } from './lock.js';

const dirs: string[] = [];
const newDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'padstore-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A lock file as a process that has since died left it (a real pid, of a process that has ended). */
function staleHolder(): Holder {
  const ended = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' });
  return { pid: Number(ended.stdout.trim()), startTime: '1', bootId: '', since: '2026-01-01T00:00:00.000Z' };
}

for (const [name, lock] of [
  ['flock(2), through the flock program', lockWithFlock],
  ['the lock file alone (no flock program)', lockWithFile],
] as const) {
  describe(`the data directory's lock: ${name}`, () => {
    it('has one holder at a time, named to the one turned away, and is free again once released', () => {
      const dir = newDir();
      const first = lock(dir);
      const holder = JSON.parse(readFileSync(path.join(dir, LOCK_FILE), 'utf8')) as Holder;
      expect(holder.pid).toBe(process.pid);
      expect(holder.startTime).toBe(processStartTime(process.pid));
      let refusal: unknown;
      try {
        lock(dir);
      } catch (error) {
        refusal = error;
      }
      expect(refusal).toBeInstanceOf(DataDirBusyError);
      expect((refusal as Error).message).toContain(`is in use by another Pad Store process (pid ${process.pid}`);
      first.release();
      lock(dir).release();
    });

    it('takes over the lock file left by a process that died', () => {
      const dir = newDir();
      writeFileSync(path.join(dir, LOCK_FILE), JSON.stringify(staleHolder()));
      const taken = lock(dir);
      expect((JSON.parse(readFileSync(path.join(dir, LOCK_FILE), 'utf8')) as Holder).pid).toBe(process.pid);
      taken.release();
    });

    it('takes over a lock file whose pid now belongs to another process, started later', () => {
      const dir = newDir();
      // This very process's pid, with another start time: the pid was reused.
      writeFileSync(path.join(dir, LOCK_FILE), JSON.stringify({ ...staleHolder(), pid: process.pid, startTime: '1' }));
      lock(dir).release();
    });
  });
}

it('is taken with flock(2) where the flock program is installed (util-linux, busybox)', () => {
  if (spawnSync('flock', ['--version']).status !== 0) return;
  const dir = newDir();
  const taken = lockDataDir(dir);
  // The flock program itself sees it taken.
  expect(spawnSync('flock', ['--exclusive', '--nonblock', path.join(dir, LOCK_FILE), 'true']).status).toBe(1);
  taken.release();
  expect(spawnSync('flock', ['--exclusive', '--nonblock', path.join(dir, LOCK_FILE), 'true']).status).toBe(0);
});
