/**
 * The API under load: autocannon, 100 connections, 10 seconds, against the product list, a product page
 * and the cart, on PGlite and on PostgreSQL, each beside a bare Fastify 'hello world' measured in the same
 * run just before that figure; then orders per second on PostgreSQL.
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
  saveResult,
  verdict,
  warmUp,
  type StoreProcess,
} from './support.js';

const ENV_BASE = { ADMIN_PHONES: ADMIN_PHONE, OTP_SENDS_PER_IP_PER_10_MIN: '100000' };

/**
 * One figure beside its yardstick: the bare hello world is loaded just before the store's address, every
 * time, so that both see the same machine (the CPU on offer to this shared machine drifts within minutes).
 */
async function sideBySide(name: string, hello: StoreProcess, options: { url: string; headers?: Record<string, string> }): Promise<string> {
  const yardstick = await load({ url: hello.url });
  const result = await load(options);
  const ratio = result.rps / yardstick.rps;
  const ok = ratio >= 0.4 && result.p99 < 25 && result.errors === 0 && result.non2xx === 0;
  return `  ${name.padEnd(26)} ${fmt(result.rps).padStart(8)} req/s  p99 ${fmt(result.p99).padStart(3)} ms  ${fmt(ratio * 100).padStart(3)}% of hello world (${fmt(yardstick.rps)} req/s, p99 ${fmt(yardstick.p99)} ms)  (target >= 40%, p99 < 25 ms)  ${verdict(ok)}${
    result.errors || result.non2xx ? `  errors ${result.errors}, non-2xx ${result.non2xx}` : ''
  }`;
}

export async function benchApi(): Promise<string[]> {
  const report: string[] = ['API under load (autocannon, 100 connections, 10 s each; a bare Fastify hello world just before each)'];
  const hello = await startStoreProcess({}, { script: 'bench/hello.ts', probe: '/' });
  try {
    for (const engine of ['PGlite', 'PostgreSQL'] as const) {
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
        const list = `${store.url}/api/user/Product/getAllProducts?page=1&limit=12`;
        const targets = [
          ['product list (guest)', { url: list }],
          ['product list (customer)', { url: list, headers: customer }],
          ['product page', { url: `${store.url}/api/user/Product/getProductById/${products[0]!._id}` }],
          ['cart', { url: `${store.url}/api/user/getCarts`, headers: customer }],
        ] as const;
        // A running store, not a fresh process: each address is loaded for a few seconds before any figure,
        // so that the first one measured does not also carry the start of the JIT compiler and the heap.
        for (const [, target] of targets) await warmUp(target);
        report.push(`  on ${engine}:`);
        for (const [name, target] of targets) report.push(await sideBySide(name, hello, target));
        if (engine === 'PostgreSQL') report.push(...(await ordersPerSecond(store)));
      } finally {
        await store.stop();
        await postgres?.drop();
        rmSync(dataDir, { recursive: true, force: true });
      }
    }
  } finally {
    await hello.stop();
  }
  return report;
}

function isStockRefusal(body: string): boolean {
  try {
    return (JSON.parse(body) as { isStockAvailable?: unknown }).isStockAvailable === false;
  } catch {
    return false;
  }
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
  let firstError = '';
  // A stock refusal is the store's own answer (409 with isStockAvailable false); anything else, a 400
  // included, is an error of the bench or the store and counts against the target.
  let refused = 0;
  let otherAnswers = 0;
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
          if (status === 201) return;
          if (status === 409 && isStockRefusal(responseBody)) {
            refused += 1;
            if (!firstRefusal) firstRefusal = `${status} ${responseBody}`;
          } else {
            otherAnswers += 1;
            if (!firstError) firstError = `${status} ${responseBody}`;
          }
        },
      },
    ],
  });
  if (firstRefusal) console.log('the first stock refusal under load:', firstRefusal);
  if (firstError) console.log('the first error under load:', firstError);
  const other = otherAnswers + result.errors;
  const placed = (result.statuses['201'] ?? 0) / Number(process.env.BENCH_SECONDS ?? 10);
  const ok = placed >= 300 && other === 0;
  return [
    `  ${'placing orders'.padEnd(26)} ${fmt(placed).padStart(8)} orders/s  p99 ${fmt(result.p99)} ms  (target >= 300/s, no errors but stock refusals)  ${verdict(ok)}  refusals ${refused}, other errors ${other}  (answers ${JSON.stringify(result.statuses)})`,
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const lines = await benchApi();
  console.log(lines.join('\n'));
  console.log(`\nwritten to ${saveResult(`api-${process.argv[2] ?? process.env.BENCH_LABEL ?? 'latest'}`, lines)}`);
}
