import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indiaDay, indiaDayBounds } from '@padstore/domain';
import { createCustomer, createTestStore, newPhone, type TestStore } from './harness.js';
import { expectNoScanOfHistory as expectNoScanOfHistoryIn, statementsDuring } from './query-plans.js';
import { writeYearOfBusiness, yearCustomerPhone } from './year-of-business.js';

// The console's and the metrics' statements, as the store sends them, planned on tables holding a
// busy shop's months (decision record 028): none may read every order, delivery, timeline event,
// notification or audit entry, whatever the shop's age. PostgreSQL only: its planner is the one a shop
// at this size runs on.
const METRICS_TOKEN = 'year-plans-metrics-token-0123456789';
/** Tables that grow with every order; a sequential scan of one of them is a cost that follows the shop's age. */
const GROWING = ['orders', 'order_items', 'order_events', 'notifications', 'deliveries', 'audit_log', 'users'];

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

  /**
   * Every statement of the call, planned and run: no sequential scan of a growing table, no scan reading
   * more than a day of it, and no scan of one repeated for each of a day's rows.
   */
  async function expectNoScanOfHistory(url: string, headers: Record<string, string>) {
    const statements = await statementsDuring(async () => {
      const answer = await store.app.inject({ url, headers });
      expect(answer.statusCode, `${url}: ${answer.body.slice(0, 200)}`).toBe(200);
    });
    await expectNoScanOfHistoryIn(client, statements, { what: url, growing: GROWING, mostRows: MOST_ROWS_READ, mostLookups: MOST_LOOKUPS });
  }

  const today = () => indiaDay(new Date());
  const yesterday = () => indiaDay(new Date(indiaDayBounds(today())[0].getTime() - 1));

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
    await expectNoScanOfHistory(`/api/admin/cash/branches/${branchId}/days/${yesterday()}`, owner);
    await expectNoScanOfHistory(`/api/admin/cash/branches/${branchId}/days/${today()}/prepaid`, owner);
    await expectNoScanOfHistory('/api/admin/promise-kept', owner);
    await expectNoScanOfHistory(`/api/admin/repeats/branches/${branchId}`, owner);
  }, 60_000);

  it("reads a rider's orders of a busy day a page at a time by index: the first, the next, and the last before the day's start", async () => {
    // Yesterday: a whole day of the busy shop, whatever the hour the test runs.
    const day = yesterday();
    const { rows } = await client.query<{ rider_id: string; orders: number }>(
      `select rider_id, count(*)::int as orders from deliveries
       where branch_id = $1 and cash_day = $2 and outcome = 'delivered' group by rider_id order by orders desc limit 1`,
      [branchId, day],
    );
    const { rider_id: riderId, orders } = rows[0]!;
    expect(orders).toBeGreaterThan(1_000);
    const url = `/api/admin/cash/branches/${branchId}/days/${day}/riders/${riderId}/orders`;
    await expectNoScanOfHistory(url, owner);
    const first = (await store.app.inject({ url, headers: owner })).json();
    expect(first.orders).toHaveLength(50);
    await expectNoScanOfHistory(`${url}?older=${encodeURIComponent(first.older)}`, owner);
    // The last page reads past the evening before (a day's deliveries end within it or the day before).
    const dayStart = indiaDayBounds(day)[0].toISOString().replace('T', ' ').replace('Z', '+00');
    const last = `${url}?older=${encodeURIComponent(`${dayStart}|ffffffff-ffff-4fff-bfff-ffffffffffff`)}`;
    await expectNoScanOfHistory(last, owner);
    expect((await store.app.inject({ url: last, headers: owner })).json()).toEqual({ orders: [], older: null });
    await expectNoScanOfHistory(`/api/admin/cash/branches/${branchId}/days/${today()}/riders/${riderId}/orders`, owner);
  }, 60_000);

  it('scrapes the metrics from the tallies and the open orders, and her pages from her own rows', async () => {
    await expectNoScanOfHistory('/metrics', { authorization: `Bearer ${METRICS_TOKEN}` });
    await expectNoScanOfHistory('/api/user/orders', customer);
    await expectNoScanOfHistory('/api/user/notification/getUnreadNotification', customer);
    await expectNoScanOfHistory('/api/user/export', customer);
  }, 60_000);
});
