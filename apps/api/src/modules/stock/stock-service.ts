import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { LOW_STOCK_AT, type StockEntryReason, type WriteOffReason } from '@padstore/domain';
import type { Database, Transaction } from '../../db/client.js';
import { branchStock, branches, products, stockEntries } from '../../db/schema.js';

/**
 * Stock: the packs of each product each branch holds. Every change is an entry of the stock ledger,
 * written by `moveStock` alone (decision record 033): taking it for an order, giving it back on a
 * cancel, receiving, counting, transfers, write-offs and the operator's corrections. Quantities never
 * go below zero (the table's check says so too).
 */

/** Reads only: the database or a transaction on it. */
type Reader = Pick<Database, 'select'>;

/** Packs of a product a branch holds; 0 when it never held any. */
export async function stockInBranch(db: Reader, branchId: string, productId: string): Promise<number> {
  const [row] = await db
    .select({ quantity: branchStock.quantity })
    .from(branchStock)
    .where(and(eq(branchStock.branchId, branchId), eq(branchStock.productId, productId)))
    .limit(1);
  return row?.quantity ?? 0;
}

/** The packs each active branch holds, of the products given (of every product when none are given). */
export async function activeStock(db: Reader, productIds?: string[]) {
  return db
    .select({ productId: branchStock.productId, branchId: branchStock.branchId, quantity: branchStock.quantity })
    .from(branchStock)
    .innerJoin(branches, eq(branches.id, branchStock.branchId))
    .where(and(productIds ? inArray(branchStock.productId, productIds) : undefined, eq(branches.active, true)));
}

/** Stock of each product: over every active branch, and in one branch (the viewer's) when given. */
export async function stockOfProducts(db: Reader, productIds: string[], branchId: string | null) {
  const total = new Map<string, number>();
  const inBranch = new Map<string, number>();
  if (productIds.length === 0) return { total, inBranch };
  for (const row of await activeStock(db, productIds)) {
    total.set(row.productId, (total.get(row.productId) ?? 0) + row.quantity);
    if (row.branchId === branchId) inBranch.set(row.productId, row.quantity);
  }
  return { total, inBranch };
}

/** Every product's stock in every branch that ever held it, keyed `branchId:productId`. */
export async function stockLevels(db: Reader): Promise<Map<string, number>> {
  const rows = await db.select().from(branchStock);
  return new Map(rows.map((line) => [`${line.branchId}:${line.productId}`, line.quantity]));
}

export interface StockLine {
  productId: string;
  quantity: number;
}

/** One change of a branch's stock: its reason, packs in (positive) or out (negative), and what it came from. */
export interface StockMove {
  productId: string;
  quantity: number;
  reason: StockEntryReason;
  recordedBy?: string | null;
  orderId?: string;
  receiptId?: string;
  countId?: string;
  transferId?: string;
  writeOffReason?: WriteOffReason;
  note?: string;
  reversesId?: string;
}

export type StockMoved = { ok: true; onHand: Map<string, number> } | { ok: false; shortOf: string };

/**
 * The one writer of a branch's stock (decision record 033): each move is an entry of the ledger, and the
 * quantity on hand moves with it in the same statement order, so that it is always the sum of the
 * entries. Packs out are taken with a conditional decrement, so that two writers racing for the last
 * packs cannot both get them; moves go in product order so that writers never deadlock. Answers each
 * product's quantity on hand after its moves, or the product a move would take below zero: the caller's
 * transaction must then roll back what was written.
 */
export async function moveStock(tx: Transaction, branchId: string, moves: readonly StockMove[]): Promise<StockMoved> {
  const after = new Map<string, number>();
  for (const move of [...moves].sort((a, b) => a.productId.localeCompare(b.productId))) {
    if (move.quantity === 0) continue;
    if (move.quantity > 0) await tx.insert(branchStock).values({ branchId, productId: move.productId, quantity: 0 }).onConflictDoNothing();
    const [row] = await tx
      .update(branchStock)
      .set({ quantity: sql`${branchStock.quantity} + ${move.quantity}` })
      .where(
        and(
          eq(branchStock.branchId, branchId),
          eq(branchStock.productId, move.productId),
          gte(sql`${branchStock.quantity} + ${move.quantity}`, 0),
        ),
      )
      .returning({ quantity: branchStock.quantity });
    if (!row) return { ok: false, shortOf: move.productId };
    after.set(move.productId, row.quantity);
    await tx.insert(stockEntries).values({
      branchId,
      productId: move.productId,
      reason: move.reason,
      quantity: move.quantity,
      balance: row.quantity,
      recordedBy: move.recordedBy ?? null,
      orderId: move.orderId,
      receiptId: move.receiptId,
      countId: move.countId,
      transferId: move.transferId,
      writeOffReason: move.writeOffReason,
      note: move.note ?? '',
      reversesId: move.reversesId,
    });
  }
  return { ok: true, onHand: after };
}

