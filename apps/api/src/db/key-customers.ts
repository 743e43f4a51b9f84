import { and, eq, isNull, or, sql, type Column } from 'drizzle-orm';
import type { Database, Transaction } from './client.js';
import { offerCustomerUses, offerRedemptions, orders } from './schema.js';
import { CustomerKeys, KEYED } from '../lib/customer-keys.js';

/**
 * The second half of migration 0016, which SQL cannot do (it needs OFFER_KEY_SECRET and the door's
 * folding): at start-up, before the store serves, every phone and door kept in the clear by the offers
 * (`phone:98...`, `door:560001|12|mgroad`) becomes its keyed hash, and each order gets the keys of its
 * phone and door. Idempotent: rows already keyed are left alone, so every start may run it.
 */
export async function keyCustomersInTheClear(db: Database, keys: CustomerKeys): Promise<{ orders: number; uses: number }> {
  return db.transaction(async (tx) => {
    const keyedOrders = await keyOrders(tx, keys);
    const doors = await doorsOfRedemptions(tx, keys);
    await keyRedemptions(tx, keys, doors);
    const uses = await keyUses(tx, keys, doors);
    return { orders: keyedOrders, uses };
  });
}

/** Orders keyed a batch to a statement: a year of a shop's orders (36,500) in some forty statements, not one each. */
const BATCH = 1000;
/** Written as a constant, not a parameter, so that the planner can use the partial indexes of the rows in the clear. */
const inTheClear = (column: Column) => sql`${column} not like ${sql.raw(`'${KEYED}%'`)}`;

/**
 * Orders placed before the keys: their phone and door keyed ('' where erasure left nothing to key).
 * Found through `orders_unkeyed_idx`, which holds only the orders not yet keyed, so that a start-up
 * with nothing left to key reads no order; each batch written by one statement, each phone and door
 * hashed once however many orders share it.
 */
async function keyOrders(tx: Transaction, keys: CustomerKeys): Promise<number> {
  const phoneKeys = new Map<string, string>();
  const doorKeys = new Map<string, string>();
  const once = (cache: Map<string, string>, text: string, key: () => string) => {
    let value = cache.get(text);
    if (value === undefined) cache.set(text, (value = key()));
    return value;
  };
  let count = 0;
  for (;;) {
    const batch = await tx
      .select({
        id: orders.id,
        phone: orders.deliveredToPhone,
        pinCode: orders.pinCode,
        plotNumber: orders.plotNumber,
        street: orders.street,
      })
      .from(orders)
      .where(or(isNull(orders.phoneKey), isNull(orders.doorKey)))
      .limit(BATCH);
    if (batch.length === 0) return count;
    const keyed = batch.map((order) => ({
      id: order.id,
      phone_key: order.phone ? once(phoneKeys, order.phone, () => keys.phone(order.phone)) : '',
      door_key:
        order.plotNumber && order.street
          ? once(doorKeys, `${order.pinCode}|${order.plotNumber}|${order.street}`, () => keys.door(order))
          : '',
    }));
    await tx.execute(
      sql`update ${orders} set phone_key = keyed.phone_key, door_key = keyed.door_key
          from jsonb_to_recordset(${JSON.stringify(keyed)}::jsonb) as keyed(id uuid, phone_key text, door_key text)
          where ${orders.id} = keyed.id`,
    );
    count += batch.length;
    if (batch.length < BATCH) return count;
  }
}

/** A door kept in the clear: `door:<pin>|<plot>|<street>`, its words already run together. */
function doorOfOldKey(oldKey: string) {
  const [pinCode = '', plotNumber = '', street = ''] = oldKey.slice('door:'.length).split('|');
  return { pinCode, plotNumber, street };
}

/**
 * Each door key in the clear, keyed from the address of an order that used it where the order still has
 * one (the old key had dropped the signs the folding reads: `M.G. Rd` was `mgrd`), else from the old key.
 */
async function doorsOfRedemptions(tx: Transaction, keys: CustomerKeys): Promise<Map<string, string>> {
  const rows = await tx
    .select({ oldKey: offerRedemptions.doorKey, pinCode: orders.pinCode, plotNumber: orders.plotNumber, street: orders.street })
    .from(offerRedemptions)
    .innerJoin(orders, eq(orders.id, offerRedemptions.orderId))
    .where(inTheClear(offerRedemptions.doorKey));
  const doors = new Map<string, string>();
  for (const row of rows) {
    if (doors.has(row.oldKey)) continue;
    doors.set(row.oldKey, keys.door(row.plotNumber && row.street ? row : doorOfOldKey(row.oldKey)));
  }
  return doors;
}

function keyOf(oldKey: string, keys: CustomerKeys, doors: Map<string, string>): string {
  if (oldKey.startsWith('phone:')) return keys.phone(oldKey.slice('phone:'.length));
  return doors.get(oldKey) ?? keys.door(doorOfOldKey(oldKey));
}

async function keyRedemptions(tx: Transaction, keys: CustomerKeys, doors: Map<string, string>): Promise<void> {
  const rows = await tx
    .select({ id: offerRedemptions.id, phoneKey: offerRedemptions.phoneKey, doorKey: offerRedemptions.doorKey })
    .from(offerRedemptions)
    .where(or(inTheClear(offerRedemptions.phoneKey), inTheClear(offerRedemptions.doorKey)));
  for (const row of rows) {
    const phoneKey = row.phoneKey.startsWith(KEYED) ? row.phoneKey : keyOf(row.phoneKey, keys, doors);
    const doorKey = row.doorKey.startsWith(KEYED) ? row.doorKey : keyOf(row.doorKey, keys, doors);
    await tx.update(offerRedemptions).set({ phoneKey, doorKey }).where(eq(offerRedemptions.id, row.id));
  }
}

/** Her uses under a key in the clear move to its keyed hash; two spellings of one door add up. */
async function keyUses(tx: Transaction, keys: CustomerKeys, doors: Map<string, string>): Promise<number> {
  const rows = await tx.select().from(offerCustomerUses).where(inTheClear(offerCustomerUses.customerKey));
  for (const row of rows) {
    await tx
      .delete(offerCustomerUses)
      .where(and(eq(offerCustomerUses.offerId, row.offerId), eq(offerCustomerUses.customerKey, row.customerKey)));
    await tx
      .insert(offerCustomerUses)
      .values({ offerId: row.offerId, customerKey: keyOf(row.customerKey, keys, doors), used: row.used })
      .onConflictDoUpdate({
        target: [offerCustomerUses.offerId, offerCustomerUses.customerKey],
        set: { used: sql`${offerCustomerUses.used} + excluded.used` },
      });
  }
  return rows.length;
}
