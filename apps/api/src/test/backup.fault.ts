/**
 * Backups and restores as an operator runs them (`npm run backup`, `npm run restore`), with real
 * processes. The embedded store is backed up while orders are being placed, restored into a new
 * directory and started: every order acknowledged before the backup began, every stock level, user,
 * review and picture is there. Truncated and damaged backups are refused and change nothing. Scheduled
 * backups keep BACKUP_KEEP files. On PostgreSQL, a round trip through pg_dump and pg_restore.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client.js';
import { verifyBackup } from '../storage/backup-file.js';
import { callStore, REPOSITORY_ROOT, signInOverHttp, stockBengaluru } from './store-process.js';
import {
  fetchBytes,
  linesOf,
  npmRun,
  ordersOf,
  placeOrder,
  spawnStore,
  stopStore,
  treeDigest,
  uploadProfilePicture,
  type SpawnedStore,
} from './data-process.js';
import { emptyPostgresDatabase } from './template.js';

const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const ADMIN_PHONE = '9800000001';
const root = mkdtempSync(path.join(os.tmpdir(), 'padstore-backup-'));
const running: SpawnedStore[] = [];
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const store of running) await stopStore(store, 'SIGKILL');
  for (const cleanup of cleanups) await cleanup();
  rmSync(root, { recursive: true, force: true });
});

async function start(env: Record<string, string>): Promise<SpawnedStore> {
  const store = await spawnStore({ ADMIN_PHONES: ADMIN_PHONE, DATABASE_URL: '', ...env });
  running.push(store);
  await store.ready;
  return store;
}

async function rows<T>(database: DatabaseHandle, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Stock per branch and product, plus the packs its orders hold (cancelled ones gave theirs back). */
const STOCK_AND_SOLD = sql`select s.branch_id, s.product_id, s.quantity,
    s.quantity + coalesce((select sum(i.quantity) from order_items i join orders o on o.id = i.order_id
      where o.branch_id = s.branch_id and i.product_id = s.product_id and o.status <> 'cancelled'), 0)::int as stocked
  from branch_stock s order by 1, 2`;

