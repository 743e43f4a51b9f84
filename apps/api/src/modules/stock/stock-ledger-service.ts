import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  COUNT_DUE_AFTER_DAYS,
  STOCK_ENTRY_LABELS,
  STOCK_MESSAGES,
  type StockEntryReason,
  type StockLedgerAnswer,
  type StockOnHandAnswer,
} from '@padstore/domain';
import type { Database, Transaction } from '../../db/client.js';
import { branchStock, branches, orders, products, stockEntries, stockReceipts, stockTransfers, users } from '../../db/schema.js';
import { audit } from '../../lib/audit.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import type { StaffMember } from '../../lib/sessions.js';
import { moveStock, type StockMove } from './stock-service.js';

type Reader = Pick<Database, 'select'>;

export const LEDGER_PAGE_SIZE = 20;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether a member of staff works for the branch (an owner works for all of them). */
export const worksFor = (member: StaffMember, branchId: string) => member.role === 'owner' || member.branchIds.includes(branchId);

/**
 * The branch a stock operation names, if it is within the caller's reach: outside it, or unknown, the
 * answer is 404 (never 403, so that a branch's existence is not revealed). Answers its name.
 */
export async function branchInReach(db: Reader, member: StaffMember, branchId: string): Promise<string> {
  if (!worksFor(member, branchId)) throw notFound(STOCK_MESSAGES.branchNotFound);
  const [branch] = await db.select({ name: branches.name }).from(branches).where(eq(branches.id, branchId));
  if (!branch) throw notFound(STOCK_MESSAGES.branchNotFound);
  return branch.name;
}