/**
 * Takes an order's packs from its branch, each line a 'sold' entry. False when a line is short: the
 * caller's transaction must then roll back what was taken.
 */
export async function takeStock(
  tx: Transaction,
  branchId: string,
  lines: readonly StockLine[],
  order: { orderId: string; customerId: string },
): Promise<boolean> {
  const moves = lines.map((line) => ({
    productId: line.productId,
    quantity: -line.quantity,
    reason: 'sold' as const,
    orderId: order.orderId,
    recordedBy: order.customerId,
  }));
  return (await moveStock(tx, branchId, moves)).ok;
}

/** Puts a cancelled order's packs back on its branch's shelf, each line a 'returned' entry. */
export async function returnStock(
  tx: Transaction,
  branchId: string,
  lines: readonly StockLine[],
  order: { orderId: string; recordedBy: string | null; note: string },
): Promise<void> {
  const moves = lines.map((line) => ({ productId: line.productId, quantity: line.quantity, reason: 'returned' as const, ...order }));
  if (!(await moveStock(tx, branchId, moves)).ok) throw new Error('Returning packs to the shelf cannot take stock below zero');
}

/**
 * The operator sets a product's stock in a branch, or adjusts it by an amount: a 'corrected' entry of
 * the difference. Answers the new quantity, or null when it would go below zero (nothing is written then).
 */
export async function changeStock(
  tx: Transaction,
  branchId: string,
  productId: string,
  change: { quantity: number } | { adjustBy: number },
  recordedBy: string,
): Promise<number | null> {
  await tx.insert(branchStock).values({ branchId, productId, quantity: 0 }).onConflictDoNothing();
  const [held] = await tx
    .select({ quantity: branchStock.quantity })
    .from(branchStock)
    .where(and(eq(branchStock.branchId, branchId), eq(branchStock.productId, productId)))
    .for('update');
  const by = 'quantity' in change ? change.quantity - held!.quantity : change.adjustBy;
  const after = await moveStock(tx, branchId, [
    { productId, quantity: by, reason: 'corrected', recordedBy, note: 'quantity' in change ? `Set to ${change.quantity}` : '' },
  ]);
  return after.ok ? (after.onHand.get(productId) ?? held!.quantity) : null;
}

/** Products at or under the low-stock mark in open branches, lowest first, for the dashboard. */
export async function lowStock(db: Reader, limit = 50) {
  return db
    .select({ branch: branches.name, productName: products.productName, quantity: branchStock.quantity })
    .from(branchStock)
    .innerJoin(branches, eq(branches.id, branchStock.branchId))
    .innerJoin(products, eq(products.id, branchStock.productId))
    .where(and(lte(branchStock.quantity, LOW_STOCK_AT), eq(branches.active, true), eq(products.hidden, false)))
    .orderBy(asc(branchStock.quantity), asc(products.productName))
    .limit(limit);
}

/**
 * Per open branch, its products (shown in the shop) at or under the low-stock mark, and those out of
 * stock: the scrape's figures, read from the small stock table alone, never the order history.
 */
export async function lowStockByBranch(db: Reader): Promise<{ branch: string; low: number; out: number }[]> {
  return db
    .select({
      branch: branches.name,
      low: sql<number>`count(${products.id}) filter (where coalesce(${branchStock.quantity}, 0) <= ${LOW_STOCK_AT})`.mapWith(Number),
      out: sql<number>`count(${products.id}) filter (where coalesce(${branchStock.quantity}, 0) = 0)`.mapWith(Number),
    })
    .from(branches)
    .crossJoin(products)
    .leftJoin(branchStock, and(eq(branchStock.branchId, branches.id), eq(branchStock.productId, products.id)))
    .where(and(eq(branches.active, true), eq(products.hidden, false)))
    .groupBy(branches.name);
}