describe('backups of the embedded store', () => {
  const dataDir = path.join(root, 'shop');
  const restoredDir = path.join(root, 'restored');
  const file = path.join(root, 'shop.backup');
  const statuses = ['placed', 'confirmed', 'packed', 'out_for_delivery', 'delivered', 'cancelled'] as const;

  it('backed up while orders are placed, and restored into a new directory, has everything acknowledged before', async () => {
    const store = await start({ DATA_DIR: dataDir, LOG_LEVEL: 'info' });
    const admin = await signInOverHttp(store, ADMIN_PHONE, 'Shop Owner');
    const products = (await callStore(`${store.url}/api/user/Product/getAllProducts?limit=50`, 'GET')).body.products as { _id: string }[];
    const [stormProduct, product, other] = products.map((item) => item._id) as [string, string, string];
    const branchId = await stockBengaluru(store, admin, [product, other], 1000);
    await stockBengaluru(store, admin, [stormProduct], 100_000);
    // Stock moves besides orders: an adjustment down and one up.
    for (const [productId, adjustBy] of [
      [product, -7],
      [other, 5],
    ] as const) {
      const moved = await callStore(`${store.url}/api/admin/branches/${branchId}/stock`, 'PUT', admin, { productId, adjustBy });
      expect(moved.status).toBe(200);
    }
    const asha = await signInOverHttp(store, '9800000002', 'Asha Rao');
    const picture = await uploadProfilePicture(store.url, asha);
    const pictureBytes = (await fetchBytes(`${store.url}${picture}`)) as Buffer;
    const meena = await signInOverHttp(store, '9800000003', 'Meena Iyer');

    // An order in every status, moved along by the operator.
    for (const [index, status] of statuses.entries()) {
      const customer = index % 2 === 0 ? asha : meena;
      const id = await placeOrder(store.url, customer, index === 5 ? other : product, 1 + (index % 3));
      const path_ = status === 'cancelled' ? ['cancelled'] : statuses.slice(1, statuses.indexOf(status) + 1);
      let version = 1;
      for (const step of path_) {
        const moved = await callStore(`${store.url}/api/admin/orders/${id}/status`, 'PUT', admin, {
          status: step,
          version,
          ...(step === 'cancelled' ? { reason: 'Customer asked' } : {}),
        });
        expect(moved.status, JSON.stringify(moved.body)).toBe(200);
        version = moved.body.version as number;
      }
    }
    const reviewed = await callStore(`${store.url}/api/user/review/addReview/${product}`, 'POST', asha, {
      ratings: 4.5,
      review: 'Soft and discreet',
    });
    expect(reviewed.status).toBe(201);
    const ashaOrders = await ordersOf(store.url, asha);
    const meenaOrders = await ordersOf(store.url, meena);
    expect(new Set([...ashaOrders.values(), ...meenaOrders.values()]).size).toBe(statuses.length);

    // The storm: three customers order as fast as the store answers, through the backup.
    const buyers = await Promise.all(
      ['9800000011', '9800000012', '9800000013'].map((phone) => signInOverHttp(store, phone, 'Storm Buyer')),
    );
    const acknowledged: { id: string; at: number }[] = [];
    let storming = true;
    const storm = buyers.map(async (headers) => {
      try {
        while (storming) {
          acknowledged.push({ id: await placeOrder(store.url, headers, stormProduct), at: Date.now() });
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
      } finally {
        storming = false;
      }
    });
    const waitFor = async (enough: () => boolean) => {
      while (storming && !enough()) await new Promise((resolve) => setTimeout(resolve, 20));
    };
    await waitFor(() => acknowledged.length >= 10);
    const backupBegan = Date.now();
    const backup = await npmRun('backup', [file], { DATA_DIR: dataDir });
    const backupEnded = Date.now();
    await waitFor(() => acknowledged.filter((order) => order.at > backupEnded).length >= 3);
    storming = false;
    await Promise.all(storm);
    expect(backup.code, backup.output).toBe(0);
    expect(linesOf(backup.output)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^Backup written to ${file}: [\\d.]+ MiB, the embedded database and 1 uploaded picture\\(s\\), taken by the running store\\.$`,
        ),
      ),
    ]);
    const written = JSON.parse(
      store
        .output()
        .split('\n')
        .find((line) => line.includes('"msg":"backup written"'))!,
    ) as { databaseMs: number; ms: number };
    const before = acknowledged.filter((order) => order.at < backupBegan).map((order) => order.id);
    const during = acknowledged.filter((order) => order.at >= backupBegan && order.at <= backupEnded).length;
    // A restore over the running store is refused, even with --force.
    const over = await npmRun('restore', [file, '--force'], { DATA_DIR: dataDir });
    expect(over.code).toBe(1);
    expect(linesOf(over.output)).toEqual([
      expect.stringContaining(
        `Nothing was restored: the data directory ${dataDir} is in use by another Pad Store process (pid ${store.child.pid}`,
      ),
    ]);
    await stopStore(store);
    // With no store running, the command takes the directory's lock and backs it up itself.
    const offline = await npmRun('backup', [path.join(root, 'offline.backup')], { DATA_DIR: dataDir });
    expect(offline.code, offline.output).toBe(0);
    expect(linesOf(offline.output)).toEqual([expect.stringMatching(/1 uploaded picture\(s\), no store was running\.$/)]);
    expect(verifyBackup(path.join(root, 'offline.backup')).manifest.engine).toBe('pglite');

    // Restored into a new directory, and started.
    const restored = await npmRun('restore', [file], { DATA_DIR: restoredDir });
    expect(restored.code, restored.output).toBe(0);
    expect(linesOf(restored.output)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^Restored ${file} \\(taken .*\\) into ${restoredDir}: \\d+ users, \\d+ orders, 16 products, 1 reviews, 1 uploaded picture\\(s\\)\\. Start the store`,
        ),
      ),
    ]);
    // Started with scheduled backups every 1.8 s, the newest two kept.
    const scheduledDir = path.join(root, 'scheduled');
    const again = await start({
      DATA_DIR: restoredDir,
      BACKUP_DIR: scheduledDir,
      BACKUP_EVERY_HOURS: '0.0005',
      BACKUP_KEEP: '2',
      LOG_LEVEL: 'info',
    });
    // Signed in still (sessions are in the database), with her orders, their statuses and her picture.
    expect(await ordersOf(again.url, asha)).toEqual(ashaOrders);
    expect(await ordersOf(again.url, meena)).toEqual(meenaOrders);
    const user = (await callStore(`${again.url}/api/user/getUser`, 'GET', asha)).body.user as { image: string };
    expect(user.image).toBe(picture);
    expect(await fetchBytes(`${again.url}${picture}`)).toEqual(pictureBytes);
    const reviews = (await callStore(`${again.url}/api/user/review/getReviews/${product}`, 'GET')).body.reviews as { review: string }[];
    expect(reviews.map((review) => review.review)).toContain('Soft and discreet');
    // Scheduled backups: at least three written, the newest two kept, each whole.
    const scheduledSoFar = () => again.output().split('"msg":"scheduled backup written"').length - 1;
    for (const began = Date.now(); scheduledSoFar() < 3 && Date.now() - began < 120_000;)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(scheduledSoFar()).toBeGreaterThanOrEqual(3);
    await stopStore(again);
    const scheduled = readdirSync(scheduledDir).filter((name) => name.endsWith('.backup'));
    expect(scheduled).toHaveLength(2);
    for (const name of scheduled) expect(verifyBackup(path.join(scheduledDir, name)).manifest.engine).toBe('pglite');

    // Table by table, against the store backed up (both stopped now).
    const original = await openDatabase({ dataDir: path.join(dataDir, 'db') });
    const copy = await openDatabase({ dataDir: path.join(restoredDir, 'db') });
    try {
      const ids = async (database: DatabaseHandle, query: ReturnType<typeof sql>) =>
        (await rows<{ id: string }>(database, query)).map((row) => row.id);
      const copyOrders = new Set(await ids(copy, sql`select id from orders`));
      const originalOrders = new Set(await ids(original, sql`select id from orders`));
      expect(before.filter((id) => !copyOrders.has(id))).toEqual([]);
      expect([...copyOrders].filter((id) => !originalOrders.has(id))).toEqual([]);
      expect(await ids(copy, sql`select id from users order by id`)).toEqual(await ids(original, sql`select id from users order by id`));
      expect(await rows(copy, sql`select user_id, product_id, rating, review from reviews order by 1, 2`)).toEqual(
        await rows(original, sql`select user_id, product_id, rating, review from reviews order by 1, 2`),
      );
      const orderStates = sql`select id, status, version from orders where id in (select order_id from order_items where product_id <> ${stormProduct}) order by id`;
      expect(await rows(copy, orderStates)).toEqual(await rows(original, orderStates));
      // Every stock level agrees with the orders beside it: what is left plus what was sold is what was stocked.
      const stock = await rows<{ product_id: string; quantity: number; stocked: number }>(copy, STOCK_AND_SOLD);
      const originalStock = await rows<{ product_id: string; quantity: number; stocked: number }>(original, STOCK_AND_SOLD);
      expect(stock.map(({ product_id, stocked }) => ({ product_id, stocked }))).toEqual(
        originalStock.map(({ product_id, stocked }) => ({ product_id, stocked })),
      );
      expect(stock.filter((row) => row.product_id !== stormProduct)).toEqual(
        originalStock.filter((row) => row.product_id !== stormProduct),
      );
      console.log(
        `embedded backup: ${before.length} orders acknowledged before it began, ${during} during it (${backupEnded - backupBegan} ms for the command, ${written.ms} ms in the store of which ${written.databaseMs} ms for the database), ${copyOrders.size} of ${originalOrders.size} orders in the copy`,
      );
    } finally {
      await original.close();
      await copy.close();
    }
  }, 480_000);

  it('refuses a truncated or damaged backup, changing nothing', async () => {
    const bytes = readFileSync(file);
    const truncated = path.join(root, 'truncated.backup');
    writeFileSync(truncated, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
    const damaged = path.join(root, 'damaged.backup');
    const copy = Buffer.from(bytes);
    copy[Math.floor(bytes.length / 3)]! ^= 0x01;
    writeFileSync(damaged, copy);

    // Over the restored store, even with --force.
    const untouched = treeDigest(restoredDir);
    const cut = await npmRun('restore', [truncated, '--force'], { DATA_DIR: restoredDir });
    expect(cut.code).toBe(1);
    expect(linesOf(cut.output)).toEqual([
      expect.stringMatching(/^The backup .*truncated\.backup cannot be used: it is truncated \(.*\)\. Nothing was changed\.$/),
    ]);
    const flipped = await npmRun('restore', [damaged, '--force'], { DATA_DIR: restoredDir });
    expect(flipped.code).toBe(1);
    expect(linesOf(flipped.output)).toEqual([
      expect.stringMatching(/^The backup .*damaged\.backup cannot be used: it is damaged \(.*\)\. Nothing was changed\.$/),
    ]);
    expect(treeDigest(restoredDir)).toEqual(untouched);
    // Into a new directory, which is not even made.
    const fresh = path.join(root, 'never-made');
    expect((await npmRun('restore', [damaged], { DATA_DIR: fresh })).code).toBe(1);
    expect(existsSync(fresh)).toBe(false);
    // And a good backup over a store without --force.
    const over = await npmRun('restore', [file], { DATA_DIR: restoredDir });
    expect(over.code).toBe(1);
    expect(linesOf(over.output)).toEqual([
      `The data directory ${restoredDir} already holds a store: restore into an empty DATA_DIR, or add --force to replace it (what is there is then kept in ${path.join(restoredDir, 'replaced-…')}). Nothing was changed.`,
    ]);
    expect(treeDigest(restoredDir)).toEqual(untouched);
  });
});

