import { and, asc, count, eq, inArray, ne } from 'drizzle-orm';
import {
  confirmedWhenChosen,
  deliveryDayProblem,
  firstDeliveryOnOrAfter,
  indiaDay,
  addDays,
  nextDeliveryAfter,
  paiseToRupees,
  REPEAT_MESSAGES,
  reminderDay,
  type Repeat,
  type createRepeatSchema,
  type updateRepeatSchema,
} from '@padstore/domain';
import type { z } from 'zod';
import type { Language } from '@padstore/domain/i18n';
import type { Database, Transaction } from '../../db/client.js';
import { products, repeatItems, repeats, users } from '../../db/schema.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { productNameIn } from '../../lib/product-texts.js';

type Reader = Pick<Database, 'select'>;
type CreateRepeat = z.output<typeof createRepeatSchema>;
type UpdateRepeat = z.output<typeof updateRepeatSchema>;
type RepeatRow = typeof repeats.$inferSelect;

/** Her saved address in one line, as the repeat's orders go to it ('' when she has none). */
export function addressLine(user: Pick<typeof users.$inferSelect, 'plotNumber' | 'street' | 'address' | 'pinCode'>): string {
  return [user.plotNumber, user.street, user.address, user.pinCode].filter(Boolean).join(', ');
}

/** Every product named is one the shop sells (not hidden): else 400, as for an unknown product. */
async function checkProducts(db: Reader, items: readonly { productId: string }[]): Promise<void> {
  const ids = items.map((item) => item.productId);
  const uuidShaped = ids.every((id) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id));
  const found = uuidShaped
    ? await db
        .select({ id: products.id })
        .from(products)
        .where(and(inArray(products.id, ids), eq(products.hidden, false)))
    : [];
  if (found.length !== new Set(ids).size) throw new HttpError(400, REPEAT_MESSAGES.productUnavailable);
}

function checkDay(day: string, now: Date): void {
  const problem = deliveryDayProblem(day, now);
  if (problem) throw new HttpError(400, problem);
}

/** Her repeats as the API answers them, with today's prices and her address. */
export async function presentRepeats(db: Reader, rows: RepeatRow[], now = new Date(), language?: Language): Promise<Repeat[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const lines = await db
    .select({
      repeatId: repeatItems.repeatId,
      productId: products.id,
      productName: products.productName,
      productNameHi: products.productNameHi,
      images: products.images,
      size: products.size,
      quantityInEachPack: products.quantityInEachPack,
      pricePaise: products.pricePaise,
      hidden: products.hidden,
      quantity: repeatItems.quantity,
    })
    .from(repeatItems)
    .innerJoin(products, eq(products.id, repeatItems.productId))
    .where(inArray(repeatItems.repeatId, ids))
    .orderBy(asc(products.productName));
  const [owner] = await db
    .select({ plotNumber: users.plotNumber, street: users.street, address: users.address, pinCode: users.pinCode })
    .from(users)
    .where(eq(users.id, rows[0]!.userId));
  const today = indiaDay(now);
  return rows.map((row) => {
    const items = lines
      .filter((line) => line.repeatId === row.id)
      .map((line) => ({
        productId: line.productId,
        productName: productNameIn(language, line),
        productImage: line.images[0] ?? '',
        size: line.size,
        quantityInEachPack: line.quantityInEachPack,
        price: paiseToRupees(line.pricePaise),
        quantity: line.quantity,
        available: !line.hidden,
      }));
    const totalPaise = lines
      .filter((line) => line.repeatId === row.id && !line.hidden)
      .reduce((sum, line) => sum + line.pricePaise * line.quantity, 0);
    return {
      _id: row.id,
      items,
      everyDays: row.everyDays,
      nextDeliveryOn: row.nextDeliveryOn,
      reminderOn: reminderDay(row.nextDeliveryOn) < today ? today : reminderDay(row.nextDeliveryOn),
      askFirst: row.askFirst,
      confirmed: !row.askFirst || row.confirmedFor === row.nextDeliveryOn,
      status: row.status,
      deliveryAddress: owner ? addressLine(owner) : '',
      totalAmount: paiseToRupees(totalPaise),
      createdAt: row.createdAt.toISOString(),
    };
  });
}

