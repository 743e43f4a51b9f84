import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { indiaDay } from '@padstore/domain';
import { createCustomer, createTestStore, newPhone, type TestStore } from './harness.js';
import { writeYearOfBusiness, yearCustomerPhone } from './year-of-business.js';

// The console's and the metrics' statements, as the store sends them, planned on tables holding a
// busy shop's months (decision record 028): none may read every order, delivery, timeline event,
// notification or audit entry, whatever the shop's age. PostgreSQL only: its planner is the one a shop
// at this size runs on.
const METRICS_TOKEN = 'year-plans-metrics-token-0123456789';
/** Tables that grow with every order; a sequential scan of one of them is a cost that follows the shop's age. */
const GROWING = ['orders', 'order_items', 'order_events', 'notifications', 'deliveries', 'audit_log', 'users'];

interface Statement {
  text: string;
  values: unknown[];
}

/**
 * A statement may read at most this many rows of one growing table at the size written below (165,000
 * orders): a day of the busy shop and some. Today's figures read today's orders, a branch's day its day's.
 */
const MOST_ROWS_READ = 12_000;

/**
 * A day's rows are read by the index on when they happened, a few pages written together, never looked up
 * one by one: a scan repeated for each row of another (a nested loop's inner side, a subquery per row) or
 * a list of their ids walks down an index and reads a page of its own for each, thousands on a busy
 * branch's day. A page of 50 orders with their customers is fine; a day's deliveries with their orders
 * one by one is not.
 */
const MOST_LOOKUPS = 200;

/**
 * What a plan, as run, did to the growing tables: its sequential scans, the most rows one of its scans
 * read, and the most times one scan of them was repeated.
 */
function readsOfHistory(plan: Record<string, unknown>): { scans: string[]; mostRowsRead: number; mostLookups: number } {
  const scans: string[] = [];
  let mostRowsRead = 0;
  let mostLookups = 0;
  const walk = (node: Record<string, unknown>) => {
    const relation = String(node['Relation Name']);
    if (GROWING.includes(relation)) {
      if (node['Node Type'] === 'Seq Scan') scans.push(relation);
      // A list of ids (`id in (...)`) is a lookup for each, however few times its scan runs.
      const byIds = /\b\w*id = ANY \(/.test(`${String(node['Index Cond'] ?? '')} ${String(node['Recheck Cond'] ?? '')}`);
      const loops = Number(node['Actual Loops'] ?? 1);
      mostLookups = Math.max(mostLookups, byIds ? Number(node['Actual Rows'] ?? 0) * loops : loops);
      const read =
        (Number(node['Actual Rows'] ?? 0) +
          Number(node['Rows Removed by Filter'] ?? 0) +
          Number(node['Rows Removed by Index Recheck'] ?? 0)) *
        Number(node['Actual Loops'] ?? 1);
      mostRowsRead = Math.max(mostRowsRead, read);
    }
    for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? []) walk(child);
  };
  walk(plan);
  return { scans, mostRowsRead, mostLookups };
}

