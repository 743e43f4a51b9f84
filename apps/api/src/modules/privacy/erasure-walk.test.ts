import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFER_MESSAGES } from '@padstore/domain';
import * as schema from '../../db/schema.js';
import { createCustomer, createTestStore, customerId, deliverOrder, demoProduct, newPhone, type TestStore } from '../../test/harness.js';

/**
 * Issue 44: after her account is deleted, nothing in any table names her by her phone, her name or her
 * address. The offers keep only keyed hashes of her phone and door, so the shop still refuses a second
 * first-order discount to that phone or door (decision record 009), and a table added later is walked too.
 */
const adminPhone = newPhone();
let store: TestStore;
let admin: Record<string, string>;
beforeAll(async () => {
  store = await createTestStore({ env: { ADMIN_PHONES: adminPhone } });
  admin = (await createCustomer(store, { phoneNumber: Number(adminPhone) })).headers;
});
afterAll(() => store.close());

interface Found {
  table: string;
  column: string;
  value: string;
}

/** Every text, character and JSON column of every table of the store, searched for the words. */
/** The rows of a raw query, on PGlite and on PostgreSQL alike (both answer `{ rows }`). */
async function rowsOf<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const answer = (await store.database.db.execute(query)) as unknown as { rows: T[] };
  return answer.rows;
}

async function findEverywhere(needle: string): Promise<Found[]> {
  const columns = await rowsOf<{ table_name: string; column_name: string }>(sql`
    select table_name, column_name from information_schema.columns
    where table_schema = 'public'
      and data_type in ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY')
    order by table_name, column_name`);
  expect(columns.length).toBeGreaterThan(50);
  const found: Found[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    const values = await rowsOf<{ value: string }>(
      sql`select ${sql.identifier(column)}::text as value from ${sql.identifier(table)}
          where strpos(lower(${sql.identifier(column)}::text), lower(${needle})) > 0`,
    );
    found.push(...values.map(({ value }) => ({ table, column, value })));
  }
  return found;
}

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Record<string, string>, payload?: object) =>
  store.app.inject({ method, url: `/api/${url}`, headers, ...(payload ? { payload } : {}) });

async function makeOffer(code: string, terms: Record<string, unknown>) {
  const made = await call('POST', 'admin/offers', admin, { code, kind: 'flat', amount: 20, usesPerCustomer: 1, ...terms });
  expect(made.statusCode, made.body).toBe(201);
}

describe('erasure erases', () => {
  it('leaves no phone, name or address of hers in any table, and still refuses her offers again at that phone and door', async () => {
    const phone = newPhone();
    const name = 'Zubeida Quorrington';
    const her = { plotNumber: 'No. 77', street: 'M.G. Rd', address: 'Near the Quokka Temple, Bengaluru', pinCode: '560001' };
    const asha = await createCustomer(store, { phoneNumber: Number(phone), fullName: name, ...her });
    const product = await demoProduct(store, 'Whisper Ultra Clean');
    await makeOffer('FIRSTERASE', { firstOrderOnly: true });
    await makeOffer('ONCEERASE', {});
    for (const couponCode of ['FIRSTERASE', 'ONCEERASE']) {
      const placed = await call('POST', `user/directBuy/${product.id}`, asha.headers, {
        deliveryAddress: { name, ...her },
        paymentMode: true,
        quantity: 1,
        couponCode,
      });
      expect(placed.statusCode, placed.body).toBe(201);
      await deliverOrder(store, admin, placed.json().order._id as string);
    }
    const complained = await call('POST', 'user/complaints', asha.headers, {
      subject: `Late, says ${name}`,
      message: `Please call ${phone} at ${her.address}`,
    });
    expect(complained.statusCode, complained.body).toBe(201);
    // Before: she is there, by every one of them.
    for (const needle of [phone, name, her.street, her.address]) expect(await findEverywhere(needle), needle).not.toEqual([]);

    const oldId = await customerId(store, asha.headers);
    expect((await call('POST', 'user/account/deletion-code', asha.headers)).statusCode).toBe(200);
    const deleted = await call('DELETE', 'user/account', asha.headers, { otp: store.sms.lastCode(phone) });
    expect(deleted.statusCode, deleted.body).toBe(200);
    for (const needle of [phone, name, 'Quorrington', her.street, 'Quokka', her.plotNumber]) {
      expect(await findEverywhere(needle), needle).toEqual([]);
    }
    // The offers' records of her are keyed hashes, nothing in the clear.
    const uses = await store.database.db.select().from(schema.offerCustomerUses);
    const redemptions = await store.database.db.select().from(schema.offerRedemptions);
    for (const key of [...uses.map((use) => use.customerKey), ...redemptions.flatMap((use) => [use.phoneKey, use.doorKey])]) {
      expect(key).toMatch(/^k1:[\w-]{43}$/);
    }

    // The same phone registers afresh, at the same door written another way: a new account, and only it names the phone.
    const again = await createCustomer(store, {
      phoneNumber: Number(phone),
      fullName: 'Asha Afresh',
      plotNumber: '77',
      street: 'Mahatma Gandhi Road',
      address: 'Another way of saying it, Bengaluru',
    });
    const newId = await customerId(store, again.headers);
    expect(newId).not.toBe(oldId);
    const phoneFound = await findEverywhere(phone);
    expect(new Set(phoneFound.map((hit) => `${hit.table}.${hit.column}`))).toEqual(
      new Set(['users.phone_number', 'otp_codes.phone_number']),
    );
    const [account] = await store.database.db.select().from(schema.users).where(eq(schema.users.phoneNumber, phone));
    expect(account!.id).toBe(newId);
    for (const needle of [name, 'Quorrington', her.street, 'Quokka']) expect(await findEverywhere(needle), needle).toEqual([]);

    // What the keyed hashes are kept for: her first-order discount and the once-only one are not had twice.
    const apply = (code: string) => call('POST', 'user/checkout/coupon', again.headers, { code, productId: product.id, quantity: 1 });
    const first = await apply('FIRSTERASE');
    expect(first.statusCode).toBe(400);
    expect(first.json().message).toBe(OFFER_MESSAGES.firstOrderOnly);
    const once = await apply('ONCEERASE');
    expect(once.statusCode).toBe(400);
    expect(once.json().message).toBe(OFFER_MESSAGES.alreadyUsed);
  });
});
