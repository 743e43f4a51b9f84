/**
 * The API under load: autocannon, 100 connections, 10 seconds, against the product list, a product page
 * and the cart, on PGlite and on PostgreSQL, each beside a bare Fastify 'hello world' measured in the same
 * run just before that engine's figures; then orders per second on PostgreSQL.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  ADMIN_PHONE,
  call,
  fmt,
  freshPostgres,
  load,
  signIn,
  BUILT_SERVER,
  startStoreProcess,
  stockBengaluru,
  verdict,
  type Load,
  type StoreProcess,
} from './support.js';

const ENV_BASE = { ADMIN_PHONES: ADMIN_PHONE, OTP_SENDS_PER_IP_PER_10_MIN: '100000' };

function line(name: string, result: Load, hello: Load): string {
  const ratio = result.rps / hello.rps;
  const ok = ratio >= 0.4 && result.p99 < 25 && result.errors === 0 && result.non2xx === 0;
  return `  ${name.padEnd(26)} ${fmt(result.rps).padStart(8)} req/s  p99 ${fmt(result.p99).padStart(3)} ms  ${fmt(ratio * 100).padStart(3)}% of hello world  (target >= 40%, p99 < 25 ms)  ${verdict(ok)}${
    result.errors || result.non2xx ? `  errors ${result.errors}, non-2xx ${result.non2xx}` : ''
  }`;
}

export async function benchApi(): Promise<string[]> {
  const report: string[] = ['API under load (autocannon, 100 connections, 10 s each)'];
  for (const engine of ['PGlite', 'PostgreSQL'] as const) {
    // The yardstick is measured again beside each engine: on a shared machine the CPU on offer drifts.
    const yardstick = await startStoreProcess({}, { script: 'bench/hello.ts', probe: '/' });
    const hello = await load({ url: yardstick.url });
    await yardstick.stop();
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'padstore-bench-'));
    const postgres = engine === 'PostgreSQL' ? await freshPostgres() : undefined;
    const store = await startStoreProcess(
      { ...ENV_BASE, LOG_LEVEL: 'error', DATA_DIR: dataDir, DATABASE_URL: postgres?.url ?? '' },
      { script: BUILT_SERVER },
    );
    try {
      const customer = await signIn(store, '9510000001');
      const products = (await call(`${store.url}/api/user/Product/getAllProducts?limit=50`, 'GET')).body.products as { _id: string }[];
      for (const product of products.slice(0, 3))
        await call(`${store.url}/api/user/addtocart/${product._id}`, 'POST', customer, { quantity: 1 });
      report.push(`  on ${engine}:`);
      report.push(
        `  ${'bare Fastify hello world'.padEnd(26)} ${fmt(hello.rps).padStart(8)} req/s  p99 ${fmt(hello.p99).padStart(3)} ms  (measured just before)`,
      );
      report.push(line('product list (guest)', await load({ url: `${store.url}/api/user/Product/getAllProducts?page=1&limit=12` }), hello));
      report.push(
        line(
          'product list (customer)',
          await load({ url: `${store.url}/api/user/Product/getAllProducts?page=1&limit=12`, headers: customer }),
          hello,
        ),
      );
      report.push(line('product page', await load({ url: `${store.url}/api/user/Product/getProductById/${products[0]!._id}` }), hello));
      report.push(line('cart', await load({ url: `${store.url}/api/user/getCarts`, headers: customer }), hello));
      if (engine === 'PostgreSQL') report.push(...(await ordersPerSecond(store)));
    } finally {
      await store.stop();
      await postgres?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  return report;
}

/** 100 customers, one per connection, placing orders of one pack from a well-stocked branch. */
async function ordersPerSecond(store: StoreProcess): Promise<string[]> {
  const admin = await signIn(store, ADMIN_PHONE);
  const products = (await call(`${store.url}/api/user/Product/getAllProducts?limit=50`, 'GET')).body.products as { _id: string }[];
  await stockBengaluru(
    store,
    admin,
    products.map((product) => product._id),
    100_000,
  );
  const customers: Record<string, string>[] = [];
  for (let index = 0; index < 100; index += 1) customers.push(await signIn(store, `952${String(1_000_000 + index).padStart(7, '0')}`));
  let next = 0;
  let firstRefusal = '';
  const body = JSON.stringify({
    deliveryAddress: { name: 'Bench Buyer', plotNumber: '1', street: 'Church Street', address: 'MG Road, Bengaluru', pinCode: '560001' },
    paymentMode: true,
    emergencyDelivery: 'false',
  });
  const result = await load({
    url: store.url,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => ({
          ...request,
          path: `/api/user/directBuy/${products[next % products.length]!._id}`,
          headers: { ...customers[next++ % customers.length], 'content-type': 'application/json' },
          body,
        }),
        onResponse: (status, responseBody) => {
          if (status !== 201 && !firstRefusal) firstRefusal = `${status} ${responseBody}`;
        },
      },
    ],
  });
  if (firstRefusal) console.log('the first refusal under load:', firstRefusal);
  const refused = (result.statuses['409'] ?? 0) + (result.statuses['400'] ?? 0);
  const other = result.non2xx - refused + result.errors;
  const placed = (result.statuses['201'] ?? 0) / Number(process.env.BENCH_SECONDS ?? 10);
  const ok = placed >= 300 && other === 0;
  return [
    `  ${'placing orders'.padEnd(26)} ${fmt(placed).padStart(8)} orders/s  p99 ${fmt(result.p99)} ms  (target >= 300/s, no errors but stock refusals)  ${verdict(ok)}  refusals ${refused}, other errors ${other}  (answers ${JSON.stringify(result.statuses)})`,
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) console.log((await benchApi()).join('\n'));
