/**
 * One owner per data directory, with real processes: two stores started at the same moment on a new
 * directory, a second started while the first runs, one started after the first was killed (SIGKILL);
 * a store of the layout before the database had its own folder, moved on its first start with nothing
 * lost; a DATA_DIR that cannot be created, written or filled said in one line.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { callStore, signInOverHttp, stockBengaluru } from './store-process.js';
import {
  fetchBytes,
  linesOf,
  ordersOf,
  placeOrder,
  spawnStore,
  stopStore,
  uploadProfilePicture,
  type Ended,
  type SpawnedStore,
} from './data-process.js';

const ADMIN_PHONE = '9700000001';
const env = (dataDir: string) => ({ DATA_DIR: dataDir, DATABASE_URL: '', ADMIN_PHONES: ADMIN_PHONE });
const root = mkdtempSync(path.join(os.tmpdir(), 'padstore-owner-'));
const running: SpawnedStore[] = [];
afterAll(async () => {
  for (const store of running) await stopStore(store, 'SIGKILL');
  rmSync(root, { recursive: true, force: true });
});

const start = async (dataDir: string, extra: Record<string, string> = {}) => {
  const store = await spawnStore({ ...env(dataDir), ...extra });
  running.push(store);
  return store;
};

/** A start that must be refused: one line, exit code 1, no WebAssembly abort and no stack trace. */
function expectOneLineRefusal(ended: Ended, line: RegExp) {
  expect(ended.code, ended.output).toBe(1);
  expect(ended.output).not.toMatch(/ExitStatus|Aborted|RuntimeError|\n\s+at /);
  const lines = linesOf(ended.output);
  expect(lines, ended.output).toHaveLength(1);
  expect(lines[0]).toMatch(line);
}

const busy = (dataDir: string, pid: number) =>
  new RegExp(
    `^The store cannot start: the data directory ${dataDir} is in use by another Pad Store process \\(pid ${pid}, running since .*\\): stop it first`,
  );