describe('the console and the metrics at a year of business (PostgreSQL)', () => {
  let store: TestStore;
  let client: pg.Client;
  let owner: Record<string, string>;
  let customer: Record<string, string>;
  let branchId: string;
  let orderId: string;
  let orderNumber: string;

  beforeAll(async () => {
    const ownerPhone = newPhone();
    store = await createTestStore({ env: { ADMIN_PHONES: ownerPhone, METRICS_TOKEN } });
    client = new pg.Client({ connectionString: store.url });
    await client.connect();
    // Plans as a year's tables get them: on a month's tables, splitting a scan across two workers can cost
    // less than a day's index lookups joined to their orders; on twelve times the rows it never does.
    await client.query('set max_parallel_workers_per_gather = 0');
    // 165,000 orders (30 days of the busy shop), enough for the planner to choose as it would at two million.
    await writeYearOfBusiness(client, { customers: 20_000, ordersPerDay: 5_500, branches: 2, days: 30 });
    owner = (await createCustomer(store, { phoneNumber: Number(ownerPhone) })).headers;
    customer = (await createCustomer(store)).headers;
    const { rows } = await client.query<{ id: string; branch_id: string; order_number: string }>(
      `select id, branch_id, order_number from orders where status = 'delivered' order by created_at desc limit 1`,
    );
    [branchId, orderId, orderNumber] = [rows[0]!.branch_id, rows[0]!.id, rows[0]!.order_number];
  }, 300_000);

  afterAll(async () => {
    await client?.end();
    await store?.close();
  });

  /** The statements the store sends to answer `url`, and its answer's status. */
  async function statementsOf(url: string, headers: Record<string, string>): Promise<Statement[]> {
    const statements: Statement[] = [];
    const query = vi.spyOn(pg.Client.prototype, 'query');
    try {
      const answer = await store.app.inject({ url, headers });
      expect(answer.statusCode, `${url}: ${answer.body.slice(0, 200)}`).toBe(200);
    } finally {
      for (const [first, second] of query.mock.calls as unknown as [string | Statement, unknown[] | undefined][]) {
        // The driver takes the values beside the text or inside its config (drizzle gives them beside it).
        const statement =
          typeof first === 'string' ? { text: first, values: second ?? [] } : { text: first.text, values: second ?? first.values ?? [] };
        if (/^\s*(select|with)\b/i.test(statement.text)) statements.push(statement);
      }
      query.mockRestore();
    }
    return statements;
  }

  /**
   * Every statement of the call, planned and run: no sequential scan of a growing table, no scan reading
   * more than a day of it, and no scan of one repeated for each of a day's rows.
   */
  async function expectNoScanOfHistory(url: string, headers: Record<string, string>) {
    const statements = await statementsOf(url, headers);
    expect(statements.length, url).toBeGreaterThan(0);
    for (const { text, values } of statements) {
      const { rows } = await client.query<{ 'QUERY PLAN': [{ Plan: Record<string, unknown> }] }>(
        `explain (analyze, format json) ${text}`,
        values,
      );
      const { scans, mostRowsRead, mostLookups } = readsOfHistory(rows[0]!['QUERY PLAN'][0].Plan);
      expect(scans, `${url}\n${text}`).toEqual([]);
      expect(mostRowsRead, `${url}\n${text}`).toBeLessThanOrEqual(MOST_ROWS_READ);
      expect(mostLookups, `${url}: a lookup per row\n${text}`).toBeLessThanOrEqual(MOST_LOOKUPS);
    }
  }

  const today = () => indiaDay(new Date());

  it("finds the newest orders, a branch's, a status's and a day's, and pages to older ones, by index", async () => {
    await expectNoScanOfHistory('/api/admin/orders', owner);
    await expectNoScanOfHistory(`/api/admin/orders?branchId=${branchId}`, owner);
    await expectNoScanOfHistory('/api/admin/orders?status=delivered', owner);
    await expectNoScanOfHistory('/api/admin/orders?status=packed', owner);
    await expectNoScanOfHistory(`/api/admin/orders?date=${today()}`, owner);
    const first = (await store.app.inject({ url: '/api/admin/orders', headers: owner })).json();
    expect(first.orders).toHaveLength(50);
    await expectNoScanOfHistory(`/api/admin/orders?older=${encodeURIComponent(first.older)}`, owner);
  }, 60_000);

  it('finds an order by its number or its last characters, and a phone however typed, by index', async () => {
    await expectNoScanOfHistory(`/api/admin/orders?q=${orderNumber}`, owner);
    await expectNoScanOfHistory(`/api/admin/orders?q=${orderNumber.slice(-4).toLowerCase()}`, owner);
    await expectNoScanOfHistory(
      `/api/admin/orders?q=${encodeURIComponent(`+91 ${yearCustomerPhone(1).slice(0, 5)} ${yearCustomerPhone(1).slice(5)}`)}`,
      owner,
    );
    const byPhone = (
      await store.app.inject({ url: `/api/admin/orders?q=${encodeURIComponent('+91 70000-00001')}`, headers: owner })
    ).json();
    expect(byPhone.orders.length).toBeGreaterThan(0);
    const bySuffix = (await store.app.inject({ url: `/api/admin/orders?q=${orderNumber.slice(-6)}`, headers: owner })).json();
    expect(bySuffix.orders.map((order: { orderNumber: string }) => order.orderNumber)).toContain(orderNumber);
  }, 60_000);

  it("reads the order page, the dashboard, the floor, the day's cash and its CSV, promise kept and repeats due by index", async () => {
    await expectNoScanOfHistory(`/api/admin/orders/${orderId}`, owner);
    await expectNoScanOfHistory('/api/admin/dashboard', owner);
    await expectNoScanOfHistory(`/api/admin/floor/branches/${branchId}`, owner);
    await expectNoScanOfHistory(`/api/admin/cash/branches/${branchId}/days/${today()}`, owner);
    await expectNoScanOfHistory(`/api/admin/cash/branches/${branchId}/days/${today()}/export`, owner);
    await expectNoScanOfHistory('/api/admin/promise-kept', owner);
    await expectNoScanOfHistory(`/api/admin/repeats/branches/${branchId}`, owner);
  }, 60_000);

  it('scrapes the metrics from the tallies and the open orders, and her pages from her own rows', async () => {
    await expectNoScanOfHistory('/metrics', { authorization: `Bearer ${METRICS_TOKEN}` });
    await expectNoScanOfHistory('/api/user/orders', customer);
    await expectNoScanOfHistory('/api/user/notification/getUnreadNotification', customer);
    await expectNoScanOfHistory('/api/user/export', customer);
  }, 60_000);
});
