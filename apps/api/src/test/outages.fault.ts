/**
 * The servers the store depends on go away under traffic and come back, each a server of the test's
 * own on a spare port (own-servers.ts), so that the shared ones other tests use are never touched.
 *
 * PostgreSQL stopped under steady orders and reads on two instances: health says 503, every request
 * that needs the database answers 503 with Retry-After and none 500; once it is back both instances are
 * healthy within 10 s, the change feed works again (a write on one instance drops the other's copy),
 * and every order a customer saw accepted is there exactly once.
 *
 * Redis stopped, then hung: sign-in answers quickly on in-process limits with one warning per outage,
 * and counts in Redis again once it is back.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createClient } from 'redis';
import { afterAll, describe, expect, it } from 'vitest';
import { startOwnPostgres, startOwnRedis } from './own-servers.js';
import { callStore, signInOverHttp, startStoreProcess, stockBengaluru, type StoreProcess } from './store-process.js';

const ADMIN_PHONE = '9700000001';
const START_STOCK = 100_000;
const cleanups: (() => unknown)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function startStore(name: string, env: Record<string, string>): Promise<StoreProcess> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `padstore-outage-${name}-`));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const store = await startStoreProcess({ ADMIN_PHONES: ADMIN_PHONE, OTP_SENDS_PER_IP_PER_10_MIN: '1000', DATA_DIR: dataDir, ...env });
  cleanups.push(() => store.stop('SIGKILL'));
  return store;
}

interface Answer {
  at: number;
  instance: string;
  path: string;
  status: number | 'network';
  retryAfter: string | null;
  body: Record<string, unknown>;
}

/** Every answer the clients got, for the judgements at the end. */
const answers: Answer[] = [];

async function call(
  store: StoreProcess,
  instance: string,
  method: string,
  target: string,
  headers: Record<string, string> = {},
  body?: unknown,
): Promise<Answer> {
  const answer: Answer = { at: Date.now(), instance, path: target.split('?')[0] as string, status: 'network', retryAfter: null, body: {} };
  try {
    const response = await fetch(`${store.url}${target}`, {
      method,
      headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(20_000),
    });
    answer.status = response.status;
    answer.retryAfter = response.headers.get('retry-after');
    answer.body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  } catch (error) {
    answer.body = { error: String(error) };
  }
  answers.push(answer);
  return answer;
}

const ORDER_BODY = {
  deliveryAddress: { name: 'Outage Buyer', plotNumber: '1', street: 'Church Street', address: 'MG Road, Bengaluru', pinCode: '560001' },
  paymentMode: true,
  emergencyDelivery: 'false',
  quantity: 1,
};

interface Order {
  key: string;
  buyer: number;
  orderId?: string;
}

