/**
 * One owner per data directory. The owner holds an exclusive flock(2) on `DATA_DIR/store.lock`: the
 * kernel releases it when the process ends, however it ends (SIGKILL and power loss included), so a lock
 * can never outlive its holder. Node has no flock of its own, so the lock is taken by util-linux's
 * `flock` program on a descriptor this process opened and passes to it (`flock -xn 3`): the lock belongs
 * to the open file, which this process keeps open after the program has exited, until it dies.
 *
 * The holder writes its pid and start time into the file, so that a process turned away can say who
 * holds the directory. On a system without `flock(1)` the file alone is the lock: it is taken with an
 * atomic link(2), and one left by a process that has died (its pid gone, or reused by a process started
 * at another time) is detected and taken over.
 */
import { spawnSync } from 'node:child_process';
import {
  closeSync,
  ftruncateSync,
  fsyncSync,
  linkSync,
  openSync,
  readFileSync,
  renameSync,
  unlinkSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';

export const LOCK_FILE = 'store.lock';

export interface Holder {
  pid: number;
  /** The process's start time in clock ticks since boot (field 22 of /proc/PID/stat). */
  startTime: string;
  bootId: string;
  since: string;
}

export interface DataDirLock {
  file: string;
  release(): void;
}

/** Another live process holds the directory. */
export class DataDirBusyError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: Holder | undefined,
  ) {
    super(
      `the data directory ${dataDir} is in use by another Pad Store process (${holder ? `pid ${holder.pid}, running since ${holder.since}` : 'pid not known yet'}): stop it first, or give this one another DATA_DIR.`,
    );
  }
}

function readText(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    return undefined;
  }
}

/** When the process started, in clock ticks since boot; undefined when there is no such process. */
export function processStartTime(pid: number): string | undefined {
  const stat = readText(`/proc/${pid}/stat`);
  if (!stat) return undefined;
  // The command name, in parentheses, may hold spaces: the fields are counted after its closing one.
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
}

const bootId = () => readText('/proc/sys/kernel/random/boot_id') ?? '';

function thisProcess(): Holder {
  return { pid: process.pid, startTime: processStartTime(process.pid) ?? '', bootId: bootId(), since: new Date().toISOString() };
}

function parseHolder(text: string | undefined): Holder | undefined {
  if (!text) return undefined;
  try {
    const holder = JSON.parse(text) as Holder;
    return Number.isInteger(holder.pid) ? holder : undefined;
  } catch {
    return undefined;
  }
}

/** Whether the process that wrote this is still running: same boot, same pid, same start time. */
export function isAlive(holder: Holder): boolean {
  if (holder.bootId && holder.bootId !== bootId()) return false;
  const startTime = processStartTime(holder.pid);
  if (startTime === undefined) {
    // No /proc (not Linux): whether the pid exists is all there is to know.
    if (readText('/proc/self/stat') !== undefined) return false;
    try {
      process.kill(holder.pid, 0);
      return true;
    } catch (error) {
      return (error as NodeJS.ErrnoException).code === 'EPERM';
    }
  }
  return !holder.startTime || startTime === holder.startTime;
}

let flockProgram: boolean | undefined;
function hasFlockProgram(): boolean {
  flockProgram ??= spawnSync('flock', ['--version'], { stdio: 'ignore' }).status === 0;
  return flockProgram;
}

/**
 * The live process named in the lock file, waiting a little for a holder that has its lock but has not
 * written its name yet (the file may still name an earlier holder, dead since).
 */
function readHolder(file: string, tries = 50): Holder | undefined {
  let holder: Holder | undefined;
  for (let tried = 0; tried < tries; tried++) {
    holder = parseHolder(readText(file));
    if (holder && isAlive(holder)) return holder;
    if (tried + 1 < tries) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
  }
  // Locked by a process this one cannot see (another container on the same volume): as its file says.
  return tries > 1 ? holder : undefined;
}

/**
 * Takes the directory's lock, or throws DataDirBusyError naming the process that has it. The directory
 * must exist. The lock is released by release() or, whatever happens, by the end of this process.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  return hasFlockProgram() ? lockWithFlock(dataDir) : lockWithFile(dataDir);
}

export function lockWithFlock(dataDir: string): DataDirLock {
  const file = path.join(dataDir, LOCK_FILE);
  const fd = openSync(file, 'a+', 0o644);
  const taken = spawnSync('flock', ['--exclusive', '--nonblock', '3'], { stdio: ['ignore', 'ignore', 'pipe', fd] });
  if (taken.status !== 0) {
    closeSync(fd);
    if (taken.status === 1) throw new DataDirBusyError(dataDir, readHolder(file));
    throw new Error(`could not lock ${file}: ${taken.error?.message ?? String(taken.stderr).trim()}`);
  }
  ftruncateSync(fd, 0);
  writeSync(fd, `${JSON.stringify(thisProcess())}\n`);
  fsyncSync(fd);
  let released = false;
  return {
    file,
    release() {
      if (released) return;
      released = true;
      // Emptied first: a process turned away in between reads no holder rather than a stale one.
      ftruncateSync(fd, 0);
      closeSync(fd);
    },
  };
}

export function lockWithFile(dataDir: string): DataDirLock {
  const file = path.join(dataDir, LOCK_FILE);
  const me = thisProcess();
  const mine = `${file}.${me.pid}`;
  writeFileSync(mine, `${JSON.stringify(me)}\n`);
  try {
    for (let tries = 0; tries < 5; tries++) {
      try {
        linkSync(mine, file);
        return {
          file,
          release() {
            if (parseHolder(readText(file))?.pid === me.pid) unlinkSync(file);
          },
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      // The file is whole from its first instant (linked once written), so there is nothing to wait for.
      const holder = readHolder(file, 1);
      if (holder) throw new DataDirBusyError(dataDir, holder);
      // Left by a process that died: moved aside (one process wins the rename), then taken anew.
      const stale = `${file}.stale.${me.pid}`;
      try {
        renameSync(file, stale);
        const moved = parseHolder(readText(stale));
        if (moved && isAlive(moved)) {
          // Another process took it over in between: it is theirs.
          linkSync(stale, file);
          throw new DataDirBusyError(dataDir, moved);
        }
        unlinkSync(stale);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }
    throw new DataDirBusyError(dataDir, readHolder(file, 1));
  } finally {
    unlinkSync(mine);
  }
}
