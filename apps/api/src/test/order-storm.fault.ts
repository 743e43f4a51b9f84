/**
 * The store is killed (SIGKILL, no goodbye) in the middle of an order storm and started again on the same
 * data. Every order a client saw accepted must be there and whole, no order may be half-written, clients
 * that retry with their Idempotency-Key must not create doubles, and the stock left plus the packs sold
 * must equal the stock there was. Runs on PGlite's data directory and on the PostgreSQL server.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.js';
import { callStore as call, freePort, signInOverHttp, startStoreProcess, stockBengaluru } from './store-process.js';
import { emptyPostgresDatabase } from './template.js';

const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const BUYERS = 24;
const START_STOCK = 100_000;
const ADMIN_PHONE = '9600000001';

const startServer = (env: Record<string, string>, port: number) =>
  startStoreProcess({ ...env, ADMIN_PHONES: ADMIN_PHONE, OTP_SENDS_PER_IP_PER_10_MIN: '1000' }, { port });

interface Attempt {
  key: string;
  headers: Record<string, string>;
  quantity: number;
  outcome: 'accepted' | 'refused' | 'lost';
  orderId?: string;
}

const ORDER_BODY = {
  deliveryAddress: { name: 'Storm Buyer', plotNumber: '1', street: 'Church Street', address: 'MG Road, Bengaluru', pinCode: '560001' },
  paymentMode: true,
  emergencyDelivery: 'false',
};

async function placeOrder(url: string, productId: string, attempt: Attempt): Promise<void> {
  try {
    const answer = await call(
      `${url}/api/user/directBuy/${productId}`,
      'POST',
      { ...attempt.headers, 'idempotency-key': attempt.key },
      {
        ...ORDER_BODY,
        quantity: attempt.quantity,
      },
    );
    if (answer.status === 201) {
      attempt.outcome = 'accepted';
      attempt.orderId = (answer.body.order as { _id: string })._id;
    } else if (answer.status === 409) {
      attempt.outcome = 'refused';
    } else {
      throw new Error(`unexpected answer ${answer.status}: ${JSON.stringify(answer.body)}`);
    }
  } catch (error) {
    if (error instanceof Error && error.message.startsWith('unexpected answer')) throw error;
    attempt.outcome = 'lost';
  }
}

async function runStormAndKill(env: Record<string, string>, openData: () => ReturnType<typeof openDatabase>) {
  const port = await freePort();
  let server = await startServer(env, port);
  try {
    const admin = await signInOverHttp(server, ADMIN_PHONE, 'Storm Buyer');
    const product = (
      (await call(`${server.url}/api/user/Product/getAllProducts?limit=50`, 'GET')).body.products as {
        _id: string;
        productName: string;
      }[]
    ).find((item) => item.productName === 'Whisper Ultra Clean')!;
    const branchId = await stockBengaluru(server, admin, [product._id], START_STOCK);
    const buyers = await Promise.all(
      Array.from({ length: BUYERS }, (_, index) => signInOverHttp(server, `96${String(10_000_000 + index)}`, 'Storm Buyer')),
    );

    // The storm: every buyer places order after order until the store goes away under them.
    const attempts: Attempt[] = [];
    let running = true;
    const storm = buyers.map(async (headers, index) => {
      while (running) {
        const attempt: Attempt = { key: randomUUID(), headers, quantity: 1 + (index % 3), outcome: 'lost' };
        attempts.push(attempt);
        await placeOrder(server.url, product._id, attempt);
        if (attempt.outcome === 'lost') return;
      }
    });
    const accepted = () => attempts.filter((attempt) => attempt.outcome === 'accepted').length;
    const killAt = Date.now() + 10_000;
    while (accepted() < 150 && Date.now() < killAt) await new Promise((resolve) => setTimeout(resolve, 20));
    await server.stop('SIGKILL');
    running = false;
    await Promise.all(storm);
    const seenAccepted = accepted();
    const lost = attempts.filter((attempt) => attempt.outcome === 'lost');
    expect(seenAccepted).toBeGreaterThan(20);

    // Back up on the same data: the clients whose answer was lost try again with the same key.
    const restartedAt = new Date();
    server = await startServer(env, port);
    for (const attempt of lost) await placeOrder(server.url, product._id, attempt);
    expect(lost.every((attempt) => attempt.outcome === 'accepted')).toBe(true);
    await server.stop('SIGTERM');

    const database = await openData();
    try {
      const rows = async <T>(query: ReturnType<typeof sql>) => ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
      const stormOrders = await rows<{
        id: string;
        idempotency_key: string;
        created_at: string;
        items: number;
        packs: number;
        events: number;
      }>(
        sql`select o.id, o.idempotency_key, o.created_at,
              (select count(*)::int from order_items i where i.order_id = o.id) as items,
              (select coalesce(sum(i.quantity), 0)::int from order_items i where i.order_id = o.id) as packs,
              (select count(*)::int from order_events e where e.order_id = o.id) as events
            from orders o join users u on u.id = o.user_id
            where u.phone_number like '9610%'`,
      );
      const byId = new Map(stormOrders.map((order) => [order.id, order]));
      const acceptedAttempts = attempts.filter((attempt) => attempt.outcome === 'accepted');
      // Every order a client was told about is there, with its own key and the packs asked for.
      for (const attempt of acceptedAttempts) {
        const order = byId.get(attempt.orderId!);
        expect(order, `order ${attempt.orderId} is there`).toBeDefined();
        expect(order!.idempotency_key).toBe(attempt.key);
        expect(order!.packs).toBe(attempt.quantity);
      }
      // No doubles (one order per accepted key) and nothing half-written (lines and a first event each).
      expect(stormOrders).toHaveLength(acceptedAttempts.length);
      expect(stormOrders.filter((order) => order.items !== 1 || order.events < 1)).toEqual([]);
      const [stock] = await rows<{ quantity: number }>(
        sql`select quantity from branch_stock where branch_id = ${branchId} and product_id = ${product._id}`,
      );
      const sold = stormOrders.reduce((sum, order) => sum + order.packs, 0);
      expect(stock!.quantity + sold).toBe(START_STOCK);
      // Answers lost in the kill whose order had been written before it: the retry answered that order.
      const replayed = lost.filter((attempt) => new Date(byId.get(attempt.orderId!)!.created_at) < restartedAt).length;
      return { seenAccepted, lost: lost.length, replayed, orders: stormOrders.length };
    } finally {
      await database.close();
    }
  } finally {
    await server.stop('SIGKILL');
  }
}

describe('killing the store in the middle of an order storm', () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });

  it("loses nothing on PGlite's data directory", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'padstore-storm-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    // The store keeps its database in DATA_DIR/db.
    const figures = await runStormAndKill({ DATA_DIR: dataDir, DATABASE_URL: '' }, () =>
      openDatabase({ dataDir: path.join(dataDir, 'db') }),
    );
    console.log(
      `PGlite: ${figures.seenAccepted} orders accepted before the kill, ${figures.lost} lost answers retried (${figures.replayed} had been written), ${figures.orders} orders kept`,
    );
  });

  it('loses nothing on PostgreSQL', async () => {
    const { url: databaseUrl, drop } = await emptyPostgresDatabase(POSTGRES_URL, 'padstore_storm');
    cleanups.push(drop);
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'padstore-storm-files-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const figures = await runStormAndKill({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir }, () => openDatabase({ databaseUrl }));
    console.log(
      `PostgreSQL: ${figures.seenAccepted} orders accepted before the kill, ${figures.lost} lost answers retried (${figures.replayed} had been written), ${figures.orders} orders kept`,
    );
  });
});
