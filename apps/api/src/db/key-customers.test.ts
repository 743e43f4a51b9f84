import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from './schema.js';
import { keyCustomersInTheClear } from './key-customers.js';
import { CustomerKeys } from '../lib/customer-keys.js';
import { createCustomer, createTestStore, customerId, demoProduct, newPhone, recordOrder, type TestStore } from '../test/harness.js';

/**
 * Migration 0016's second half: a store that kept phones and doors in the clear (before issue 44) has
 * them keyed at its next start, the uses of one door written two ways added up, and nothing left to read.
 */
let store: TestStore;
const keys = new CustomerKeys('a-secret-for-the-re-keying-test-0123456789');
beforeAll(async () => {
  store = await createTestStore();
});
afterAll(() => store.close());

describe('keying what was kept in the clear', () => {
  it('keys the orders, the redemptions and her uses, adds up one door written two ways, and does nothing the second time', async () => {
    const db = store.database.db;
    const phone = newPhone();
    const customer = await createCustomer(store, { phoneNumber: Number(phone) });
    const userId = await customerId(store, customer.headers);
    const product = await demoProduct(store, 'Whisper Ultra Clean');
    const [offer] = await db.insert(schema.offers).values({ code: 'OLDKEYS1', kind: 'flat', amount: 20, used: 2 }).returning();
    const orders = [];
    for (const street of ['M.G. Rd', 'MG Road']) {
      const order = await recordOrder(store, userId, [{ productId: product.id }], 'placed');
      await db
        .update(schema.orders)
        .set({ deliveredToPhone: phone, plotNumber: 'No. 12', street, phoneKey: null, doorKey: null })
        .where(eq(schema.orders.id, order.id));
      orders.push(order);
    }
    // As the store kept them before: letters and digits of the door, the phone as it is.
    const oldDoors = ['door:560001|no12|mgrd', 'door:560001|no12|mgroad'];
    for (const [index, order] of orders.entries()) {
      await db
        .insert(schema.offerRedemptions)
        .values({ offerId: offer!.id, orderId: order.id, phoneKey: `phone:${phone}`, doorKey: oldDoors[index]!, discountPaise: 2000 });
    }
    await db.insert(schema.offerCustomerUses).values([
      { offerId: offer!.id, customerKey: `phone:${phone}`, used: 2 },
      { offerId: offer!.id, customerKey: oldDoors[0]!, used: 1 },
      { offerId: offer!.id, customerKey: oldDoors[1]!, used: 1 },
    ]);

    const first = await keyCustomersInTheClear(db, keys);
    expect(first.uses).toBe(3);
    expect(first.orders).toBeGreaterThanOrEqual(2);
    const door = keys.door({ pinCode: '560001', plotNumber: '12', street: 'MG Road' });
    const uses = await db.select().from(schema.offerCustomerUses).where(eq(schema.offerCustomerUses.offerId, offer!.id));
    expect(uses.map(({ customerKey, used }) => ({ customerKey, used })).sort((a, b) => a.customerKey.localeCompare(b.customerKey))).toEqual(
      [
        { customerKey: keys.phone(phone), used: 2 },
        { customerKey: door, used: 2 },
      ].sort((a, b) => a.customerKey.localeCompare(b.customerKey)),
    );
    const redemptions = await db.select().from(schema.offerRedemptions).where(eq(schema.offerRedemptions.offerId, offer!.id));
    expect(redemptions.map((row) => [row.phoneKey, row.doorKey])).toEqual([
      [keys.phone(phone), door],
      [keys.phone(phone), door],
    ]);
    for (const order of orders) {
      const [row] = await db.select().from(schema.orders).where(eq(schema.orders.id, order.id));
      expect(row).toMatchObject({ phoneKey: keys.phone(phone), doorKey: door });
    }

    expect(await keyCustomersInTheClear(db, keys)).toEqual({ orders: 0, uses: 0 });
    expect((await db.select().from(schema.offerCustomerUses).where(eq(schema.offerCustomerUses.offerId, offer!.id))).length).toBe(2);
  });
});
