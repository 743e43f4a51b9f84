import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVELOPMENT_OFFER_KEY_SECRET } from '../config.js';
import { migrateDatabase } from '../db/client.js';
import { keyCustomersInTheClear } from '../db/key-customers.js';
import { fillNewStore } from '../db/seed/seed.js';
import { CustomerKeys } from '../lib/customer-keys.js';
import { OutboxWorker } from '../modules/outbox/outbox-worker.js';
import { overdueRefunds, reconciliationCounts, unmatchedPayments } from '../modules/payments/reconciliation-service.js';
import { createCustomer, createTestStore, newPhone, type TestStore } from './harness.js';
import { expectNoScanOfHistory, statementsDuring } from './query-plans.js';
import { writeYearOfBusiness } from './year-of-business.js';

// The statements of the stock ledger, the outbox, the payments' reconciliation and the store's start-up,
// planned on tables holding a busy shop's month (as year-plans.test.ts does for the console's and the
// metrics'): none may read the whole history of orders, ledger, outbox or payments, whatever the shop's
// age. PostgreSQL only: its planner is the one a shop at this size runs on.
const GROWING = [
  'orders',
  'order_items',
  'order_events',
  'notifications',
  'deliveries',
  'audit_log',
  'users',
  'stock_entries',
  'outbox_messages',
  'payments',
  'gateway_payments',
] as const;
/** At most a day of the busy shop and some, as year-plans.test.ts allows. */
const A_DAY = 12_000;
/** The reorder sums a branch's last 14 days of sales (REORDER_SALES_DAYS): at most those, never its whole ledger. */
const A_BRANCHS_FORTNIGHT = 45_000;

describe('the stock ledger, the outbox, the reconciliation and the start-up at a year of business (PostgreSQL)', () => {
  let store: TestStore;
  let client: pg.Client;
  let owner: Record<string, string>;
  let branchId: string;
  let productId: string;

  beforeAll(async () => {
    const ownerPhone = newPhone();
    store = await createTestStore({ env: { ADMIN_PHONES: ownerPhone } });
    client = new pg.Client({ connectionString: store.url });
    await client.connect();
    // Plans as a year's tables get them (see year-plans.test.ts): no parallel workers on a month's rows.
    await client.query('set max_parallel_workers_per_gather = 0');
    // 165,000 orders (30 days of the busy shop), each sold from the ledger, told through the outbox.
    await writeYearOfBusiness(client, { customers: 20_000, ordersPerDay: 5_500, branches: 2, days: 30 });
    await writeLedgerOutboxAndPayments(client);
    owner = (await createCustomer(store, { phoneNumber: Number(ownerPhone) })).headers;
    const { rows } = await client.query<{ branch_id: string; product_id: string }>(
      `select branch_id, product_id from stock_entries where reason = 'sold' order by created_at desc limit 1`,
    );
    [branchId, productId] = [rows[0]!.branch_id, rows[0]!.product_id];
  }, 600_000);

  afterAll(async () => {
    await client?.end();
    await store?.close();
  });

  const plans = (what: string, mostRows = A_DAY) => ({ what, growing: GROWING, mostRows });
  const answered = (url: string) => async () => {
    const answer = await store.app.inject({ url, headers: owner });
    expect(answer.statusCode, `${url}: ${answer.body.slice(0, 200)}`).toBe(200);
    return answer;
  };

  it("reads a branch's stock on hand, a product's ledger page by page, and the reorder by index", async () => {
    await expectNoScanOfHistory(client, await statementsDuring(answered(`/api/admin/stock?branchId=${branchId}`)), plans('on hand'));
    const ledger = `/api/admin/stock/ledger?branchId=${branchId}&productId=${productId}`;
    let firstPage: { entries: { _id: string }[] } = { entries: [] };
    await expectNoScanOfHistory(
      client,
      await statementsDuring(async () => (firstPage = (await answered(ledger)()).json())),
      plans("a product's ledger"),
    );
    expect(firstPage.entries).toHaveLength(20);
    const older = `${ledger}&before=${firstPage.entries.at(-1)!._id}`;
    await expectNoScanOfHistory(client, await statementsDuring(answered(older)), plans("the ledger's next page"));
    const reorder = `/api/admin/stock/reorder?branchId=${branchId}&coverDays=7`;
    await expectNoScanOfHistory(client, await statementsDuring(answered(reorder)), plans('the reorder', A_BRANCHS_FORTNIGHT));
    await expectNoScanOfHistory(
      client,
      await statementsDuring(answered(`${reorder.replace('/reorder?', '/reorder/export?')}`)),
      plans("the reorder's CSV", A_BRANCHS_FORTNIGHT),
    );
  }, 120_000);

  it("claims the outbox's due messages (FOR UPDATE SKIP LOCKED) from the due rows alone", async () => {
    const worker = new OutboxWorker({ db: store.database.db, senders: {}, log: store.app.log });
    let taken = 0;
    const statements = await statementsDuring(async () => (taken = (await worker.take(new Date())).length));
    expect(taken).toBeGreaterThan(0);
    expect(statements.some((statement) => /for update skip locked/i.test(statement.text))).toBe(true);
    await expectNoScanOfHistory(client, statements, plans("the outbox's claim"));
  }, 60_000);

  it("reads the payments' reconciliation page and its metrics from the window's rows, by index", async () => {
    await expectNoScanOfHistory(client, await statementsDuring(answered('/api/admin/payments/reconciliation')), plans('the page'));
    const statements = await statementsDuring(async () => {
      expect((await unmatchedPayments(store.database.db)).length).toBeGreaterThan(0);
      expect((await overdueRefunds(store.database.db)).length).toBeGreaterThan(0);
      await reconciliationCounts(store.database.db);
    });
    await expectNoScanOfHistory(client, statements, plans('the lists and their counts'));
  }, 60_000);

  it("starts on a year's orders without reading them: migrations, keying the old orders, the demo catalog's check", async () => {
    const keys = new CustomerKeys(DEVELOPMENT_OFFER_KEY_SECRET);
    // The year's orders are keyed as the store keys them when she orders: nothing left for the start-up.
    expect(await keyCustomersInTheClear(store.database.db, keys)).toEqual({ orders: 0, uses: 0 });
    const startUp = () =>
      store.database.withStartupLock(async (db) => {
        await migrateDatabase(store.database, db);
        await keyCustomersInTheClear(db, keys);
        await fillNewStore(db, { demoCatalog: true });
      });
    await expectNoScanOfHistory(client, await statementsDuring(startUp), plans('a start-up'));

    // A shop that took orders before the keys (issue 44): its first start keys them a batch at a time,
    // each batch found by the index of the orders not yet keyed and written by one statement.
    await client.query(`update orders set phone_key = null, door_key = null where created_at < now() - interval '29 days'`);
    let keyed = 0;
    const keying = await statementsDuring(async () => (keyed = (await keyCustomersInTheClear(store.database.db, keys)).orders));
    expect(keyed).toBeGreaterThan(5_000);
    expect(keying.filter((statement) => /^\s*update\b/i.test(statement.text)).length).toBeLessThanOrEqual(6);
    await client.query(`update orders set phone_key = null, door_key = null where created_at < now() - interval '29 days'`);
    await expectNoScanOfHistory(client, keying, plans("keying a day's old orders"));
  }, 120_000);
});

