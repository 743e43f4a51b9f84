import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import {
  MESSAGES,
  OFFER_MESSAGES,
  paiseToRupees,
  rupeesToPaise,
  type Offer,
  type offerInputSchema,
  type offerUpdateSchema,
} from '@padstore/domain';
import type { z } from 'zod';
import type { Database, Transaction } from '../../db/client.js';
import { branches, offerBranches, offerRedemptions, offers, orders } from '../../db/schema.js';
import { audit, audited } from '../../lib/audit.js';
import { refusingViolations } from '../../lib/db-errors.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { indiaInstant, type OfferRow } from './offers-service.js';

/**
 * The console's offers: made, listed with what each has done, and changed on the version the operator saw.
 * Every change is audited. An owner runs them all; a manager only offers of their own branches (`scope`
 * is their branch ids, null for an owner), and one of theirs outside them is not found.
 */

type Input = z.output<typeof offerInputSchema>;
type Update = z.output<typeof offerUpdateSchema>;

/** The columns of an offer from the console's rupees and India dates. */
function columns(input: Partial<Input>) {
  return {
    ...(input.code !== undefined ? { code: input.code } : {}),
    ...(input.kind !== undefined ? { kind: input.kind } : {}),
    ...(input.amount !== undefined && input.kind !== undefined
      ? { amount: input.kind === 'flat' ? rupeesToPaise(input.amount) : input.amount }
      : {}),
    ...(input.maxDiscount !== undefined ? { maxDiscountPaise: input.maxDiscount === null ? null : rupeesToPaise(input.maxDiscount) } : {}),
    ...(input.minOrderValue !== undefined ? { minOrderPaise: rupeesToPaise(input.minOrderValue) } : {}),
    ...(input.validFrom !== undefined
      ? { validFromText: input.validFrom, validFrom: input.validFrom === null ? null : indiaInstant(input.validFrom) }
      : {}),
    ...(input.validUntil !== undefined
      ? { validUntilText: input.validUntil, validUntil: input.validUntil === null ? null : indiaInstant(input.validUntil, true) }
      : {}),
    ...(input.totalUses !== undefined ? { totalUses: input.totalUses } : {}),
    ...(input.usesPerCustomer !== undefined ? { usesPerCustomer: input.usesPerCustomer } : {}),
    ...(input.firstOrderOnly !== undefined ? { firstOrderOnly: input.firstOrderOnly } : {}),
    ...(input.active !== undefined ? { active: input.active } : {}),
    ...(input.includesExpressFee !== undefined ? { includesExpressFee: input.includesExpressFee } : {}),
  };
}

/** The branches given must exist, and for a manager be theirs (an offer of all branches is the owner's). */
async function checkBranches(tx: Transaction, branchIds: readonly string[], scope: string[] | null): Promise<void> {
  if (scope && (branchIds.length === 0 || branchIds.some((id) => !scope.includes(id))))
    throw new HttpError(403, OFFER_MESSAGES.branchNotYours);
  if (branchIds.length === 0) return;
  const found = await tx
    .select({ id: branches.id })
    .from(branches)
    .where(inArray(branches.id, [...branchIds]));
  if (found.length !== new Set(branchIds).size) throw new HttpError(400, OFFER_MESSAGES.unknownBranches);
}

async function setBranches(tx: Transaction, offerId: string, branchIds: readonly string[]): Promise<void> {
  await tx.delete(offerBranches).where(eq(offerBranches.offerId, offerId));
  if (branchIds.length > 0) await tx.insert(offerBranches).values([...new Set(branchIds)].map((branchId) => ({ offerId, branchId })));
}

const withinScope = (offerBranchIds: readonly string[], scope: string[] | null) =>
  scope === null || (offerBranchIds.length > 0 && offerBranchIds.every((id) => scope.includes(id)));