describe('backups on PostgreSQL', () => {
  async function createDatabase(): Promise<string> {
    const { url, drop } = await emptyPostgresDatabase(POSTGRES_URL, 'padstore_backup');
    cleanups.push(drop);
    return url;
  }

  it('round-trips through pg_dump and pg_restore into a new database, pictures included', async () => {
    const source = { DATABASE_URL: await createDatabase(), DATA_DIR: path.join(root, 'pg-files') };
    const store = await start(source);
    const admin = await signInOverHttp(store, ADMIN_PHONE, 'Shop Owner');
    const products = (await callStore(`${store.url}/api/user/Product/getAllProducts?limit=50`, 'GET')).body.products as { _id: string }[];
    await stockBengaluru(store, admin, [products[0]!._id], 100);
    const asha = await signInOverHttp(store, '9800000021', 'Asha Rao');
    const picture = await uploadProfilePicture(store.url, asha);
    const pictureBytes = (await fetchBytes(`${store.url}${picture}`)) as Buffer;
    for (let index = 0; index < 3; index++) await placeOrder(store.url, asha, products[0]!._id);
    const orders = await ordersOf(store.url, asha);

    const file = path.join(root, 'pg.backup');
    const backup = await npmRun('backup', [file], source);
    expect(backup.code, backup.output).toBe(0);
    expect(linesOf(backup.output)).toEqual([
      expect.stringMatching(/the PostgreSQL database and 1 uploaded picture\(s\), through pg_dump\.$/),
    ]);
    await stopStore(store);

    const target = { DATABASE_URL: await createDatabase(), DATA_DIR: path.join(root, 'pg-files-restored') };
    const restored = await npmRun('restore', [file], target);
    expect(restored.code, restored.output).toBe(0);
    expect(linesOf(restored.output)).toEqual([
      expect.stringMatching(/into the database of DATABASE_URL: 2 users, 3 orders, 16 products, 0 reviews, 1 uploaded picture\(s\)/),
    ]);
    const refused = await npmRun('restore', [file], target);
    expect(refused.code).toBe(1);
    expect(linesOf(refused.output)).toEqual([expect.stringMatching(/is not empty: restore into an empty database, or add --force/)]);

    const again = await start(target);
    expect(await ordersOf(again.url, asha)).toEqual(orders);
    expect(await fetchBytes(`${again.url}${picture}`)).toEqual(pictureBytes);
    await stopStore(again);
  });

  it('says what to use when pg_dump is not installed', async () => {
    // A PATH with node alone on it.
    const bin = path.join(root, 'bin-without-pg');
    mkdirSync(bin);
    symlinkSync(process.execPath, path.join(bin, 'node'));
    const { spawnSync } = await import('node:child_process');
    const ran = spawnSync(process.execPath, ['--import', 'tsx', 'apps/api/src/cli/backup.ts', path.join(root, 'none.backup')], {
      cwd: REPOSITORY_ROOT,
      env: { ...process.env, PATH: bin, DATABASE_URL: POSTGRES_URL, DATA_DIR: path.join(root, 'pg-files') },
      encoding: 'utf8',
    });
    expect(ran.status).toBe(1);
    expect(linesOf(ran.stdout + ran.stderr)).toEqual([
      expect.stringMatching(
        /^pg_dump is not installed here: install PostgreSQL's client programs, .* \(Debian and Ubuntu: apt-get install postgresql-client\), or back up/,
      ),
    ]);
  });
});