/**
 * Beside the year's orders, what the store writes with each of them: a 'sold' entry in the stock ledger
 * (with an opening entry a month before), the outbox's message (sent, but for the last 200 still due),
 * and for one order in ten a payment online with the gateway's record of it, spread over a year (so
 * that the reconciliation's 30-day window holds a twelfth of them, as it would at a year); a few refunds overdue, a few
 * payments the store holds no paid order for.
 */
async function writeLedgerOutboxAndPayments(client: pg.Client): Promise<void> {
  await client.query('begin');
  await client.query(`set local session_replication_role = replica`);
  await client.query(
    `insert into stock_entries (branch_id, product_id, reason, quantity, balance, note, created_at)
     select branch_id, product_id, 'opening', 1000000, 1000000, 'Stock held when the ledger began', now() - interval '31 days'
     from (select distinct o.branch_id, i.product_id from orders o join order_items i on i.order_id = o.id) held`,
  );
  await client.query(
    `insert into stock_entries (branch_id, product_id, reason, quantity, balance, order_id, created_at)
     select o.branch_id, i.product_id, 'sold', -i.quantity,
       1000000 - row_number() over (partition by o.branch_id, i.product_id order by o.created_at, o.id), o.id, o.created_at
     from orders o join order_items i on i.order_id = o.id`,
  );
  await client.query(
    `insert into outbox_messages (event_id, customer_id, channel, kind, order_id, language, state, next_try_at, sent_at, attempts, created_at)
     select 'order-placed:' || o.id, o.user_id, 'sms', 'order_placed', o.id, 'en',
       case when newest.rank <= 200 then 'pending' else 'sent' end, o.created_at,
       case when newest.rank <= 200 then null else o.created_at + interval '1 minute' end,
       case when newest.rank <= 200 then 0 else 1 end, o.created_at
     from orders o join (select id, row_number() over (order by created_at desc) as rank from orders) newest on newest.id = o.id`,
  );
  await client.query(
    `create temp table year_paid on commit drop as
     select o.id as order_id, o.total_paise, 'order_' || replace(o.id::text, '-', '') as provider_order_id,
       'pay_' || replace(o.id::text, '-', '') as payment_id,
       o.created_at - interval '30 days' * (n % 12) as at, n
     from (select id, total_paise, created_at, row_number() over (order by created_at) as n from orders) o where n % 10 = 0`,
  );
  await client.query(
    `insert into payments (order_id, provider, provider_order_id, amount_paise, status, payment_id, method, paid_at,
       refund_status, refund_asked_at, created_at)
     select order_id, 'razorpay', provider_order_id, total_paise, 'paid', payment_id, 'upi', at,
       case when n % 1000 = 0 then 'pending' end, case when n % 1000 = 0 then at end, at
     from year_paid`,
  );
  await client.query(
    `insert into gateway_payments (provider, payment_id, provider_order_id, amount_paise, outcome, received_at)
     select 'razorpay', payment_id, provider_order_id, total_paise, 'paid', at from year_paid
     union all
     select 'razorpay', 'pay_unknown_' || n, 'order_unknown_' || n, 1000, 'unknown order', now() - interval '1 hour' * n
     from generate_series(1, 5) n`,
  );
  await client.query('commit');
  await client.query('analyze');
}
