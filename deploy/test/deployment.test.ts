/**
 * The deployment of the README's Production section, for real: Debian's nginx with deploy/nginx/padstore.conf
 * (a self-signed certificate where certbot's would be) in front of two built store instances in
 * production mode on PostgreSQL and a Redis of the test's own, codes sent to an SMS webhook of the
 * test's own. Through nginx over HTTPS: the owner and a customer register and sign in, the customer
 * orders from her cart; limits count each client address (and a client's own X-Forwarded-For changes
 * nothing); one instance is stopped with SIGTERM under steady traffic and no customer request fails.
 *
 * Needs the build (`npm run build`), nginx, openssl, redis-server and the PostgreSQL server of
 * TEST_DATABASE_URL (a database named after it with `_deploy` is made afresh and dropped).
 * DEPLOY_TEST_FIRST_PORT=n takes ports n to n+5 instead of free ones.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, get, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import {
  BUILT_SERVER,
  REPOSITORY_ROOT,
  bengaluruRegistration,
  freePort,
  startStoreProcess,
  type StoreProcess,
} from '../../apps/api/src/test/store-process.js';
import { ShopClient, type Answer } from './https-client.js';
import { makeCertificate, startNginx, type RunningNginx } from './nginx.js';

const OWNER_PHONE = '9800000001';
const CUSTOMER_PHONE = '9800000002';
const SENDS_PER_ADDRESS = 3;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const began = Date.now();
const cleanups: (() => unknown)[] = [];

const folder = mkdtempSync(path.join(os.tmpdir(), 'padstore-deploy-'));
cleanups.push(() => rmSync(folder, { recursive: true, force: true }));

async function ports(count: number): Promise<number[]> {
  const first = Number(process.env.DEPLOY_TEST_FIRST_PORT);
  if (first) return Array.from({ length: count }, (_, index) => first + index);
  return Promise.all(Array.from({ length: count }, () => freePort()));
}

/** The sign-in codes the store sent, by the phone's last ten digits, read from the message as a person would. */
const codes = new Map<string, string>();
function startSmsGateway(port: number): Promise<Server> {
  const server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => {
      const { phoneNumber, message } = JSON.parse(text) as { phoneNumber: string; message: string };
      const code = /\b(\d{6})\b/.exec(message)?.[1];
      if (code) codes.set(String(phoneNumber).slice(-10), code);
      response.end('{}');
    });
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

async function startRedis(port: number): Promise<void> {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  cleanups.push(() => child.kill('SIGKILL'));
  await pause(300);
  assert.equal(child.exitCode, null, 'redis-server started');
}

/** A fresh database beside TEST_DATABASE_URL's: the same server, its name with _deploy. */
async function freshDatabase(): Promise<string> {
  const server = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
  const name = `${server.pathname.slice(1) || 'padstore'}_deploy`;
  const admin = new pg.Client({ connectionString: server.toString() });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const cleanup = new pg.Client({ connectionString: server.toString() });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${name} with (force)`);
    await cleanup.end();
  });
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
}

let shop: ShopClient;
let nginx: RunningNginx;
let instances: StoreProcess[];
let httpPort: number;

before(async () => {
  for (const built of ['apps/web/dist/index.html', BUILT_SERVER]) {
    if (!existsSync(path.join(REPOSITORY_ROOT, built))) throw new Error('Build the store first: npm run build');
  }
  const [http, httpsPort, first, second, redisPort, smsPort] = (await ports(6)) as [number, number, number, number, number, number];
  httpPort = http;
  makeCertificate(folder);
  const [databaseUrl, sms] = await Promise.all([freshDatabase(), startSmsGateway(smsPort), startRedis(redisPort)]);
  cleanups.push(() => sms.close());
  const dataDir = path.join(folder, 'data');
  const environment = {
    NODE_ENV: 'production',
    // A production shop opens empty; the test shops from the demo catalog, asked for by its setting.
    DEMO_CATALOG: 'true',
    // The instances share DATA_DIR (uploaded pictures) as the systemd units do.
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    REDIS_URL: `redis://127.0.0.1:${redisPort}`,
    TRUST_PROXY: '127.0.0.1',
    SMS_PROVIDER: 'webhook',
    SMS_WEBHOOK_URL: `http://127.0.0.1:${smsPort}/send`,
    // The same on every instance: the offers' records of her phone and door are keyed with it.
    OFFER_KEY_SECRET: 'deployment-test-offer-key-0123456789abcdef',
    ADMIN_PHONES: OWNER_PHONE,
    OTP_SENDS_PER_IP_PER_10_MIN: String(SENDS_PER_ADDRESS),
    // Each request logged, to see which instance served what.
    LOG_LEVEL: 'info',
  };
  // One first, then the other: both would migrate the new database under its lock anyway.
  instances = [];
  for (const port of [first, second]) {
    const instance = await startStoreProcess(environment, { script: BUILT_SERVER, port });
    cleanups.push(() => instance.stop('SIGKILL'));
    instances.push(instance);
  }
  nginx = await startNginx(folder, { http, https: httpsPort, instances: [first, second] });
  cleanups.push(() => nginx.stop());
  shop = new ShopClient(httpsPort);
  cleanups.push(() => shop.close());
  process.stdout.write(
    `# ready in ${((Date.now() - began) / 1000).toFixed(1)} s: nginx on ${httpsPort}, stores on ${first} and ${second}\n`,
  );
});