/** Every offer the caller runs, newest first, with its usage: orders with it, rupees taken off, orders cancelled. */
export async function consoleOffers(db: Database, scope: string[] | null, onlyIds?: string[]): Promise<Offer[]> {
  const rows = await db
    .select()
    .from(offers)
    .where(onlyIds ? inArray(offers.id, onlyIds) : undefined)
    .orderBy(sql`${offers.createdAt} desc`, asc(offers.code));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [links, usage] = await Promise.all([
    db.select().from(offerBranches).where(inArray(offerBranches.offerId, ids)),
    db
      .select({
        offerId: offerRedemptions.offerId,
        orders: sql<number>`cast(count(*) filter (where ${offerRedemptions.cancelledAt} is null) as integer)`,
        discountPaise: sql<number>`cast(coalesce(sum(${offerRedemptions.discountPaise}) filter (where ${offerRedemptions.cancelledAt} is null), 0) as integer)`,
        cancelled: sql<number>`cast(count(*) filter (where ${offerRedemptions.cancelledAt} is not null) as integer)`,
      })
      .from(offerRedemptions)
      .where(inArray(offerRedemptions.offerId, ids))
      .groupBy(offerRedemptions.offerId),
  ]);
  const used = new Map(usage.map((row) => [row.offerId, row]));
  return rows
    .map((row) => ({
      row,
      branchIds: links
        .filter((link) => link.offerId === row.id)
        .map((link) => link.branchId)
        .sort(),
    }))
    .filter(({ branchIds }) => withinScope(branchIds, scope))
    .map(({ row, branchIds }) => present(row, branchIds, used.get(row.id)));
}

function present(row: OfferRow, branchIds: string[], usage?: { orders: number; discountPaise: number; cancelled: number }): Offer {
  return {
    _id: row.id,
    code: row.code,
    kind: row.kind,
    amount: row.kind === 'flat' ? paiseToRupees(row.amount) : row.amount,
    maxDiscount: row.maxDiscountPaise === null ? null : paiseToRupees(row.maxDiscountPaise),
    minOrderValue: paiseToRupees(row.minOrderPaise),
    validFrom: row.validFromText,
    validUntil: row.validUntilText,
    branchIds,
    totalUses: row.totalUses,
    usesPerCustomer: row.usesPerCustomer,
    firstOrderOnly: row.firstOrderOnly,
    active: row.active,
    includesExpressFee: row.includesExpressFee,
    used: row.used,
    usage: {
      orders: Number(usage?.orders ?? 0),
      discountGiven: paiseToRupees(Number(usage?.discountPaise ?? 0)),
      ordersCancelled: Number(usage?.cancelled ?? 0),
    },
    version: row.version,
  };
}

async function oneOffer(db: Database, id: string, scope: string[] | null): Promise<Offer> {
  const [offer] = await consoleOffers(db, scope, [id]);
  if (!offer) throw notFound(OFFER_MESSAGES.offerNotFound);
  return offer;
}

const duplicateCode = { duplicate: OFFER_MESSAGES.codeExists };

/** Makes an offer (201). */
export async function createOffer(db: Database, userId: string, scope: string[] | null, input: Input): Promise<Offer> {
  const { branchIds = [], ...rest } = input;
  const created = await refusingViolations(
    () =>
      audited(db, { userId, action: 'offer.create', details: (row: OfferRow) => ({ id: row.id, ...input }) }, async (tx) => {
        await checkBranches(tx, branchIds, scope);
        const [row] = await tx
          .insert(offers)
          .values({
            ...columns(rest),
            code: rest.code,
            kind: rest.kind,
            amount: rest.kind === 'flat' ? rupeesToPaise(rest.amount) : rest.amount,
          })
          .returning();
        await setBranches(tx, row!.id, branchIds);
        return row!;
      }),
    duplicateCode,
  );
  return oneOffer(db, created.id, scope);
}