describe('one store per data directory', () => {
  const dataDir = path.join(root, 'shop');
  let owner: SpawnedStore;
  let customer: Record<string, string>;
  let picture: string;
  let pictureBytes: Buffer;
  const orders: string[] = [];

  it('of two started at the same moment on a new directory, one serves and the other says who has it', async () => {
    const pair = await Promise.all([start(dataDir), start(dataDir)]);
    const refused = await Promise.race(
      pair.map((store) =>
        store.exited.then(
          () => store,
          () => store,
        ),
      ),
    );
    owner = pair.find((store) => store !== refused)!;
    await owner.ready;
    expectOneLineRefusal(await refused.exited, busy(dataDir, owner.child.pid!));
    expect(existsSync(path.join(dataDir, 'db', 'PG_VERSION'))).toBe(true);
  });

  it('a store started while another runs on the directory is refused, and the running one is unharmed', async () => {
    const admin = await signInOverHttp(owner, ADMIN_PHONE, 'Shop Owner');
    const products = (await callStore(`${owner.url}/api/user/Product/getAllProducts?limit=50`, 'GET')).body.products as { _id: string }[];
    await stockBengaluru(owner, admin, [products[0]!._id], 50);
    customer = await signInOverHttp(owner, '9700000002', 'Asha Rao');
    picture = await uploadProfilePicture(owner.url, customer);
    pictureBytes = (await fetchBytes(`${owner.url}${picture}`)) as Buffer;
    for (let index = 0; index < 3; index++) orders.push(await placeOrder(owner.url, customer, products[0]!._id));

    // Backups are asked for over a socket only the store's own user can open.
    const socket = statSync(path.join(dataDir, 'store.sock'));
    expect(socket.isSocket() && (socket.mode & 0o777).toString(8)).toBe('600');

    const second = await start(dataDir);
    expectOneLineRefusal(await second.exited, busy(dataDir, owner.child.pid!));
    expect([...(await ordersOf(owner.url, customer)).keys()].sort()).toEqual([...orders].sort());
  });

  it('after the owner is killed (SIGKILL), the next start takes the directory over with all its data', async () => {
    await stopStore(owner, 'SIGKILL');
    owner = await start(dataDir);
    await owner.ready;
    expect([...(await ordersOf(owner.url, customer)).keys()].sort()).toEqual([...orders].sort());
    expect(await fetchBytes(`${owner.url}${picture}`)).toEqual(pictureBytes);
    await stopStore(owner);
  });

  it('moves a store of the earlier layout (the database right in DATA_DIR) on its first start, losing nothing', async () => {
    // The layout the store had until now: PGlite's files right in DATA_DIR, beside uploads/.
    for (const name of readdirSync(path.join(dataDir, 'db'))) renameSync(path.join(dataDir, 'db', name), path.join(dataDir, name));
    rmSync(path.join(dataDir, 'db'), { recursive: true });
    rmSync(path.join(dataDir, 'store.lock'));
    mkdirSync(path.join(dataDir, 'lost+found'));
    writeFileSync(path.join(dataDir, 'notes.txt'), 'kept');
    expect(existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(true);

    owner = await start(dataDir, { LOG_LEVEL: 'info' });
    await owner.ready;
    expect(owner.output()).toContain(`the database was moved from ${dataDir} into ${path.join(dataDir, 'db')}`);
    expect(readdirSync(dataDir).sort()).toEqual(['db', 'lost+found', 'notes.txt', 'store.lock', 'store.sock', 'uploads']);
    expect(existsSync(path.join(dataDir, 'db', 'PG_VERSION'))).toBe(true);
    // Every order, the customer (signed in still: her session is in the database) and her picture.
    expect([...(await ordersOf(owner.url, customer)).keys()].sort()).toEqual([...orders].sort());
    const user = (await callStore(`${owner.url}/api/user/getUser`, 'GET', customer)).body.user as { fullName: string; image: string };
    expect(user).toMatchObject({ fullName: 'Asha Rao', image: picture });
    expect(await fetchBytes(`${owner.url}${picture}`)).toEqual(pictureBytes);
    await stopStore(owner);
  });
});

describe('a data directory the store cannot use', () => {
  it('cannot be created (a part of its path is a file): one line naming it and the cause', async () => {
    writeFileSync(path.join(root, 'a-file'), 'not a folder');
    const dataDir = path.join(root, 'a-file', 'data');
    const store = await start(dataDir);
    expectOneLineRefusal(
      await store.exited,
      new RegExp(
        `^The store cannot start: the data directory ${dataDir} cannot be created: a part of the path is a file, not a folder \\(ENOTDIR\\)\\.$`,
      ),
    );
  });

  it('is not writable: one line naming it and the cause', async () => {
    // Tests run as root, for whom permissions do not stop a write: the folder is made immutable
    // (chattr +i, which stops root too) where the file system allows it; otherwise it is made read-only.
    const dataDir = path.join(root, 'read-only');
    mkdirSync(dataDir);
    const root_ = process.getuid?.() === 0;
    if (root_) {
      const immutable = spawnSync('chattr', ['+i', dataDir]);
      if (immutable.status !== 0) {
        console.log(
          `chattr +i is not available here (${String(immutable.stderr).trim() || immutable.error?.message}): the unwritable case is not tested`,
        );
        return;
      }
    } else {
      spawnSync('chmod', ['555', dataDir]);
    }
    try {
      const store = await start(dataDir);
      expectOneLineRefusal(
        await store.exited,
        new RegExp(
          `^The store cannot start: the data directory ${dataDir} is not writable: (operation not permitted \\(EPERM\\)|permission denied \\(EACCES\\))\\.$`,
        ),
      );
    } finally {
      if (root_) spawnSync('chattr', ['-i', dataDir]);
    }
  });

  it('is on a full disk: one line naming it and the cause', async () => {
    const mountPoint = path.join(root, 'full-disk');
    mkdirSync(mountPoint);
    // A 4 MiB file system of its own: too small for a database.
    const mounted = spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=4m', 'tmpfs', mountPoint]);
    if (mounted.status !== 0) {
      console.log(
        `a small file system cannot be mounted here (${String(mounted.stderr).trim() || mounted.error?.message}): the full disk is not tested`,
      );
      return;
    }
    try {
      const dataDir = path.join(mountPoint, 'data');
      const store = await start(dataDir);
      expectOneLineRefusal(
        await store.exited,
        new RegExp(
          `^The store cannot start: the disk of ${dataDir}/db is full: no space left on device \\(ENOSPC\\), [\\d.]+ MiB free, at least 16 MiB needed\\.$`,
        ),
      );
    } finally {
      spawnSync('umount', [mountPoint]);
    }
  });
});
