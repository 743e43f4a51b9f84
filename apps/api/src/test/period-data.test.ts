import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, CYCLE_ENTRY_FIELDS, indiaDay, MESSAGES, REPEAT_MESSAGES } from '@padstore/domain';
import { LOG_PRIVACY, loggerOptions } from '../lib/log-privacy.js';
import { createCustomer, createTestStore, demoProduct, newPhone, type TestStore } from './harness.js';

/**
 * Her period data never arrives (issue 44, decision record 020): each period or cycle field, planted in
 * a repeat order's body, in any route's query string, or in a header's JSON, is refused 400 with the
 * privacy promise's message, and the log written meanwhile holds neither its name nor its value.
 */
const PERIOD_FIELDS = [...CYCLE_ENTRY_FIELDS, 'lastPeriodDate', 'periodLength', 'cycleDay', 'menstrualPhase', 'lmp'];
/** A value no log line could hold by chance. */
const PLANTED = 'zq7planted';

let output = '';
let store: TestStore;
let customer: Record<string, string>;
let owner: Record<string, string>;
let productId: string;
let routes: { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: string }[];

beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      output += chunk.toString();
      done();
    },
  });
  const ownerPhone = newPhone();
  store = await createTestStore({ env: { ADMIN_PHONES: ownerPhone }, logger: loggerOptions('info', stream) });
  customer = (await createCustomer(store)).headers;
  owner = (await createCustomer(store, { phoneNumber: Number(ownerPhone) })).headers;
  productId = (await demoProduct(store, 'Stayfree Secure Cottony')).id;
  const document = (await store.app.inject({ url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
  routes = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.keys(methods)
      .map((method) => method.toUpperCase())
      .filter((method): method is 'GET' | 'POST' | 'PUT' | 'DELETE' => ['GET', 'POST', 'PUT', 'DELETE'].includes(method))
      .map((method) => ({ method, path })),
  );
});
afterAll(() => store.close());

const repeatBody = () => ({ items: [{ productId, quantity: 1 }], everyDays: 28, firstDeliveryOn: addDays(indiaDay(new Date()), 10) });
const url = (path: string) => path.replace(/\{\w+\}/g, () => randomUUID());
const who = (path: string) => (path.startsWith('/api/admin') ? owner : customer);

/** Sends the request with the log captured, and answers the answer and the lines it wrote. */
async function logged(request: InjectOptions) {
  const before = output.length;
  const answer = await store.app.inject(request);
  return { answer, lines: output.slice(before) };
}

function expectRefusedAndUnlogged(result: { answer: { statusCode: number; body: string }; lines: string }, field: string, where: string) {
  expect(result.answer.statusCode, `${where}: ${result.answer.body}`).toBe(400);
  expect(JSON.parse(result.answer.body), where).toMatchObject({ message: REPEAT_MESSAGES.noCycleData });
  expect(result.lines.length, `${where}: the request was logged`).toBeGreaterThan(0);
  expect(result.lines, where).not.toContain(PLANTED);
  expect(result.lines, where).not.toContain(field);
}

describe('her period data', () => {
  it('in a repeat order body is refused, and not logged', async () => {
    for (const field of PERIOD_FIELDS) {
      const create = await logged({
        method: 'POST',
        url: '/api/user/repeats',
        headers: customer,
        payload: { ...repeatBody(), [field]: PLANTED },
      });
      expectRefusedAndUnlogged(create, field, `POST body ${field}`);
      const change = await logged({
        method: 'PUT',
        url: `/api/user/repeats/${randomUUID()}`,
        headers: customer,
        payload: { everyDays: 30, [field]: PLANTED },
      });
      expectRefusedAndUnlogged(change, field, `PUT body ${field}`);
    }
  });

  it('in the query string of every route is refused, and not logged', async () => {
    expect(routes.length).toBeGreaterThan(90);
    for (const field of PERIOD_FIELDS) {
      for (const route of routes) {
        const result = await logged({ method: route.method, url: `${url(route.path)}?${field}=${PLANTED}`, headers: who(route.path) });
        expectRefusedAndUnlogged(result, field, `${route.method} ${route.path}?${field}`);
      }
    }
  });

  it("in a header's JSON, on every route, is refused, and not logged", async () => {
    for (const field of PERIOD_FIELDS) {
      for (const route of routes) {
        const result = await logged({
          method: route.method,
          url: url(route.path),
          headers: { ...who(route.path), 'x-client-state': JSON.stringify({ cart: 1, saved: { [field]: PLANTED } }) },
        });
        expectRefusedAndUnlogged(result, field, `${route.method} ${route.path} header ${field}`);
      }
    }
  });

  it('is not refused where it is not: a repeat order set up, read and changed as usual', async () => {
    const made = await store.app.inject({ method: 'POST', url: '/api/user/repeats', headers: customer, payload: repeatBody() });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().repeat._id as string;
    expect((await store.app.inject({ url: '/api/user/repeats', headers: { ...customer, 'x-note': '{"everyDays":28}' } })).statusCode).toBe(
      200,
    );
    const changed = await store.app.inject({
      method: 'PUT',
      url: `/api/user/repeats/${id}`,
      headers: customer,
      payload: { everyDays: 30 },
    });
    expect(changed.statusCode, changed.body).toBe(200);
  });
});

describe('any other parameter a route does not declare', () => {
  it('is refused 400 with the words of the strict body, not dropped', async () => {
    const repeats = await store.app.inject({ url: '/api/user/repeats?colour=red', headers: customer });
    expect(repeats.statusCode).toBe(400);
    expect(repeats.json().message).toBe(`${REPEAT_MESSAGES.unknownField}: colour`);
    const products = await store.app.inject({ url: '/api/user/Product/getAllProducts?limit=2&colour=red' });
    expect(products.statusCode).toBe(400);
    expect(products.json().message).toBe(`${MESSAGES.unknownQueryField}: colour`);
    expect((await store.app.inject({ url: '/api/user/Product/getAllProducts?limit=2' })).statusCode).toBe(200);
  });
});

describe('the request log', () => {
  it('never writes the query string of the routes on its list, and writes the declared parameters of others', async () => {
    expect(LOG_PRIVACY.routesWithoutQuery).toContain('/api/user/repeats');
    const before = output.length;
    await store.app.inject({ url: '/api/user/export?format=zq7one', headers: customer });
    await store.app.inject({ url: '/api/user/Product/getAllProducts?q=zq7search&limit=2' });
    const lines = output.slice(before);
    expect(lines).not.toContain('zq7one');
    expect(lines).toContain('/api/user/export?[redacted]');
    expect(lines).toContain('q=zq7search&limit=2');
  });

  it('censors a body, a query or headers should a line carry them', () => {
    const before = output.length;
    store.app.log.info({ body: { lastPeriodDate: PLANTED }, query: { cycleLength: PLANTED }, headers: { 'x-state': PLANTED } }, 'a line');
    store.app.log.info({ reply: { body: PLANTED }, request: { query: PLANTED, headers: PLANTED } }, 'another line');
    const lines = output.slice(before);
    expect(lines).toContain('a line');
    expect(lines).toContain('[redacted]');
    expect(lines).not.toContain(PLANTED);
  });
});
