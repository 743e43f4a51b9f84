import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { LOW_STOCK_AT } from '@padstore/domain';
import type { Database, Transaction } from '../../db/client.js';
import { branchStock, branches, products } from '../../db/schema.js';

/**
 * Stock: the packs of each product each branch holds. Every rule about it lives here: reading it,
 * taking it for an order, giving it back on a cancel, and the operator setting or adjusting it.
 * Quantities never go below zero (the table's check says so too).
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

/**
 * Takes each line's packs from the branch with a conditional decrement, so that two orders racing for
 * the last packs cannot both get them. Lines go in product order so that orders never deadlock.
 * False when a line is short: the caller's transaction must then roll back what was taken.
 */
export async function takeStock(tx: Transaction, branchId: string, lines: readonly StockLine[]): Promise<boolean> {
  for (const line of [...lines].sort((a, b) => a.productId.localeCompare(b.productId))) {
    const taken = await tx
      .update(branchStock)
      .set({ quantity: sql`${branchStock.quantity} - ${line.quantity}` })
      .where(and(eq(branchStock.branchId, branchId), eq(branchStock.productId, line.productId), gte(branchStock.quantity, line.quantity)))
      .returning({ quantity: branchStock.quantity });
    if (taken.length === 0) return false;
  }
  return true;
}

/** Puts a cancelled order's packs back in its branch. */
export async function returnStock(tx: Transaction, branchId: string, lines: readonly StockLine[]): Promise<void> {
  for (const line of lines) {
    await tx
      .update(branchStock)
      .set({ quantity: sql`${branchStock.quantity} + ${line.quantity}` })
      .where(and(eq(branchStock.branchId, branchId), eq(branchStock.productId, line.productId)));
  }
}

/**
 * The operator sets a product's stock in a branch, or adjusts it by an amount. Answers the new
 * quantity, or null when an adjustment would take it below zero (nothing is written then).
 */
export async function changeStock(
  tx: Transaction,
  branchId: string,
  productId: string,
  change: { quantity: number } | { adjustBy: number },
): Promise<number | null> {
  await tx.insert(branchStock).values({ branchId, productId, quantity: 0 }).onConflictDoNothing();
  const [row] = await tx
    .update(branchStock)
    .set({ quantity: 'quantity' in change ? change.quantity : sql`${branchStock.quantity} + ${change.adjustBy}` })
    .where(
      and(
        eq(branchStock.branchId, branchId),
        eq(branchStock.productId, productId),
        'quantity' in change ? sql`true` : sql`${branchStock.quantity} + ${change.adjustBy} >= 0`,
      ),
    )
    .returning({ quantity: branchStock.quantity });
  return row?.quantity ?? null;
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
