import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { createCustomer, createTestStore, demoProduct, openTestDatabase, type TestStore } from '../../test/harness.js';
import { buyNow } from '../../test/staff.js';
import { REPOSITORY_ROOT } from '../../test/store-process.js';
import { StoreMetrics } from './store-metrics.js';

const TOKEN = 'scrape-token-0123456789abcdef';
let store: TestStore;
beforeAll(async () => {
  store = await createTestStore({ env: { METRICS_TOKEN: TOKEN } });
  // As the store started by `npm start` on the embedded database does (server.ts).
  if (store.database.engine === 'pglite') store.app.metrics?.watchBackups(() => undefined);
});
afterAll(() => store.close());

const scrape = (authorization?: string) =>
  store.app.inject({ url: '/metrics', headers: authorization === undefined ? {} : { authorization } });

/** The value of one series of the scrape, by its name and labels; undefined when absent. */
async function valueOf(name: string, labels: Record<string, string> = {}): Promise<number | undefined> {
  const text = (await scrape(`Bearer ${TOKEN}`)).body;
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = (match[2] ?? '').split(',');
    if (wanted.every((pair) => present.includes(pair))) return Number(match[3]);
  }
  return undefined;
}

describe('GET /metrics', () => {
  it('answers only to the bearer token of METRICS_TOKEN', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-0123456789abcdef', `Basic ${TOKEN}`, 'Bearer ', `Bearer ${TOKEN}x`]) {
      const refused = await scrape(authorization);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({ message: 'A valid metrics token is required' });
      expect(refused.headers['www-authenticate']).toBe('Bearer');
    }
    const answer = await scrape(`Bearer ${TOKEN}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(answer.body).toContain('nodejs_eventloop_lag_seconds');
    expect(answer.body).toContain(`padstore_db_engine{engine="${store.database.engine}"} 1`);
  });

  it("reports the database pool on PostgreSQL, and the embedded database's backup age", async () => {
    if (store.database.engine === 'postgres') {
      // The test harness opens pools of 20.
      expect(await valueOf('padstore_db_pool_size')).toBe(20);
      expect(await valueOf('padstore_db_pool_waiting')).toBe(0);
      expect(await valueOf('padstore_db_pool_in_use')).toBeGreaterThanOrEqual(0);
    } else {
      expect(await valueOf('padstore_db_pool_size')).toBeUndefined();
    }
    const metrics = new StoreMetrics({ db: store.database.db, engine: store.database.engine, smsProvider: 'console' });
    const backups: { newest?: Date } = {};
    metrics.watchBackups(() => backups.newest);
    expect(await metrics.registry.getSingleMetricAsString('padstore_backup_age_seconds')).toContain('padstore_backup_age_seconds +Inf');
    backups.newest = new Date(Date.now() - 90_000);
    const age = Number(
      /^padstore_backup_age_seconds (\S+)$/m.exec(await metrics.registry.getSingleMetricAsString('padstore_backup_age_seconds'))?.[1],
    );
    expect(age).toBeGreaterThanOrEqual(90);
    expect(age).toBeLessThan(100);
  });

  it('still answers while the database is away, without the order figures', async () => {
    const { database, drop } = await openTestDatabase();
    const metrics = new StoreMetrics({ db: database.db, engine: database.engine, smsProvider: 'console' });
    metrics.observeAnswer('GET', '/api/health', 503, 0.002);
    await database.close();
    await drop();
    const text = await metrics.registry.metrics();
    expect(text).toContain('http_request_duration_seconds_count{method="GET",route="/api/health",status_code="503"} 1');
    expect(text).not.toMatch(/^padstore_orders_waiting\{/m);
  });

  it('is not found on a store without METRICS_TOKEN, which keeps no metrics', async () => {
    const plain = await createTestStore();
    try {
      expect(plain.app.metrics).toBeUndefined();
      const answer = await plain.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ message: 'Not found' });
    } finally {
      await plain.close();
    }
  });

  it('labels requests by their route pattern, never by the URL asked for', async () => {
    const product = await demoProduct(store, 'Nua Ultra Thin');
    await store.app.inject({ url: `/api/user/Product/getProductById/${product.id}` });
    for (const made_up of ['/api/no-such-thing-1', '/api/no-such-thing-2']) await store.app.inject({ url: made_up });
    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(text).toContain('route="/api/user/Product/getProductById/:id",status_code="200"');
    expect(text).not.toContain(product.id);
    expect(text).not.toContain('no-such-thing');
    expect(
      await valueOf('http_request_duration_seconds_count', { method: 'GET', route: 'unmatched', status_code: '404' }),
    ).toBeGreaterThanOrEqual(2);
  });

  it('counts orders placed and cancelled, and those waiting per branch and status', async () => {
    const { headers } = await createCustomer(store);
    const product = await demoProduct(store, 'Sofy Body Fit');
    const branch = { branch: 'Bengaluru Central' };
    const placedBefore = (await valueOf('padstore_orders_placed_total', { ...branch, delivery_type: 'express' })) ?? 0;
    const cancelledBefore = (await valueOf('padstore_orders_cancelled_total', { ...branch, delivery_type: 'express' })) ?? 0;
    expect(await valueOf('padstore_orders_waiting', { ...branch, status: 'placed' })).toBe(0);
    expect(await valueOf('padstore_orders_waiting', { branch: 'Mumbai Fort', status: 'packed' })).toBe(0);
    expect(await valueOf('padstore_express_oldest_not_out_seconds', branch)).toBe(0);

    const first = await buyNow(store, headers, product.id, { express: true });
    const second = await buyNow(store, headers, product.id, { express: true });
    expect(await valueOf('padstore_orders_placed_total', { ...branch, delivery_type: 'express' })).toBe(placedBefore + 2);
    expect(await valueOf('padstore_orders_waiting', { ...branch, status: 'placed' })).toBe(2);
    expect(await valueOf('padstore_express_oldest_not_out_seconds', branch)).toBeGreaterThanOrEqual(0);

    const cancelled = await store.app.inject({
      method: 'PUT',
      url: `/api/user/cancel/${first._id}`,
      headers,
      payload: { cancelReason: 'Ordered twice' },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await valueOf('padstore_orders_cancelled_total', { ...branch, delivery_type: 'express' })).toBe(cancelledBefore + 1);
    expect(await valueOf('padstore_orders_placed_total', { ...branch, delivery_type: 'express' })).toBe(placedBefore + 2);
    expect(await valueOf('padstore_orders_waiting', { ...branch, status: 'placed' })).toBe(1);
    await store.app.inject({ method: 'PUT', url: `/api/user/cancel/${second._id}`, headers, payload: { cancelReason: 'Not needed' } });
    expect(await valueOf('padstore_orders_waiting', { ...branch, status: 'placed' })).toBe(0);
  });

  it('counts the codes handed to the SMS provider, by provider and result', async () => {
    const sent = (await valueOf('padstore_sms_sends_total', { provider: 'console', result: 'sent' })) ?? 0;
    expect(await valueOf('padstore_sms_sends_total', { provider: 'console', result: 'failed' })).toBe(0);
    await createCustomer(store);
    expect(await valueOf('padstore_sms_sends_total', { provider: 'console', result: 'sent' })).toBe(sent + 1);
  });

  it('exposes every metric the alerts of deploy/prometheus/padstore-alerts.yml ask for', async () => {
    const rules = parse(readFileSync(`${REPOSITORY_ROOT}deploy/prometheus/padstore-alerts.yml`, 'utf8')) as {
      groups: { rules: { alert: string; expr: string }[] }[];
    };
    const expressions = rules.groups.flatMap((group) => group.rules.map((rule) => rule.expr));
    // What is left of an expression without its selectors, ranges, groupings and PromQL's own words.
    const PROMQL_WORDS = new Set(['up', 'sum', 'max', 'min', 'rate', 'increase', 'and', 'or', 'unless', 'time']);
    const used = new Set(
      expressions.flatMap((expr) =>
        [...expr.replace(/\{[^}]*\}|\[[^\]]*\]|"[^"]*"|\b(?:by|without|on|ignoring)\s*\([^)]*\)/g, '').matchAll(/[a-zA-Z_:][\w:]*/g)]
          .map(([word]) => word)
          .filter((word) => !PROMQL_WORDS.has(word)),
      ),
    );
    expect([...used].sort()).toContain('padstore_express_oldest_not_out_seconds');
    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    const exposed = new Set(
      [...text.matchAll(/^# TYPE (\S+) (\S+)$/gm)].flatMap(([, name, type]) =>
        type === 'histogram' ? [`${name}_bucket`, `${name}_count`, `${name}_sum`] : [name!],
      ),
    );
    // The pool is PostgreSQL's, the backups the embedded database's: CI runs this on both.
    const otherEngineOnly = {
      pglite: ['padstore_db_pool_waiting'],
      postgres: ['padstore_backup_age_seconds'],
    }[store.database.engine];
    expect([...used].filter((name) => !exposed.has(name))).toEqual(otherEngineOnly);
  });
});
