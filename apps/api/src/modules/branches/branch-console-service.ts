import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  CONSOLE_MESSAGES,
  MESSAGES,
  PIN_CODE_LENGTH,
  type adminBranchSchema,
  type adminBranchUpdateSchema,
  type adminPinCodesSchema,
  type adminStockSchema,
  type ConsoleBranch,
} from '@padstore/domain';
import type { Database, Transaction } from '../../db/client.js';
import { branchPinCodes, branches, products } from '../../db/schema.js';
import { refusingViolations } from '../../lib/db-errors.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { audited, saveVersioned } from '../../lib/audit.js';
import { changeStock, stockLevels } from '../stock/stock-service.js';

/** Branches as the operator runs them: opening them, the pin codes they serve and their stock. Every write is audited. */

const duplicateName = { duplicate: CONSOLE_MESSAGES.branchExists };

async function requireBranch(tx: Pick<Transaction, 'select'>, id: string): Promise<void> {
  const [row] = await tx.select({ id: branches.id }).from(branches).where(eq(branches.id, id));
  if (!row) throw notFound(CONSOLE_MESSAGES.notFound('Branch'));
}

/** Every branch with its served pin codes and the stock of every product (0 where it never held one, so it can be stocked). */
export async function consoleBranches(db: Database, scope: string[] | null = null): Promise<ConsoleBranch[]> {
  const [rows, pins, held, catalog] = await Promise.all([
    // A manager sees their own branches only.
    db
      .select()
      .from(branches)
      .where(scope ? inArray(branches.id, scope) : undefined)
      .orderBy(asc(branches.name)),
    db.select().from(branchPinCodes).orderBy(asc(branchPinCodes.pinCode)),
    stockLevels(db),
    db.select({ id: products.id, productName: products.productName }).from(products).orderBy(asc(products.productName)),
  ]);
  return rows.map((branch) => ({
    _id: branch.id,
    name: branch.name,
    active: branch.active,
    version: branch.version,
    pinCodes: pins.filter((pin) => pin.branchId === branch.id).map((pin) => pin.pinCode),
    stock: catalog.map((product) => ({
      productId: product.id,
      productName: product.productName,
      quantity: held.get(`${branch.id}:${product.id}`) ?? 0,
    })),
  }));
}

export function openBranch(db: Database, userId: string, branch: z.output<typeof adminBranchSchema>) {
  return refusingViolations(
    () =>
      audited(db, { userId, action: 'branch.create', details: branch }, async (tx) => {
        const [created] = await tx.insert(branches).values(branch).returning({ _id: branches.id });
        return created!;
      }),
    duplicateName,
  );
}

/** Renames a branch or switches it on or off, on the version the operator saw. */
export function updateBranch(db: Database, userId: string, id: string, { version, ...changes }: z.output<typeof adminBranchUpdateSchema>) {
  return refusingViolations(
    () =>
      saveVersioned(
        db,
        { userId, action: 'branch.update', details: { id, ...changes } },
        {
          what: 'Branch',
          update: (tx) =>
            tx
              .update(branches)
              .set({ ...changes, version: sql`${branches.version} + 1` })
              .where(and(eq(branches.id, id), eq(branches.version, version)))
              .returning({ version: branches.version }),
          exists: (tx) => tx.select({ id: branches.id }).from(branches).where(eq(branches.id, id)),
        },
      ),
    duplicateName,
  );
}

/** Serves more pin codes: a list, or every pin code of a range. Answers how many were new. */
export function addPinCodes(
  db: Database,
  userId: string,
  branchId: string,
  { pinCodes = [], from, to }: z.output<typeof adminPinCodesSchema>,
) {
  const all = new Set(pinCodes);
  if (from && to) for (let pin = Number(from); pin <= Number(to); pin++) all.add(String(pin).padStart(PIN_CODE_LENGTH, '0'));
  return audited(
    db,
    { userId, action: 'branch.pincodes.add', details: (added: number) => ({ branchId, count: added, from, to }) },
    async (tx) => {
      await requireBranch(tx, branchId);
      const added = await tx
        .insert(branchPinCodes)
        .values([...all].map((pinCode) => ({ branchId, pinCode })))
        .onConflictDoNothing()
        .returning();
      return added.length;
    },
  );
}

export function removePinCode(db: Database, userId: string, branchId: string, pinCode: string): Promise<void> {
  return audited(db, { userId, action: 'branch.pincodes.remove', details: { branchId, pinCode } }, async (tx) => {
    const removed = await tx
      .delete(branchPinCodes)
      .where(and(eq(branchPinCodes.branchId, branchId), eq(branchPinCodes.pinCode, pinCode)))
      .returning();
    if (removed.length === 0) throw notFound(CONSOLE_MESSAGES.pinCodeNotServed);
  });
}

/** Sets a product's stock in the branch, or adjusts it by an amount; it never goes below zero. Answers the new quantity. */
export function setBranchStock(
  db: Database,
  userId: string,
  branchId: string,
  { productId, quantity, adjustBy }: z.output<typeof adminStockSchema>,
) {
  return audited(
    db,
    { userId, action: 'branch.stock', details: (now: number) => ({ branchId, productId, quantity, adjustBy, now }) },
    async (tx) => {
      await requireBranch(tx, branchId);
      const [product] = await tx.select({ id: products.id }).from(products).where(eq(products.id, productId));
      if (!product) throw notFound(MESSAGES.productNotFound);
      const now = await changeStock(tx, branchId, productId, quantity !== undefined ? { quantity } : { adjustBy: adjustBy ?? 0 }, userId);
      if (now === null) throw new HttpError(409, CONSOLE_MESSAGES.stockBelowZero);
      return now;
    },
  );
}