describe('PostgreSQL stopped under traffic and started again', () => {
  it('answers 503 with Retry-After and never 500, recovers within 10 s with its change feed, and keeps every order once', async () => {
    const database = await startOwnPostgres();
    cleanups.push(() => database.destroy());
    const first = await startStore('a', { DATABASE_URL: database.url });
    const second = await startStore('b', { DATABASE_URL: database.url });
    const instances: [string, StoreProcess][] = [
      ['first', first],
      ['second', second],
    ];

    const admin = await signInOverHttp(first, ADMIN_PHONE, 'Outage Admin');
    const products = (await callStore(`${first.url}/api/user/Product/getAllProducts?limit=50`, 'GET')).body.products as {
      _id: string;
      productName: string;
    }[];
    const product = products.find((item) => item.productName === 'Whisper Ultra Clean')!;
    const branchId = await stockBengaluru(first, admin, [product._id], START_STOCK);
    const buyers = await Promise.all(
      Array.from({ length: 8 }, (_, index) => signInOverHttp(index % 2 ? second : first, `97100000${String(index).padStart(2, '0')}`)),
    );

    // Steady traffic on both instances: buyers placing orders, each retrying its Idempotency-Key until
    // the order is accepted; guests reading the catalog; a load balancer asking for health.
    let running = true;
    const orders: Order[] = [];
    const buying = buyers.map(async (headers, index) => {
      const [name, store] = instances[index % 2]!;
      while (running) {
        const order: Order = { key: randomUUID(), buyer: index };
        orders.push(order);
        for (;;) {
          const answer = await call(
            store,
            name,
            'POST',
            `/api/user/directBuy/${product._id}`,
            { ...headers, 'idempotency-key': order.key },
            ORDER_BODY,
          );
          if (answer.status === 201) {
            order.orderId = (answer.body.order as { _id: string })._id;
            break;
          }
          await pause(answer.status === 503 ? 200 : 50);
        }
      }
    });
    const reading = instances.map(async ([name, store]) => {
      while (running) {
        await call(store, name, 'GET', '/api/user/Product/getAllProducts?limit=8');
        await call(store, name, 'GET', `/api/user/Product/getProductById/${product._id}`);
        await pause(20);
      }
    });
    const healthOf = async ([name, store]: [string, StoreProcess]) => call(store, name, 'GET', '/api/health');
    const polling = instances.map(async (instance) => {
      while (running) {
        await healthOf(instance);
        await pause(100);
      }
    });

    await pause(2000);
    const ordersBeforeOutage = orders.filter((order) => order.orderId).length;
    expect(ordersBeforeOutage).toBeGreaterThan(5);

    const stoppingAt = Date.now();
    await database.stop();
    const stoppedAt = Date.now();
    // Both say so to a load balancer within moments.
    for (const instance of instances) {
      const began = Date.now();
      while ((await healthOf(instance)).status !== 503) {
        expect(Date.now() - began).toBeLessThan(5000);
        await pause(50);
      }
    }
    await pause(4000);
    const restartingAt = Date.now();
    await database.start();
    const startedAt = Date.now();
    for (const instance of instances) {
      while ((await healthOf(instance)).status !== 200) {
        expect(Date.now() - startedAt, `${instance[0]} healthy within 10 s of the database`).toBeLessThan(10_000);
        await pause(50);
      }
    }
    const healthyIn = Date.now() - startedAt;
    await pause(2000);
    running = false;
    await Promise.all([...buying, ...reading, ...polling]);

    // No 500 and no dropped connection at any time; nothing but the answers a customer expects.
    expect(answers.filter((answer) => answer.status === 'network' || (answer.status >= 500 && answer.status !== 503))).toEqual([]);
    expect(answers.filter((answer) => ![200, 201, 409, 503].includes(answer.status as number))).toEqual([]);
    // While it was down: health 503 saying the database is down, and requests that needed it 503 with
    // Retry-After and the store's message.
    const duringOutage = answers.filter((answer) => answer.at > stoppedAt && answer.at < restartingAt);
    const downHealth = duringOutage.filter((answer) => answer.path === '/api/health');
    expect(downHealth.length).toBeGreaterThan(10);
    for (const answer of downHealth) {
      expect(answer.status).toBe(503);
      expect(answer.body).toMatchObject({ status: 'unavailable', database: 'down' });
    }
    const refused = answers.filter((answer) => answer.status === 503 && answer.path !== '/api/health');
    expect(refused.filter((answer) => answer.path.includes('directBuy')).length).toBeGreaterThan(10);
    for (const answer of refused) {
      expect(answer.retryAfter).toBe('5');
      expect(Object.keys(answer.body)).toEqual(['message']);
    }
    expect(answers.filter((answer) => answer.at > restartingAt + 10_000 && answer.status === 503)).toEqual([]);
    // One warning per instance for the whole outage, not one per refused request.
    for (const [, store] of instances) expect(store.output().split('the database cannot be reached').length - 1).toBe(1);

    // Every order acknowledged before, during or after the outage is there exactly once.
    const db = new pg.Client({ connectionString: database.url });
    await db.connect();
    try {
      const { rows } = await db.query<{ id: string; idempotency_key: string; packs: number }>(
        `select o.id, o.idempotency_key, (select sum(quantity)::int from order_items i where i.order_id = o.id) as packs
           from orders o join users u on u.id = o.user_id where u.phone_number like '971%'`,
      );
      expect(orders.every((order) => order.orderId)).toBe(true);
      const byKey = new Map(rows.map((row) => [row.idempotency_key, row]));
      expect(rows).toHaveLength(orders.length);
      expect(byKey.size).toBe(orders.length);
      for (const order of orders) expect(byKey.get(order.key)?.id).toBe(order.orderId);
      // Nothing sold twice or lost: the stock left and the packs sold add up to the stock there was.
      expect(rows.every((row) => row.packs === 1)).toBe(true);
      const stock = await db.query<{ quantity: number }>('select quantity from branch_stock where branch_id = $1 and product_id = $2', [
        branchId,
        product._id,
      ]);
      expect(stock.rows[0]!.quantity + rows.length).toBe(START_STOCK);
      console.log(
        `PostgreSQL outage: ${orders.length} orders (${ordersBeforeOutage} before it), ${refused.length} requests answered 503, ` +
          `stopped in ${stoppedAt - stoppingAt} ms, both healthy ${healthyIn} ms after the database was back`,
      );
    } finally {
      await db.end();
    }

    await expectChangeFeedWorks(first, second, admin, branchId, product._id, database.url);
  });
});

/**
 * The second instance keeps answers in memory again (a change made around the store does not show at
 * once), and a write through the first drops its copy at once: the change feed listens again.
 */