after(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  process.stdout.write(`# the deployment test took ${((Date.now() - began) / 1000).toFixed(1)} s\n`);
});

/** Registers from the address and signs in with the code the SMS gateway received: the bearer header. */
async function signUp(from: string, phone: string, fullName: string): Promise<Record<string, string>> {
  const registered = await shop.call(from, 'POST', '/api/user/register', {}, bengaluruRegistration(phone, fullName));
  assert.equal(registered.status, 201, registered.text);
  const otp = codes.get(phone);
  assert.match(otp ?? '', /^\d{6}$/, 'the code reached the SMS gateway');
  const verified = await shop.call(from, 'POST', '/api/user/verify-otp', {}, { phoneNumber: phone, otp });
  assert.equal(verified.status, 200, verified.text);
  return { authorization: `Bearer ${verified.body.token as string}` };
}

const ORDER = {
  deliveryAddress: { name: 'Asha Rao', plotNumber: '1', street: 'Church Street', address: 'MG Road, Bengaluru', pinCode: '560001' },
  paymentMode: true,
  emergencyDelivery: 'false',
};

let productId: string;

describe('the shop behind nginx, as the README deploys it', () => {
  it('sends plain HTTP to HTTPS, compresses, caches the hashed assets for a year, and has no development code endpoint', async () => {
    const redirect = await new Promise<{ status?: number; location?: string }>((resolve, reject) => {
      get({ host: '127.0.0.1', port: httpPort, path: '/products?brand=1' }, (response) => {
        response.resume();
        resolve({ status: response.statusCode, location: response.headers.location });
      }).on('error', reject);
    });
    assert.equal(redirect.status, 301);
    assert.match(redirect.location ?? '', /^https:\/\/127\.0\.0\.1\/products\?brand=1$/);

    const health = await shop.call('127.0.0.2', 'GET', '/api/health');
    assert.equal(health.status, 200);
    assert.match(String(health.headers['strict-transport-security']), /max-age=31536000/);

    const catalog = await shop.call('127.0.0.2', 'GET', '/api/user/Product/getAllProducts?limit=50', { 'accept-encoding': 'gzip' });
    assert.equal(catalog.status, 200);
    assert.equal(catalog.headers['content-encoding'], 'gzip');

    const asset = readdirSync(path.join(REPOSITORY_ROOT, 'apps/web/dist/assets')).find((name) => name.endsWith('.js'));
    const cached = await shop.call('127.0.0.2', 'GET', `/assets/${asset}`);
    assert.equal(cached.status, 200);
    assert.equal(cached.headers['cache-control'], 'public, max-age=31536000, immutable');

    assert.equal((await shop.call('127.0.0.2', 'GET', `/api/dev/otp/${OWNER_PHONE}`)).status, 404);
  });

  it('the owner of ADMIN_PHONES registers, signs in and stocks a branch; a customer signs in, fills her cart and orders', async () => {
    const owner = await signUp('127.0.0.2', OWNER_PHONE, 'Meera Owner');
    const products = (await shop.call('127.0.0.2', 'GET', '/api/user/Product/getAllProducts?limit=50')).body.products as { _id: string }[];
    productId = products[0]!._id;
    const branches = (await shop.call('127.0.0.2', 'GET', '/api/admin/branches', owner)).body.branches as { _id: string; name: string }[];
    const branch = branches.find((item) => item.name === 'Bengaluru Central');
    assert.ok(branch, 'the demo catalog has Bengaluru Central');
    const stocked = await shop.call('127.0.0.2', 'PUT', `/api/admin/branches/${branch._id}/stock`, owner, { productId, quantity: 100_000 });
    assert.equal(stocked.status, 200, stocked.text);

    const customer = await signUp('127.0.0.2', CUSTOMER_PHONE, 'Asha Rao');
    const added = await shop.call('127.0.0.2', 'POST', `/api/user/addtocart/${productId}`, customer, { quantity: 2 });
    assert.ok([200, 201].includes(added.status as number), added.text);
    const placed = await shop.call('127.0.0.2', 'POST', '/api/user/buyNow', { ...customer, 'idempotency-key': randomUUID() }, ORDER);
    assert.equal(placed.status, 201, placed.text);
    const orderId = (placed.body.order as { _id: string })._id;
    const seen = await shop.call('127.0.0.2', 'GET', `/api/user/viewOrder/${orderId}`, customer);
    assert.equal(seen.status, 200);
    assert.deepEqual(
      (seen.body.order as { items: { quantity: number }[] }).items.map((item) => item.quantity),
      [2],
    );
  });

  it('counts the sign-in limits per client address, and a client writing its own X-Forwarded-For still meets its limit', async () => {
    const send = (from: string, phone: string, headers: Record<string, string> = {}) =>
      shop.call(from, 'POST', '/api/user/register', headers, bengaluruRegistration(phone, 'Limit Tester'));
    const statuses = [];
    for (let n = 0; n < SENDS_PER_ADDRESS + 1; n += 1) statuses.push((await send('127.0.0.3', `98100000${10 + n}`)).status);
    assert.deepEqual(statuses, [201, 201, 201, 429]);
    // Another customer, on another address, still gets her code.
    assert.equal((await send('127.0.0.4', '9810000020')).status, 201);
    // Rotating X-Forwarded-For helps nothing: nginx appends the address it saw, the store reads that one.
    for (const [n, forged] of ['198.51.100.7', '127.0.0.4', '203.0.113.9, 198.51.100.8'].entries()) {
      const answer = await send('127.0.0.3', `98100000${30 + n}`, { 'x-forwarded-for': forged });
      assert.equal(answer.status, 429, `with X-Forwarded-For: ${forged}`);
    }
  });

  it('stops one instance with SIGTERM under steady orders and catalog reads, and no customer request fails', async () => {
    const customers = await Promise.all(
      Array.from({ length: 6 }, async (_, index) => {
        const from = `127.0.0.${10 + index}`;
        return { from, headers: await signUp(from, `98200000${10 + index}`, 'Steady Buyer') };
      }),
    );
    const served = (instance: StoreProcess) => instance.output().split('"msg":"incoming request"').length - 1;
    const [stopped, staying] = instances as [StoreProcess, StoreProcess];
    const traffic: Answer[] = [];
    let running = true;
    const buying = customers.map(async ({ from, headers }) => {
      while (running) {
        traffic.push(await shop.call(from, 'GET', '/api/user/Product/getAllProducts?limit=8'));
        const body = { ...ORDER, quantity: 1 };
        traffic.push(
          await shop.call(from, 'POST', `/api/user/directBuy/${productId}`, { ...headers, 'idempotency-key': randomUUID() }, body),
        );
        traffic.push(await shop.call(from, 'GET', `/api/user/Product/getProductById/${productId}`));
      }
    });
    const browsing = Array.from({ length: 2 }, async (_, index) => {
      while (running) traffic.push(await shop.call(`127.0.0.${20 + index}`, 'GET', '/api/user/Product/getAllProducts?limit=8'));
    });
    await pause(2500);
    const servedBefore = [served(stopped), served(staying)];
    const sigtermAt = Date.now();
    await stopped.stop('SIGTERM');
    const stoppedIn = Date.now() - sigtermAt;
    await pause(2500);
    running = false;
    await Promise.all([...buying, ...browsing]);

    assert.equal(stopped.child.exitCode, 0, 'the stopped instance exits 0');
    assert.ok(servedBefore[0]! > 20 && servedBefore[1]! > 20, `both instances served before the stop (${servedBefore.join(', ')})`);
    const failed = traffic.filter((answer) => answer.status !== 200 && answer.status !== 201);
    assert.deepEqual(
      failed.map((answer) => `${answer.method} ${answer.path}: ${answer.status} ${answer.text.slice(0, 200)}`),
      [],
      'no customer request failed',
    );
    const orders = traffic.filter((answer) => answer.path.includes('directBuy'));
    const afterStop = traffic.filter((answer) => answer.at > sigtermAt);
    assert.ok(orders.length > 20, `orders were placed throughout (${orders.length})`);
    assert.ok(afterStop.length > 20, `requests went on after the stop (${afterStop.length})`);
    // What nginx met at the stopped instance and passed to the other one: connections refused once
    // its listener closed, and reset before it had read them.
    const caught = nginx
      .errors()
      .split('\n')
      .filter((line) => line.includes('[error]') && line.includes(`upstream: "http://127.0.0.1:${new URL(stopped.url).port}`));
    const unexpected = caught.filter((line) => !/\((111: Connection refused|104: Connection reset by peer)\)/.test(line));
    assert.deepEqual(unexpected, [], 'nginx met nothing else at the stopped instance');
    process.stdout.write(
      `# ${traffic.length} requests (${orders.length} orders) from 8 clients; SIGTERM after 2.5 s, the instance stopped in ${stoppedIn} ms; ${afterStop.length} requests after it; nginx passed on ${caught.length} refused or reset at the stopped one; none failed\n`,
    );
  });
});