/** The products named, by id, with their names; 404 when one is not in the catalog. */
export async function catalogProducts(db: Reader, productIds: string[]): Promise<Map<string, string>> {
  const rows = await db.select({ id: products.id, name: products.productName }).from(products).where(inArray(products.id, productIds));
  if (rows.length !== new Set(productIds).size) throw notFound(STOCK_MESSAGES.productNotFound);
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Writes the moves, or refuses (409) naming the product that would go below zero; the transaction then rolls back. */
export async function moveStockOrRefuse(tx: Transaction, branchId: string, moves: StockMove[], names: Map<string, string>): Promise<void> {
  const moved = await moveStock(tx, branchId, moves);
  if (!moved.ok) throw new HttpError(409, STOCK_MESSAGES.wouldGoBelowZero(names.get(moved.shortOf) ?? 'A product'));
}

/**
 * A branch's products and the packs on hand, those to count first: never counted, or not for 30 days,
 * the longest uncounted first; then the others by name.
 */
export async function stockOnHand(db: Reader, member: StaffMember, branchId: string, now = new Date()): Promise<StockOnHandAnswer> {
  const branch = await branchInReach(db, member, branchId);
  const dueBefore = new Date(now.getTime() - COUNT_DUE_AFTER_DAYS * DAY_MS);
  const rows = await db
    .select({
      productId: products.id,
      productName: products.productName,
      size: products.size,
      onHand: sql<number>`coalesce(${branchStock.quantity}, 0)`.mapWith(Number),
      countedAt: branchStock.countedAt,
    })
    .from(products)
    .leftJoin(branchStock, and(eq(branchStock.productId, products.id), eq(branchStock.branchId, branchId)))
    .where(eq(products.hidden, false))
    .orderBy(asc(products.productName));
  const lines = rows.map((row) => ({
    productId: row.productId,
    productName: row.productName,
    size: row.size,
    onHand: row.onHand,
    countedAt: row.countedAt?.toISOString() ?? null,
    countDue: !row.countedAt || row.countedAt < dueBefore,
  }));
  const due = lines.filter((line) => line.countDue).sort((a, b) => (a.countedAt ?? '').localeCompare(b.countedAt ?? ''));
  return { branch, products: [...due, ...lines.filter((line) => !line.countDue)] };
}

const reversal = alias(stockEntries, 'reversal');
const toBranch = alias(branches, 'to_branch');
const fromBranch = alias(branches, 'from_branch');

/**
 * A product's ledger in a branch, newest first, a page at a time: the entries older than `before` (the
 * last one shown). Keyset paging on (time, id), so a page reads only its own entries however long the
 * ledger grows. The cost price of a receipt is not in it.
 */
export async function stockLedger(
  db: Reader,
  member: StaffMember,
  query: { branchId: string; productId: string; before?: string },
): Promise<StockLedgerAnswer> {
  await branchInReach(db, member, query.branchId);
  const [product] = await db.select({ name: products.productName }).from(products).where(eq(products.id, query.productId));
  if (!product) throw notFound(STOCK_MESSAGES.productNotFound);
  const conditions: SQL[] = [eq(stockEntries.branchId, query.branchId), eq(stockEntries.productId, query.productId)];
  if (query.before) {
    const [last] = await db
      .select({ id: stockEntries.id })
      .from(stockEntries)
      .where(
        and(eq(stockEntries.id, query.before), eq(stockEntries.branchId, query.branchId), eq(stockEntries.productId, query.productId)),
      );
    if (!last) throw new HttpError(400, STOCK_MESSAGES.entryNotFound);
    conditions.push(
      sql`(${stockEntries.createdAt}, ${stockEntries.id}) < (select last.created_at, last.id from ${stockEntries} as last where last.id = ${query.before})`,
    );
  }
  const [rows, [held]] = await Promise.all([
    db
      .select({
        entry: stockEntries,
        by: users.fullName,
        orderNumber: orders.orderNumber,
        supplier: stockReceipts.supplier,
        invoiceNumber: stockReceipts.invoiceNumber,
        from: fromBranch.name,
        to: toBranch.name,
        reversedBy: reversal.id,
      })
      .from(stockEntries)
      .leftJoin(users, eq(users.id, stockEntries.recordedBy))
      .leftJoin(orders, eq(orders.id, stockEntries.orderId))
      .leftJoin(stockReceipts, eq(stockReceipts.id, stockEntries.receiptId))
      .leftJoin(stockTransfers, eq(stockTransfers.id, stockEntries.transferId))
      .leftJoin(fromBranch, eq(fromBranch.id, stockTransfers.fromBranchId))
      .leftJoin(toBranch, eq(toBranch.id, stockTransfers.toBranchId))
      .leftJoin(reversal, eq(reversal.reversesId, stockEntries.id))
      .where(and(...conditions))
      .orderBy(desc(stockEntries.createdAt), desc(stockEntries.id))
      .limit(LEDGER_PAGE_SIZE + 1),
    db
      .select({ quantity: branchStock.quantity })
      .from(branchStock)
      .where(and(eq(branchStock.branchId, query.branchId), eq(branchStock.productId, query.productId))),
  ]);
  const page = rows.slice(0, LEDGER_PAGE_SIZE);
  return {
    productName: product.name,
    onHand: held?.quantity ?? 0,
    entries: page.map((row) => ({
      _id: row.entry.id,
      reason: row.entry.reason,
      quantity: row.entry.quantity,
      onHand: row.entry.balance,
      at: row.entry.createdAt.toISOString(),
      by: row.by,
      source: sourceOf(row.entry.reason, row),
      orderNumber: row.orderNumber,
      writeOffReason: row.entry.writeOffReason,
      note: row.entry.note,
      reverses: row.entry.reversesId,
      reversed: row.reversedBy !== null,
    })),
    older: rows.length > LEDGER_PAGE_SIZE ? (page.at(-1)?.entry.id ?? null) : null,
  };
}

/** What an entry came from, in words. */
function sourceOf(
  reason: StockEntryReason,
  row: { orderNumber: string | null; supplier: string | null; invoiceNumber: string | null; from: string | null; to: string | null },
): string {
  if (row.orderNumber) return `Order #${row.orderNumber}`;
  if (row.supplier) return `Invoice ${row.invoiceNumber} of ${row.supplier}`;
  if (row.from) return `Transfer from ${row.from} to ${row.to}`;
  return STOCK_ENTRY_LABELS[reason];
}

/** Entries a manager may take back: those a person typed. An order's or a transfer's entries follow the order or the transfer. */
const REVERSIBLE: readonly StockEntryReason[] = ['received', 'counted', 'written_off', 'corrected'];

/**
 * Takes back an entry recorded wrong (decision record 033): the entry stays, a reversing entry of the
 * opposite quantity cancels it, once. Refused when the packs it brought in have since left the shelf.
 */
export async function reverseStockEntry(db: Database, userId: string, member: StaffMember, entryId: string, note: string): Promise<void> {
  await db.transaction(async (tx: Transaction) => {
    const [entry] = await tx.select().from(stockEntries).where(eq(stockEntries.id, entryId));
    if (!entry || !worksFor(member, entry.branchId)) throw notFound(STOCK_MESSAGES.entryNotFound);
    if (!REVERSIBLE.includes(entry.reason)) throw new HttpError(409, STOCK_MESSAGES.notReversible);
    const [taken] = await tx.select({ id: stockEntries.id }).from(stockEntries).where(eq(stockEntries.reversesId, entry.id));
    if (taken) throw new HttpError(409, STOCK_MESSAGES.alreadyReversed);
    const names = await catalogProducts(tx, [entry.productId]);
    await moveStockOrRefuse(
      tx,
      entry.branchId,
      [{ productId: entry.productId, quantity: -entry.quantity, reason: 'reversal', recordedBy: userId, note, reversesId: entry.id }],
      names,
    );
    await audit(tx, userId, 'stock.reversal', {
      productName: names.get(entry.productId),
      reason: entry.reason,
      quantity: entry.quantity,
      note,
    });
  });
}

/**
 * The ledger's check: every branch's product whose quantity on hand is not the sum of its entries.
 * Empty when the ledger agrees, as it always should (the tests call it after every storm).
 */
export async function ledgerDisagreements(db: Reader) {
  const ledger = sql<number>`coalesce(sum(${stockEntries.quantity}), 0)`.mapWith(Number);
  return db
    .select({ branchId: branchStock.branchId, productId: branchStock.productId, onHand: branchStock.quantity, ledger })
    .from(branchStock)
    .leftJoin(stockEntries, and(eq(stockEntries.branchId, branchStock.branchId), eq(stockEntries.productId, branchStock.productId)))
    .groupBy(branchStock.branchId, branchStock.productId, branchStock.quantity)
    .having(sql`${branchStock.quantity} <> coalesce(sum(${stockEntries.quantity}), 0)`);
}
