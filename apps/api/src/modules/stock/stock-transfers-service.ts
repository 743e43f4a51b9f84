import { and, asc, desc, eq, inArray, ne, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { STOCK_MESSAGES, type stockTransferSchema, type transferReceivedSchema } from '@padstore/domain';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { branches, products, stockTransferLines, stockTransfers } from '../../db/schema.js';
import { audit } from '../../lib/audit.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import type { StaffMember } from '../../lib/sessions.js';
import { branchInReach, catalogProducts, moveStockOrRefuse, worksFor } from './stock-ledger-service.js';
import type { StockMove } from './stock-service.js';

type Reader = Pick<Database, 'select'>;

const total = (lines: readonly { quantity: number }[]) => lines.reduce((sum, line) => sum + line.quantity, 0);

/**
 * A manager of the branch sending packs to another branch: a 'transfer_out' entry per product at once
 * (the packs leave the shelf), and the transfer in transit until the other branch receives it.
 */
export async function sendTransfer(db: Database, userId: string, member: StaffMember, input: z.output<typeof stockTransferSchema>) {
  if (input.fromBranchId === input.toBranchId) throw new HttpError(400, STOCK_MESSAGES.sameBranch);
  return db.transaction(async (tx) => {
    const from = await branchInReach(tx, member, input.fromBranchId);
    const [to] = await tx.select({ name: branches.name }).from(branches).where(eq(branches.id, input.toBranchId));
    if (!to) throw notFound(STOCK_MESSAGES.branchNotFound);
    const names = await catalogProducts(
      tx,
      input.lines.map((line) => line.productId),
    );
    const [transfer] = await tx
      .insert(stockTransfers)
      .values({ fromBranchId: input.fromBranchId, toBranchId: input.toBranchId, sentBy: userId })
      .returning({ id: stockTransfers.id });
    await tx
      .insert(stockTransferLines)
      .values(input.lines.map((line) => ({ transferId: transfer!.id, productId: line.productId, sent: line.quantity })));
    const moves = input.lines.map((line) => ({
      productId: line.productId,
      quantity: -line.quantity,
      reason: 'transfer_out' as const,
      transferId: transfer!.id,
      recordedBy: userId,
    }));
    await moveStockOrRefuse(tx, input.fromBranchId, moves, names);
    await audit(tx, userId, 'stock.transfer.send', { from, to: to.name, packs: total(input.lines), products: input.lines.length });
    return {
      _id: transfer!.id,
      message: `${total(input.lines)} packs on their way to ${to.name}`,
      lines: input.lines.map((line) => ({ productId: line.productId, sent: line.quantity, arrived: null })),
    };
  });
}

/**
 * The receiving branch says what arrived (a product left out arrived in full): a 'transfer_in' entry of
 * the packs sent, and, where fewer arrived, a 'transfer_shortfall' entry of its own for the difference.
 * A manager of the receiving branch (or an owner) receives it, once.
 */
export async function receiveTransfer(
  db: Database,
  userId: string,
  member: StaffMember,
  transferId: string,
  input: z.output<typeof transferReceivedSchema>,
) {
  return db.transaction(async (tx) => {
    const [transfer] = await tx.select().from(stockTransfers).where(eq(stockTransfers.id, transferId)).for('update');
    if (!transfer || !worksFor(member, transfer.toBranchId)) throw notFound(STOCK_MESSAGES.transferNotFound);
    if (transfer.status === 'received') throw new HttpError(409, STOCK_MESSAGES.transferReceived);
    const sent = await tx.select().from(stockTransferLines).where(eq(stockTransferLines.transferId, transfer.id));
    const names = await catalogProducts(
      tx,
      sent.map((line) => line.productId),
    );
    const arrived = new Map(input.lines.map((line) => [line.productId, line.arrived]));
    for (const [productId, packs] of arrived) {
      const line = sent.find((candidate) => candidate.productId === productId);
      if (!line) throw new HttpError(400, STOCK_MESSAGES.notInTransfer);
      if (packs > line.sent) throw new HttpError(400, STOCK_MESSAGES.arrivedMoreThanSent(names.get(productId) ?? ''));
    }
    const moves: StockMove[] = [];
    let short = 0;
    for (const line of sent) {
      const came = arrived.get(line.productId) ?? line.sent;
      moves.push({ productId: line.productId, quantity: line.sent, reason: 'transfer_in', transferId: transfer.id, recordedBy: userId });
      if (came < line.sent) {
        short += line.sent - came;
        moves.push({
          productId: line.productId,
          quantity: came - line.sent,
          reason: 'transfer_shortfall',
          transferId: transfer.id,
          recordedBy: userId,
          note: `${came} of ${line.sent} arrived`,
        });
      }
      await tx
        .update(stockTransferLines)
        .set({ arrived: came })
        .where(and(eq(stockTransferLines.transferId, transfer.id), eq(stockTransferLines.productId, line.productId)));
    }
    await moveStockOrRefuse(tx, transfer.toBranchId, moves, names);
    await tx
      .update(stockTransfers)
      .set({ status: 'received', receivedBy: userId, receivedAt: new Date() })
      .where(eq(stockTransfers.id, transfer.id));
    const [from, to] = await Promise.all(
      [transfer.fromBranchId, transfer.toBranchId].map(async (id) => {
        const [branch] = await tx.select({ name: branches.name }).from(branches).where(eq(branches.id, id));
        return branch?.name ?? '';
      }),
    );
    await audit(tx, userId, 'stock.transfer.receive', { from, to, packs: total(sent.map((line) => ({ quantity: line.sent }))), short });
    return {
      _id: transfer.id,
      message: short > 0 ? `Received, ${short} packs short` : 'Received in full',
      lines: sent.map((line) => ({ productId: line.productId, sent: line.sent, arrived: arrived.get(line.productId) ?? line.sent })),
    };
  });
}

const fromBranch = alias(branches, 'from_branch');
const toBranch = alias(branches, 'to_branch');

/** The latest transfers out of or into a branch (those in transit first), with their lines. */
export async function branchTransfers(db: Reader, member: StaffMember, branchId: string) {
  await branchInReach(db, member, branchId);
  const rows = await db
    .select({ transfer: stockTransfers, from: fromBranch.name, to: toBranch.name })
    .from(stockTransfers)
    .innerJoin(fromBranch, eq(fromBranch.id, stockTransfers.fromBranchId))
    .innerJoin(toBranch, eq(toBranch.id, stockTransfers.toBranchId))
    .where(or(eq(stockTransfers.fromBranchId, branchId), eq(stockTransfers.toBranchId, branchId)))
    .orderBy(asc(stockTransfers.status), desc(stockTransfers.sentAt))
    .limit(50);
  const destinations = await db
    .select({ _id: branches.id, name: branches.name })
    .from(branches)
    .where(and(eq(branches.active, true), ne(branches.id, branchId)))
    .orderBy(asc(branches.name));
  const lines = rows.length
    ? await db
        .select({ line: stockTransferLines, productName: products.productName })
        .from(stockTransferLines)
        .innerJoin(products, eq(products.id, stockTransferLines.productId))
        .where(
          inArray(
            stockTransferLines.transferId,
            rows.map((row) => row.transfer.id),
          ),
        )
    : [];
  return {
    destinations,
    transfers: rows.map((row) => ({
      _id: row.transfer.id,
      from: row.from,
      to: row.to,
      fromBranchId: row.transfer.fromBranchId,
      toBranchId: row.transfer.toBranchId,
      status: row.transfer.status,
      sentAt: row.transfer.sentAt.toISOString(),
      receivedAt: row.transfer.receivedAt?.toISOString() ?? null,
      lines: lines
        .filter((entry) => entry.line.transferId === row.transfer.id)
        .map((entry) => ({
          productId: entry.line.productId,
          productName: entry.productName,
          sent: entry.line.sent,
          arrived: entry.line.arrived,
        })),
    })),
  };
}