async function writeItems(tx: Transaction, repeatId: string, items: CreateRepeat['items']): Promise<void> {
  await tx.delete(repeatItems).where(eq(repeatItems.repeatId, repeatId));
  await tx.insert(repeatItems).values(items.map((item) => ({ repeatId, productId: item.productId, quantity: item.quantity })));
}

/**
 * Sets up a repeat order, unless she already has `limit` that are not stopped (paused ones count: they
 * can be resumed): 409 saying so. Her account row is locked while counting, so that repeats asked for
 * at once cannot all pass the same count.
 */
export async function createRepeat(
  db: Database,
  userId: string,
  input: CreateRepeat,
  limit: number,
  now = new Date(),
  language?: Language,
  idempotencyKey?: string,
): Promise<Repeat> {
  if (idempotencyKey) {
    const first = await findByIdempotencyKey(db, userId, idempotencyKey);
    if (first) return (await presentRepeats(db, [first], now, language))[0]!;
  }
  checkDay(input.firstDeliveryOn, now);
  await checkProducts(db, input.items);
  let row: RepeatRow;
  try {
    row = await db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      // A second tap that waited for the first's lock answers the first repeat, not the limit.
      const first = idempotencyKey ? await findByIdempotencyKey(tx, userId, idempotencyKey) : null;
      if (first) return first;
      const [held] = await tx
        .select({ count: count() })
        .from(repeats)
        .where(and(eq(repeats.userId, userId), ne(repeats.status, 'stopped')));
      if ((held?.count ?? 0) >= limit) throw new HttpError(409, REPEAT_MESSAGES.tooManyRepeats(limit));
      const [created] = await tx
        .insert(repeats)
        .values({
          userId,
          idempotencyKey: idempotencyKey ?? null,
          everyDays: input.everyDays,
          nextDeliveryOn: input.firstDeliveryOn,
          askFirst: input.askFirst,
          // A first delivery today or tomorrow: she has just chosen it, and no reminder would come first.
          confirmedFor: confirmedWhenChosen(input.firstDeliveryOn, now) ? input.firstDeliveryOn : null,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await writeItems(tx, created!.id, input.items);
      return created!;
    });
  } catch (error) {
    // Two taps at once with one key: the second insert loses the race and answers the first repeat.
    const first = idempotencyKey && isUniqueViolation(error) ? await findByIdempotencyKey(db, userId, idempotencyKey) : null;
    if (!first) throw error;
    row = first;
  }
  return (await presentRepeats(db, [row], now, language))[0]!;
}

async function findByIdempotencyKey(db: Database | Transaction, userId: string, key: string): Promise<RepeatRow | null> {
  const [row] = await db
    .select()
    .from(repeats)
    .where(and(eq(repeats.userId, userId), eq(repeats.idempotencyKey, key)))
    .limit(1);
  return row ?? null;
}

export async function listRepeats(db: Database, userId: string, now = new Date(), language?: Language): Promise<Repeat[]> {
  const rows = await db
    .select()
    .from(repeats)
    .where(and(eq(repeats.userId, userId), ne(repeats.status, 'stopped')))
    .orderBy(asc(repeats.nextDeliveryOn), asc(repeats.createdAt));
  return presentRepeats(db, rows, now, language);
}

/** One of her own repeats not stopped, locked for a change; another's (or a stopped one) is 404. */
async function ownRepeat(tx: Reader & Pick<Transaction, 'select'>, userId: string, id: string): Promise<RepeatRow> {
  const [row] = await tx
    .select()
    .from(repeats)
    .where(and(eq(repeats.id, id), eq(repeats.userId, userId), ne(repeats.status, 'stopped')))
    .for('update');
  if (!row) throw notFound(REPEAT_MESSAGES.notFound);
  return row;
}

