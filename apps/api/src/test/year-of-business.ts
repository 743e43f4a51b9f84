import type pg from 'pg';
import { DEVELOPMENT_OFFER_KEY_SECRET } from '../config.js';
import { CustomerKeys } from '../lib/customer-keys.js';

/** How big a shop to write: the busy shop by default (two million orders over a year). */
export interface YearOfBusiness {
  customers: number;
  ordersPerDay: number;
  branches: number;
  days: number;
}

export const BUSY_SHOP: YearOfBusiness = { customers: 200_000, ordersPerDay: 5_500, branches: 2, days: 365 };

/** A small shop on the embedded database: one branch, 100 orders a day (36,500 in a year). */
export const SMALL_SHOP: YearOfBusiness = { customers: 5_000, ordersPerDay: 100, branches: 1, days: 365 };

/** The phone of the year's customer number `n` (1-based): 7000000001 for the first. */
export const yearCustomerPhone = (n: number) => `7${String(n).padStart(9, '0')}`;

const whole = (value: number, name: string) => {
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number of at least 1`);
  return value;
};

/**
 * Writes a year of a shop into a migrated PostgreSQL database, set-based (one statement a table), as the
 * shop would have left it: customers; orders spread evenly over the days up to now, each with its line,
 * its timeline (placed, then delivered or cancelled), its notification and, when delivered, its delivery
 * with the cash day; the last hour and a half's orders still open; an audit entry for one order in 50.
 * Triggers and foreign-key checks are off while it writes (a superuser's `session_replication_role`),
 * so the orders' tallies are counted once at the end; then the tables are analysed. Each order carries
 * the keys of its phone and door as the store writes them when she orders (with `keys`, the store's
 * OFFER_KEY_SECRET), so that the store started on it finds nothing to key.
 */
export async function writeYearOfBusiness(
  client: pg.Client,
  shop: YearOfBusiness,
  /** Told each table as it is written, with the milliseconds since the start. */
  progress: (step: string, ms: number) => void = () => undefined,
  keys = new CustomerKeys(DEVELOPMENT_OFFER_KEY_SECRET),
): Promise<{ orders: number }> {
  const began = performance.now();
  const step = (name: string) => progress(name, Math.round(performance.now() - began));
  const customers = whole(shop.customers, 'customers');
  const total = whole(shop.ordersPerDay, 'orders a day') * whole(shop.days, 'days');
  const days = shop.days;
  const branchIds = await branchesOfTheYear(client, whole(shop.branches, 'branches'));
  const [product] = (
    await client.query<{ id: string; name: string; size: string | null; pack: number; price: number }>(
      `select id, product_name as name, size, quantity_in_each_pack as pack, price_paise as price
       from products where not hidden order by created_at, id limit 1`,
    )
  ).rows;
  if (!product) throw new Error('The database has no product: migrate and seed it first');
  const riders = (
    await client.query<{ id: string }>(
      `insert into staff (phone_number, role, branch_ids, on_shift)
       select '95999' || lpad(i::text, 5, '0'), 'rider', array[b.id::text], true
       from unnest($1::uuid[]) with ordinality as b(id, i)
       returning id`,
      [branchIds],
    )
  ).rows.map((row) => row.id);

  await client.query('begin');
  // A version 4 uuid made from a name, so that an order's customer is found from her number without a join.
  await client.query(
    `create function pg_temp.year_id(name text) returns uuid language sql immutable as
     $$ select overlay(overlay(md5(name) placing '4' from 13) placing '8' from 17)::uuid $$`,
  );
  await client.query(`set local session_replication_role = replica`);
  await client.query(`set local work_mem = '64MB'`);
  step('customers');
  await client.query(
    `insert into users (id, phone_number, full_name, gender, address, pin_code, plot_number, street, created_at, updated_at)
     select pg_temp.year_id('year-customer-' || i), '7' || lpad(i::text, 9, '0'), 'Customer ' || i, 'Female',
       'MG Road, Bengaluru', '560001', '12', 'Church Street', now() - interval '1 day' * ($2::int + 1), now()
     from generate_series(1, $1::int) i`,
    [customers, days],
  );
  step('orders');
  const phoneKeys = Array.from({ length: customers }, (_, index) => keys.phone(yearCustomerPhone(index + 1)));
  await client.query(
    `create temp table year_orders on commit drop as
     select n, pg_temp.year_id('year-order-' || n) as id, (n::bigint * 7919) % $2::int + 1 as customer,
       ($3::uuid[])[1 + n % cardinality($3::uuid[])] as branch_id, 1 + n % cardinality($3::uuid[]) as branch_no,
       (array['express', 'same_day', 'next_day'])[1 + n % 3] as delivery_type, at,
       case when at > now() - interval '90 minutes' then (array['placed', 'confirmed', 'packed', 'out_for_delivery'])[1 + n % 4]
            when n % 25 = 0 then 'cancelled' else 'delivered' end as status
     from generate_series(0, $1::int - 1) n,
       lateral (select now() - interval '1 day' * $4::int * ($1::int - n)::float8 / $1::int as at) placed`,
    [total, customers, branchIds, days],
  );
  await client.query(
    `insert into orders (id, order_number, user_id, branch_id, delivered_to_name, delivered_to_phone, address, plot_number,
       street, pin_code, delivery_type, promised_from, promised_to, status, subtotal_paise, emergency_charge_paise, total_paise,
       delivered_at, cancel_reason, version, created_at, phone_key, door_key)
     select id, 'PS' || to_char(at at time zone 'Asia/Kolkata', 'YYMMDD') || '-' || upper(lpad(to_hex(n), 6, '0')),
       pg_temp.year_id('year-customer-' || customer), branch_id, 'Customer ' || customer, '7' || lpad(customer::text, 9, '0'),
       'MG Road, Bengaluru', '12', 'Church Street', '560001', delivery_type, at, at + interval '60 minutes', status,
       $1::int, case when delivery_type = 'express' then 4900 else 0 end,
       $1::int + case when delivery_type = 'express' then 4900 else 0 end,
       case when status = 'delivered' then at + (20 + n % 55) * interval '1 minute' end,
       case when status = 'cancelled' then 'Changed my mind' end,
       case when status = 'delivered' then 5 when status = 'cancelled' then 2 else 1 end, at,
       phone_keys.phone_key, $3
     -- Joined, not subscripted: reading the n-th of a text array walks the array to it, for each order.
     from year_orders join unnest($2::text[]) with ordinality as phone_keys(phone_key, customer_number)
       on phone_keys.customer_number = year_orders.customer`,
    [product.price, phoneKeys, keys.door({ pinCode: '560001', plotNumber: '12', street: 'Church Street' })],
  );
  step('order lines');
  await client.query(
    `insert into order_items (order_id, product_id, product_name, size, quantity_in_each_pack, unit_price_paise, quantity)
     select id, $1::uuid, $2, coalesce($3, ''), $4::int, $5::int, 1 from year_orders`,
    [product.id, product.name, product.size, product.pack, product.price],
  );
  step('timelines');
  await client.query(
    `insert into order_events (order_id, status, created_at)
     select id, 'placed', at from year_orders
     union all
     select id, status, at + case when status = 'delivered' then (20 + n % 55) * interval '1 minute' else interval '10 minutes' end
     from year_orders where status in ('delivered', 'cancelled')`,
  );
  step('notifications');
  await client.query(
    `insert into notifications (user_id, order_id, title, message, read, created_at)
     select pg_temp.year_id('year-customer-' || customer), id,
       case status when 'delivered' then 'Order delivered' when 'cancelled' then 'Order cancelled' else 'Order placed' end,
       'Your order has an update', n % 3 <> 0, at + interval '1 minute'
     from year_orders`,
  );
  step('deliveries');
  await client.query(
    `insert into deliveries (order_id, branch_id, rider_id, assigned_at, dispatched_at, ended_at, outcome, paid_by,
       amount_due_paise, amount_received_paise, cash_day)
     select o.id, o.branch_id, ($1::uuid[])[o.branch_no], o.at + interval '5 minutes', o.at + interval '10 minutes',
       at + (20 + n % 55) * interval '1 minute', 'delivered', case when n % 2 = 0 then 'cash' else 'upi' end,
       $2::int, $2::int, to_char((at + (20 + n % 55) * interval '1 minute') at time zone 'Asia/Kolkata', 'YYYY-MM-DD')
     from year_orders o where status = 'delivered'`,
    [riders, product.price],
  );
  step('audit log');
  await client.query(
    `insert into audit_log (action, details, created_at)
     select 'order.status', json_build_object('orderNumber', n, 'to', status)::text, at + interval '2 minutes'
     from year_orders where n % 50 = 0`,
  );
  await client.query(`delete from order_tallies`);
  await client.query(
    `insert into order_tallies (branch_id, delivery_type, placed, cancelled, delivered_within_60, delivered_late)
     select branch_id, delivery_type, count(*), count(*) filter (where status = 'cancelled'),
       count(*) filter (where status = 'delivered' and delivered_at <= created_at + interval '60 minutes'),
       count(*) filter (where status = 'delivered' and not coalesce(delivered_at <= created_at + interval '60 minutes', false))
     from orders group by branch_id, delivery_type`,
  );
  await client.query('commit');
  step('tallies written; analysing');
  await client.query('analyze');
  step('done');
  return { orders: total };
}

/** The shop's first `count` branches, adding branches of the year's own when the database has fewer. */
async function branchesOfTheYear(client: pg.Client, count: number): Promise<string[]> {
  const existing = (await client.query<{ id: string }>(`select id from branches order by created_at, name limit $1`, [count])).rows;
  const added = (
    await client.query<{ id: string }>(
      `insert into branches (name) select 'Year branch ' || i from generate_series(1, $1::int) i returning id`,
      [count - existing.length],
    )
  ).rows;
  return [...existing, ...added].map((row) => row.id);
}