async function expectChangeFeedWorks(
  writer: StoreProcess,
  reader: StoreProcess,
  admin: Record<string, string>,
  branchId: string,
  productId: string,
  databaseUrl: string,
) {
  const available = async () =>
    (
      (await callStore(`${reader.url}/api/user/Product/getProductById/${productId}`, 'GET')).body as {
        product: { availableProductQuantity: number };
      }
    ).product.availableProductQuantity;
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const before = await available();
      await db.query('update branch_stock set quantity = quantity + 1 where branch_id = $1 and product_id = $2', [branchId, productId]);
      if ((await available()) === before) break;
      expect(Date.now(), 'the reader keeps answers in memory again within 10 s').toBeLessThan(deadline);
      await pause(200);
    }
    const written = await callStore(`${writer.url}/api/admin/branches/${branchId}/stock`, 'PUT', admin, { productId, quantity: 77_777 });
    expect(written.status).toBe(200);
    const { rows } = await db.query<{ total: number }>('select sum(quantity)::int as total from branch_stock where product_id = $1', [
      productId,
    ]);
    expect(await available()).toBe(rows[0]!.total);
  } finally {
    await db.end();
  }
}

describe('Redis stopped, hung and started again', () => {
  it('keeps sign-in quick on in-process limits with one warning per outage, and counts in Redis again', async () => {
    const database = await startOwnPostgres();
    cleanups.push(() => database.destroy());
    const redis = await startOwnRedis();
    cleanups.push(() => redis.destroy());
    const store = await startStore('redis', { DATABASE_URL: database.url, REDIS_URL: redis.url, LOG_LEVEL: 'info' });

    let phones = 0;
    /** Registers (an OTP sent) and signs in (an OTP checked), timing each answer. */
    const signIn = async () => {
      phones += 1;
      const phone = `97200000${String(phones).padStart(2, '0')}`;
      const began = performance.now();
      const registered = await callStore(
        `${store.url}/api/user/register`,
        'POST',
        {},
        {
          fullName: 'Redis Outage',
          gender: 'Female',
          phoneNumber: Number(phone),
          address: 'MG Road, Bengaluru',
          pinCode: '560001',
          plotNumber: '1',
          street: 'Church Street',
          consent: true,
        },
      );
      const sendMs = performance.now() - began;
      const { otp } = (await callStore(`${store.url}/api/dev/otp/${phone}`, 'GET')).body;
      const verifying = performance.now();
      const verified = await callStore(`${store.url}/api/user/verify-otp`, 'POST', {}, { phoneNumber: phone, otp });
      return { registered: registered.status, verified: verified.status, sendMs, verifyMs: performance.now() - verifying };
    };
    /** The count Redis holds for this address's OTP sends; null when it holds none. */
    const sendsCountedInRedis = async () => {
      const client = createClient({ url: redis.url });
      await client.connect();
      try {
        const value = await client.get('padstore:rate:otp-send-ip:127.0.0.1');
        return value === null ? null : Number(value);
      } finally {
        await client.close();
      }
    };
    const health = async () => (await callStore(`${store.url}/api/health`, 'GET')).body;
    const waitForRedis = async () => {
      const began = Date.now();
      while ((await health()).redis !== 'up') {
        expect(Date.now() - began, 'the store uses Redis again within 10 s').toBeLessThan(10_000);
        await pause(100);
      }
    };
    const expectQuickSignIns = async (count: number) => {
      for (let i = 0; i < count; i += 1) {
        const result = await signIn();
        expect(result).toMatchObject({ registered: 201, verified: 200 });
        expect(result.sendMs).toBeLessThan(1500);
        expect(result.verifyMs).toBeLessThan(1500);
      }
    };
    const warnings = () => store.output().split('Redis cannot be reached').length - 1;

    // Redis there: the sends are counted in it.
    expect(await health()).toEqual({ status: 'ok', database: 'up', redis: 'up' });
    await expectQuickSignIns(2);
    expect(await sendsCountedInRedis()).toBe(2);

    // Redis stopped: sign-in goes on, answered at once; health still 200, saying Redis is down.
    await redis.stop();
    const stoppedAt = performance.now();
    await expectQuickSignIns(4);
    expect(performance.now() - stoppedAt).toBeLessThan(8000);
    expect(await health()).toEqual({ status: 'ok', database: 'up', redis: 'down' });
    expect(warnings()).toBe(1);

    // Back (empty, as it keeps nothing on disk): the sends are counted in it again.
    await redis.start();
    await waitForRedis();
    await expectQuickSignIns(1);
    expect(await sendsCountedInRedis()).toBe(1);
    expect(store.output()).toContain('Redis answers again');

    // Hung: it keeps the connection and answers nothing; each command gives up after its time limit.
    redis.pause();
    await expectQuickSignIns(3);
    expect(await health()).toMatchObject({ status: 'ok', redis: 'down' });
    expect(warnings()).toBe(2);
    redis.resume();
    await waitForRedis();
    const before = (await sendsCountedInRedis()) ?? 0;
    await expectQuickSignIns(1);
    expect(await sendsCountedInRedis()).toBe(before + 1);
    expect(warnings()).toBe(2);
  });
});