/** Changes an offer on the version the operator saw: 409 when someone saved a newer one first. */
export async function updateOffer(db: Database, userId: string, scope: string[] | null, id: string, update: Update): Promise<Offer> {
  const { version, branchIds, ...changes } = update;
  await refusingViolations(
    () =>
      db.transaction(async (tx) => {
        const [current] = await tx.select().from(offers).where(eq(offers.id, id)).for('update');
        const currentBranches = current
          ? (await tx.select().from(offerBranches).where(eq(offerBranches.offerId, id))).map((link) => link.branchId)
          : [];
        if (!current || !withinScope(currentBranches, scope)) throw notFound(OFFER_MESSAGES.offerNotFound);
        if (current.version !== version) throw new HttpError(409, MESSAGES.staleEdit);
        // The amount is read with its kind: a percentage of 10 is not ₹10.
        const kind = changes.kind ?? current.kind;
        if (changes.kind && changes.kind !== current.kind && changes.amount === undefined)
          throw new HttpError(400, kind === 'percent' ? OFFER_MESSAGES.percentAmount : OFFER_MESSAGES.flatAmount);
        // An amount sent without its kind is read with the offer's kind, and checked as such.
        const amountFits =
          changes.amount === undefined ||
          (kind === 'percent'
            ? Number.isInteger(changes.amount) && changes.amount <= 100
            : changes.amount <= 10_000 && Math.abs(Math.round(changes.amount * 100) - changes.amount * 100) < 1e-6);
        if (!amountFits) throw new HttpError(400, kind === 'percent' ? OFFER_MESSAGES.percentAmount : OFFER_MESSAGES.flatAmount);
        const validFrom = changes.validFrom !== undefined ? changes.validFrom : current.validFromText;
        const validUntil = changes.validUntil !== undefined ? changes.validUntil : current.validUntilText;
        if (validFrom && validUntil && indiaInstant(validUntil, true) <= indiaInstant(validFrom))
          throw new HttpError(400, OFFER_MESSAGES.untilBeforeFrom);
        if (branchIds !== undefined) {
          await checkBranches(tx, branchIds, scope);
          await setBranches(tx, id, branchIds);
        }
        if (changes.totalUses != null && changes.totalUses < current.used)
          throw new HttpError(400, `This offer has been used ${current.used} times: its total cannot be less`);
        await tx
          .update(offers)
          .set({ ...columns({ ...changes, kind }), version: sql`${offers.version} + 1` })
          .where(and(eq(offers.id, id), eq(offers.version, version)));
        await audit(tx, userId, 'offer.update', { id, ...update });
      }),
    duplicateCode,
  );
  return oneOffer(db, id, scope);
}

/**
 * What each offer did in a branch's orders placed in [from, to) (an India day), for the day's CSV: its
 * code, the orders placed with it and not cancelled, the rupees taken off them, and the orders cancelled.
 */
export async function offersUsedInBranch(db: Pick<Database, 'select'>, branchId: string, [from, to]: [Date, Date]) {
  const rows = await db
    .select({
      code: offers.code,
      orders: sql<number>`cast(count(*) filter (where ${offerRedemptions.cancelledAt} is null) as integer)`,
      discountPaise: sql<number>`cast(coalesce(sum(${offerRedemptions.discountPaise}) filter (where ${offerRedemptions.cancelledAt} is null), 0) as integer)`,
      cancelled: sql<number>`cast(count(*) filter (where ${offerRedemptions.cancelledAt} is not null) as integer)`,
    })
    .from(offerRedemptions)
    .innerJoin(offers, eq(offers.id, offerRedemptions.offerId))
    .innerJoin(orders, eq(orders.id, offerRedemptions.orderId))
    .where(and(eq(orders.branchId, branchId), gte(orders.createdAt, from), lt(orders.createdAt, to)))
    .groupBy(offers.code)
    .orderBy(offers.code);
  return rows.map((row) => ({
    code: row.code,
    orders: Number(row.orders),
    discountGiven: paiseToRupees(Number(row.discountPaise)),
    ordersCancelled: Number(row.cancelled),
  }));
}