/**
 * Changes a repeat at once: new items, rhythm or askFirst and a moved next delivery first, then the
 * action. Skip moves the next delivery one rhythm on; pause keeps it but nothing is reminded or placed;
 * resume brings the next delivery to the first day of the rhythm from tomorrow; confirm marks the next
 * delivery confirmed.
 */
export async function updateRepeat(
  db: Database,
  userId: string,
  id: string,
  input: UpdateRepeat,
  now = new Date(),
  language?: Language,
): Promise<Repeat> {
  if (input.nextDeliveryOn !== undefined) checkDay(input.nextDeliveryOn, now);
  if (input.items) await checkProducts(db, input.items);
  const today = indiaDay(now);
  const row = await db.transaction(async (tx) => {
    const current = await ownRepeat(tx, userId, id);
    const next: Partial<RepeatRow> = { updatedAt: now };
    let nextDeliveryOn = current.nextDeliveryOn;
    let confirmedFor = current.confirmedFor;
    if (input.everyDays !== undefined) next.everyDays = input.everyDays;
    if (input.askFirst !== undefined) next.askFirst = input.askFirst;
    if (input.nextDeliveryOn !== undefined && input.nextDeliveryOn !== nextDeliveryOn) {
      nextDeliveryOn = input.nextDeliveryOn;
      confirmedFor = confirmedWhenChosen(nextDeliveryOn, now) ? nextDeliveryOn : null;
    }
    const everyDays = next.everyDays ?? current.everyDays;
    switch (input.action) {
      case 'skip':
        nextDeliveryOn = nextDeliveryAfter(nextDeliveryOn, everyDays);
        confirmedFor = null;
        break;
      case 'pause':
        next.status = 'paused';
        break;
      case 'resume':
        next.status = 'active';
        nextDeliveryOn = firstDeliveryOnOrAfter(nextDeliveryOn, everyDays, addDays(today, 1));
        break;
      case 'confirm':
        if (current.status === 'paused') throw new HttpError(409, REPEAT_MESSAGES.paused);
        confirmedFor = nextDeliveryOn;
        break;
      case undefined:
        break;
    }
    const [saved] = await tx
      .update(repeats)
      .set({ ...next, nextDeliveryOn, confirmedFor })
      .where(eq(repeats.id, current.id))
      .returning();
    if (input.items) await writeItems(tx, current.id, input.items);
    return saved!;
  });
  return (await presentRepeats(db, [row], now, language))[0]!;
}

/** Stops a repeat: kept for the shop's counts and her export, never reminded or placed again. */
export async function stopRepeat(db: Database, userId: string, id: string, now = new Date()): Promise<void> {
  const stopped = await db
    .update(repeats)
    .set({ status: 'stopped', updatedAt: now })
    .where(and(eq(repeats.id, id), eq(repeats.userId, userId), ne(repeats.status, 'stopped')))
    .returning({ id: repeats.id });
  if (stopped.length === 0) throw notFound(REPEAT_MESSAGES.notFound);
}

/** A deleted account's repeats stop (the privacy module calls this as it erases her). */
export async function stopRepeatsOf(db: Pick<Database, 'update'>, userId: string, now = new Date()): Promise<void> {
  await db
    .update(repeats)
    .set({ status: 'stopped', updatedAt: now })
    .where(and(eq(repeats.userId, userId), ne(repeats.status, 'stopped')));
}

/** Her repeats for the export of her data: every one, stopped included. No cycle data exists to export. */
export async function repeatsForExport(db: Database, userId: string): Promise<Repeat[]> {
  const rows = await db.select().from(repeats).where(eq(repeats.userId, userId)).orderBy(asc(repeats.createdAt));
  return presentRepeats(db, rows);
}
