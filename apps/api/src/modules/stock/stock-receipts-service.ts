import { and, eq } from 'drizzle-orm';
import { rupeesToPaise, STOCK_MESSAGES, type stockReceiptSchema, type stockWriteOffSchema } from '@padstore/domain';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { stockReceiptLines, stockReceipts } from '../../db/schema.js';
import { audit } from '../../lib/audit.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { HttpError } from '../../lib/http-error.js';
import type { StaffMember } from '../../lib/sessions.js';
import { branchInReach, catalogProducts, moveStockOrRefuse } from './stock-ledger-service.js';
import { moveStock } from './stock-service.js';

/** A supplier as compared for a repeated invoice: 'Sun  Pharma' and 'sun pharma' are one supplier. */
export const supplierKey = (supplier: string) => supplier.trim().replace(/\s+/g, ' ').toLowerCase();

const total = (lines: readonly { quantity: number }[]) => lines.reduce((sum, line) => sum + line.quantity, 0);

/**
 * A delivery from a supplier, recorded by a manager: the invoice, its lines (with the cost price, kept
 * for the margin) and a 'received' entry per product, in one transaction. The packs are added to what
 * is on hand (never typed in as a new total), so that orders placed meanwhile are neither lost nor
 * counted twice. The same invoice number of the same supplier is refused (409), whoever records it.
 */
export async function receiveStock(
  db: Database,
  userId: string,
  member: StaffMember,
  input: z.output<typeof stockReceiptSchema>,
): Promise<{ _id: string; message: string }> {
  const duplicate = new HttpError(409, STOCK_MESSAGES.duplicateInvoice(input.supplier, input.invoiceNumber));
  try {
    return await db.transaction(async (tx) => {
      const branch = await branchInReach(tx, member, input.branchId);
      const names = await catalogProducts(
        tx,
        input.lines.map((line) => line.productId),
      );
      const key = supplierKey(input.supplier);
      const [seen] = await tx
        .select({ id: stockReceipts.id })
        .from(stockReceipts)
        .where(and(eq(stockReceipts.supplierKey, key), eq(stockReceipts.invoiceNumber, input.invoiceNumber)));
      if (seen) throw duplicate;
      const [receipt] = await tx
        .insert(stockReceipts)
        .values({
          branchId: input.branchId,
          supplier: input.supplier,
          supplierKey: key,
          invoiceNumber: input.invoiceNumber,
          invoiceDate: input.invoiceDate,
          recordedBy: userId,
        })
        .returning({ id: stockReceipts.id });
      await tx.insert(stockReceiptLines).values(
        input.lines.map((line) => ({
          receiptId: receipt!.id,
          productId: line.productId,
          quantity: line.quantity,
          costPricePaise: line.costPrice === undefined ? null : rupeesToPaise(line.costPrice),
        })),
      );
      await moveStock(
        tx,
        input.branchId,
        input.lines.map((line) => ({
          productId: line.productId,
          quantity: line.quantity,
          reason: 'received' as const,
          receiptId: receipt!.id,
          recordedBy: userId,
        })),
      );
      await audit(tx, userId, 'stock.receive', {
        branch,
        supplier: input.supplier,
        invoiceNumber: input.invoiceNumber,
        packs: total(input.lines),
        products: input.lines.length,
        productName: input.lines.length === 1 ? names.get(input.lines[0]!.productId) : undefined,
      });
      return { _id: receipt!.id, message: `Received ${total(input.lines)} packs from ${input.supplier}` };
    });
  } catch (error) {
    // Two managers recording the same invoice at once: the unique index refuses the second.
    if (isUniqueViolation(error)) throw duplicate;
    throw error;
  }
}

/** Packs damaged, expired or missing, written off by a manager with the reason: a 'written_off' entry per product. */
export async function writeOffStock(db: Database, userId: string, member: StaffMember, input: z.output<typeof stockWriteOffSchema>) {
  return db.transaction(async (tx) => {
    const branch = await branchInReach(tx, member, input.branchId);
    const productIds = input.lines.map((line) => line.productId);
    const names = await catalogProducts(tx, productIds);
    await moveStockOrRefuse(
      tx,
      input.branchId,
      input.lines.map((line) => ({
        productId: line.productId,
        quantity: -line.quantity,
        reason: 'written_off' as const,
        writeOffReason: input.reason,
        note: input.note,
        recordedBy: userId,
      })),
      names,
    );
    await audit(tx, userId, 'stock.write_off', {
      branch,
      reason: input.reason,
      note: input.note,
      packs: total(input.lines),
      products: input.lines.length,
      productName: input.lines.length === 1 ? names.get(input.lines[0]!.productId) : undefined,
    });
    return { message: `Wrote off ${total(input.lines)} packs` };
  });
}
