import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { DEFAULT_COUNT_APPROVAL_ABOVE, STOCK_MESSAGES, type stockCountSchema, type WaitingCountsAnswer } from '@padstore/domain';
import type { z } from 'zod';
import type { Database, Transaction } from '../../db/client.js';
import { branchStock, products, settings, stockCounts, users } from '../../db/schema.js';
import { audit } from '../../lib/audit.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import type { StaffMember } from '../../lib/sessions.js';
import { branchInReach, catalogProducts, moveStockOrRefuse, worksFor } from './stock-ledger-service.js';

type Reader = Pick<Database, 'select'>;

/** The setting: a count whose variance is larger than this many packs waits for a manager. */
export const COUNT_APPROVAL_SETTING = 'stock_count_approval_above';

export async function countApprovalAbove(db: Reader): Promise<number> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, COUNT_APPROVAL_SETTING));
  const value = Number(row?.value);
  return row && Number.isInteger(value) ? value : DEFAULT_COUNT_APPROVAL_ABOVE;
}

/** The owner sets the variance above which a count waits for a manager. */
export async function setCountApprovalAbove(db: Database, userId: string, packs: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(settings)
      .values({ key: COUNT_APPROVAL_SETTING, value: String(packs) })
      .onConflictDoUpdate({ target: settings.key, set: { value: String(packs), version: sql`${settings.version} + 1` } });
    await audit(tx, userId, 'stock.settings', { countApprovalAbove: packs });
  });
}

type CountRow = typeof stockCounts.$inferSelect;

async function presentCounts(db: Reader, rows: CountRow[]) {
  if (rows.length === 0) return [];
  const ids = [...new Set(rows.map((row) => row.productId))];
  const [names, people] = await Promise.all([
    db.select({ id: products.id, name: products.productName }).from(products).where(inArray(products.id, ids)),
    db
      .select({ id: users.id, name: users.fullName })
      .from(users)
      .where(
        inArray(
          users.id,
          rows.map((row) => row.countedBy),
        ),
      ),
  ]);
  return rows.map((row) => ({
    _id: row.id,
    productId: row.productId,
    productName: names.find((name) => name.id === row.productId)?.name ?? '',
    expected: row.expected,
    counted: row.counted,
    variance: row.counted - row.expected,
    status: row.status,
    by: people.find((person) => person.id === row.countedBy)?.name ?? '',
    at: row.createdAt.toISOString(),
  }));
}

/**
 * What the floor found on the shelf: per product, the variance from what is on hand becomes a 'counted'
 * entry at once, or, when it is larger than the setting, waits for a manager's approval. The product's
 * row is held for update while it is compared, so an order taking its packs meanwhile is counted either
 * before or after, never half. A new count of a product replaces one still waiting.
 */
export async function countStock(db: Database, userId: string, member: StaffMember, input: z.output<typeof stockCountSchema>) {
  const threshold = await countApprovalAbove(db);
  const counts = await db.transaction(async (tx) => {
    const branch = await branchInReach(tx, member, input.branchId);
    const names = await catalogProducts(
      tx,
      input.lines.map((line) => line.productId),
    );
    const now = new Date();
    const written: CountRow[] = [];
    for (const line of [...input.lines].sort((a, b) => a.productId.localeCompare(b.productId))) {
      await tx.insert(branchStock).values({ branchId: input.branchId, productId: line.productId, quantity: 0 }).onConflictDoNothing();
      const [held] = await tx
        .update(branchStock)
        .set({ countedAt: now })
        .where(and(eq(branchStock.branchId, input.branchId), eq(branchStock.productId, line.productId)))
        .returning({ quantity: branchStock.quantity });
      const expected = held!.quantity;
      const variance = line.counted - expected;
      await tx
        .update(stockCounts)
        .set({ status: 'refused', decidedBy: userId, decidedAt: now, note: 'Counted again' })
        .where(and(eq(stockCounts.branchId, input.branchId), eq(stockCounts.productId, line.productId), eq(stockCounts.status, 'waiting')));
      const [count] = await tx
        .insert(stockCounts)
        .values({
          branchId: input.branchId,
          productId: line.productId,
          expected,
          counted: line.counted,
          status: Math.abs(variance) > threshold ? 'waiting' : 'applied',
          countedBy: userId,
        })
        .returning();
      if (count!.status === 'applied') await applyVariance(tx, count!, userId, names);
      written.push(count!);
    }
    const waiting = written.filter((count) => count.status === 'waiting').length;
    await audit(tx, userId, 'stock.count', {
      branch,
      products: written.length,
      waiting,
      variance: written.reduce((sum, count) => sum + count.counted - count.expected, 0),
      productName: written.length === 1 ? names.get(written[0]!.productId) : undefined,
    });
    return written;
  });
  return { counts: await presentCounts(db, counts) };
}

async function applyVariance(tx: Transaction, count: CountRow, userId: string, names: Map<string, string>) {
  await moveStockOrRefuse(
    tx,
    count.branchId,
    [
      {
        productId: count.productId,
        quantity: count.counted - count.expected,
        reason: 'counted',
        countId: count.id,
        recordedBy: userId,
        note: `Counted ${count.counted} where ${count.expected} were on the books`,
      },
    ],
    names,
  );
}

/** The counts of a branch waiting for a manager, oldest first: the floor page shows them. */
export async function waitingCounts(db: Reader, member: StaffMember, branchId: string): Promise<WaitingCountsAnswer> {
  await branchInReach(db, member, branchId);
  const rows = await db
    .select()
    .from(stockCounts)
    .where(and(eq(stockCounts.branchId, branchId), eq(stockCounts.status, 'waiting')))
    .orderBy(asc(stockCounts.createdAt));
  return { countApprovalAbove: await countApprovalAbove(db), counts: await presentCounts(db, rows) };
}

/**
 * A manager approves a count waiting for them (its variance, as counted, becomes the 'counted' entry) or
 * refuses it (nothing changes; the shelf is to be counted again).
 */
export async function decideCount(
  db: Database,
  userId: string,
  member: StaffMember,
  countId: string,
  { decision, note }: { decision: 'approve' | 'refuse'; note: string },
) {
  return db.transaction(async (tx) => {
    const [count] = await tx.select().from(stockCounts).where(eq(stockCounts.id, countId)).for('update');
    if (!count || !worksFor(member, count.branchId)) throw notFound(STOCK_MESSAGES.countNotFound);
    if (count.status !== 'waiting') throw new HttpError(409, STOCK_MESSAGES.countDecided);
    const names = await catalogProducts(tx, [count.productId]);
    if (decision === 'approve') await applyVariance(tx, count, userId, names);
    await tx
      .update(stockCounts)
      .set({ status: decision === 'approve' ? 'approved' : 'refused', decidedBy: userId, decidedAt: new Date(), note })
      .where(eq(stockCounts.id, count.id));
    await audit(tx, userId, decision === 'approve' ? 'stock.count.approve' : 'stock.count.refuse', {
      productName: names.get(count.productId),
      expected: count.expected,
      counted: count.counted,
      note,
    });
    return { message: decision === 'approve' ? 'Count approved' : 'Count refused' };
  });
}
