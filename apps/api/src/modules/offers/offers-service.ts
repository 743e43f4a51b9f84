import { and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import {
  discountPaise,
  indiaWallClock,
  normalizeCouponCode,
  OFFER_MESSAGES,
  paiseToRupees,
  shortOfMinimumPaise,
  spreadDiscount,
  type CouponRefusalReason,
  type OfferTerms,
} from '@padstore/domain';
import type { Database, Transaction } from '../../db/client.js';
import { offerBranches, offerCustomerUses, offerRedemptions, offers, orders } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';

/**
 * Offers as a customer meets them: whether her code applies to an order (each refusal its own reason),
 * what it takes off, and its use taken with the order and given back when the order is cancelled.
 */

type Reader = Pick<Database, 'select'>;
export type OfferRow = typeof offers.$inferSelect;

/** A code refused: 400 with its plain reason (the caller may answer it otherwise, as placing does). */
export class CouponRefused extends HttpError {
  constructor(
    readonly reason: CouponRefusalReason,
    message: string,
  ) {
    super(400, message, { reason });
  }
}

const refused = (reason: Exclude<CouponRefusalReason, 'belowMinimum' | 'notYet'>) => new CouponRefused(reason, OFFER_MESSAGES[reason]);

/** The instant an India wall-clock text ('2026-12-01' or '2026-12-01T18:00') starts; a bare day as its end, the next midnight. */
export function indiaInstant(text: string, end = false): Date {
  const [day, time] = text.split('T');
  const [year, month, date] = day!.split('-').map(Number);
  if (time) {
    const [hour, minute] = time.split(':').map(Number);
    return indiaWallClock(year!, month!, date!, hour, minute);
  }
  return indiaWallClock(year!, month!, date! + (end ? 1 : 0));
}

/**
 * The customer as an offer counts her: her account, and the keyed hashes of her phone and of the door she
 * has it delivered to (when known), made by CustomerKeys: the offers never keep either in the clear.
 */
export interface OfferCustomer {
  userId: string;
  phoneKey: string;
  doorKey: string | null;
}

export const termsOf = (offer: OfferRow): OfferTerms => ({
  kind: offer.kind,
  amount: offer.amount,
  maxDiscountPaise: offer.maxDiscountPaise,
  minOrderPaise: offer.minOrderPaise,
  includesExpressFee: offer.includesExpressFee,
});

export async function offerByCode(db: Reader, code: string): Promise<OfferRow | null> {
  const [offer] = await db
    .select()
    .from(offers)
    .where(eq(offers.code, normalizeCouponCode(code)))
    .limit(1);
  return offer ?? null;
}

/**
 * Whether she (by her account, her phone, or at the same door) has an order not cancelled, other than
 * `exceptOrderId`. Orders keep the keys of the phone and door after an erasure, so a second first-order
 * discount at that door or phone is still refused.
 */
async function hasOrdered(db: Reader, customer: OfferCustomer, exceptOrderId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        or(
          eq(orders.userId, customer.userId),
          eq(orders.phoneKey, customer.phoneKey),
          customer.doorKey ? eq(orders.doorKey, customer.doorKey) : undefined,
        ),
        ne(orders.status, 'cancelled'),
        exceptOrderId ? ne(orders.id, exceptOrderId) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** The uses she has of an offer: the larger of those by her phone and those at her door. */
async function customerUses(db: Reader, offerId: string, customer: OfferCustomer): Promise<number> {
  const keys = [customer.phoneKey, ...(customer.doorKey ? [customer.doorKey] : [])];
  const rows = await db
    .select({ used: offerCustomerUses.used })
    .from(offerCustomerUses)
    .where(and(eq(offerCustomerUses.offerId, offerId), inArray(offerCustomerUses.customerKey, keys)));
  return Math.max(0, ...rows.map((row) => row.used));
}

export interface OrderToDiscount {
  /** The branch serving the delivery pin code; null when none does. */
  branchId: string | null;
  linesPaise: number;
  expressFeePaise: number;
}

/**
 * Whether a code applies to an order, checked in the order she would meet the reasons: unknown, paused,
 * not yet, expired, not for her pin code, below the minimum, used up, her first order only, already used
 * by her. Answers the offer and what it takes off; throws CouponRefused with the reason otherwise. The
 * counts read here only advise: the use itself is taken by `redeemOffer` with a conditional count.
 */
export async function checkCoupon(
  db: Reader,
  code: string,
  order: OrderToDiscount,
  customer: OfferCustomer,
  now = new Date(),
): Promise<{ offer: OfferRow; discountPaise: number }> {
  const offer = await offerByCode(db, code);
  if (!offer) throw refused('unknown');
  if (!offer.active) throw refused('paused');
  // An offer not yet released is refused as an unknown code: its start is not told before it starts (issue 44).
  if (offer.validFrom && now < offer.validFrom) throw refused('unknown');
  if (offer.validUntil && now >= offer.validUntil) throw refused('expired');
  const branches = await db.select({ branchId: offerBranches.branchId }).from(offerBranches).where(eq(offerBranches.offerId, offer.id));
  if (branches.length > 0 && !branches.some((branch) => branch.branchId === order.branchId)) throw refused('notForPinCode');
  const terms = termsOf(offer);
  const short = shortOfMinimumPaise(terms, order.linesPaise);
  if (short > 0)
    throw new CouponRefused('belowMinimum', OFFER_MESSAGES.belowMinimum(paiseToRupees(short), paiseToRupees(terms.minOrderPaise)));
  if (offer.totalUses !== null && offer.used >= offer.totalUses) throw refused('usedUp');
  if (offer.firstOrderOnly && (await hasOrdered(db, customer))) throw refused('firstOrderOnly');
  if ((await customerUses(db, offer.id, customer)) >= offer.usesPerCustomer) throw refused('alreadyUsed');
  return { offer, discountPaise: discountPaise(terms, order.linesPaise, order.expressFeePaise) };
}

/** The discount spread for the bill: each line's share, and the express fee's (nothing unless the offer discounts it). */
export function discountShares(offer: OfferRow, discount: number, linePaise: readonly number[], expressFeePaise: number) {
  const amounts = offer.includesExpressFee ? [...linePaise, expressFeePaise] : [...linePaise];
  const shares = spreadDiscount(discount, amounts);
  return { lines: shares.slice(0, linePaise.length), expressFee: offer.includesExpressFee ? shares[linePaise.length]! : 0 };
}

/** Takes one use of a customer key with a conditional upsert: false when she has used it up already. */
async function takeCustomerUse(tx: Transaction, offerId: string, customerKey: string, limit: number): Promise<boolean> {
  const taken = await tx
    .insert(offerCustomerUses)
    .values({ offerId, customerKey, used: 1 })
    .onConflictDoUpdate({
      target: [offerCustomerUses.offerId, offerCustomerUses.customerKey],
      set: { used: sql`${offerCustomerUses.used} + 1` },
      setWhere: sql`${offerCustomerUses.used} < ${limit}`,
    })
    .returning({ used: offerCustomerUses.used });
  return taken.length > 0;
}

/**
 * Takes a use of the offer for an order, in the order's transaction: the offer's count with a conditional
 * UPDATE (used < total), then hers by phone and by door with conditional upserts, then the record of the
 * use. Any of them refused throws, and the order's transaction rolls back with it: no read-then-write.
 */
export async function redeemOffer(
  tx: Transaction,
  offer: OfferRow,
  orderId: string,
  customer: OfferCustomer & { doorKey: string },
  discount: number,
): Promise<void> {
  const counted = await tx
    .update(offers)
    .set({ used: sql`${offers.used} + 1` })
    .where(and(eq(offers.id, offer.id), or(isNull(offers.totalUses), sql`${offers.used} < ${offers.totalUses}`)))
    .returning({ used: offers.used });
  if (counted.length === 0) throw refused('usedUp');
  const phone = customer.phoneKey;
  const door = customer.doorKey;
  if (!(await takeCustomerUse(tx, offer.id, phone, offer.usesPerCustomer))) throw refused('alreadyUsed');
  if (!(await takeCustomerUse(tx, offer.id, door, offer.usesPerCustomer))) throw refused('alreadyUsed');
  if (offer.firstOrderOnly && (await hasOrdered(tx, customer, orderId))) throw refused('firstOrderOnly');
  await tx.insert(offerRedemptions).values({ offerId: offer.id, orderId, phoneKey: phone, doorKey: door, discountPaise: discount });
}

/** A cancelled order gives its use back: the offer's, and hers by phone and by door. Nothing when it used none. */
export async function giveBackOffer(tx: Transaction, orderId: string, now = new Date()): Promise<void> {
  const [redemption] = await tx
    .update(offerRedemptions)
    .set({ cancelledAt: now })
    .where(and(eq(offerRedemptions.orderId, orderId), isNull(offerRedemptions.cancelledAt)))
    .returning();
  if (!redemption) return;
  await tx
    .update(offers)
    .set({ used: sql`greatest(${offers.used} - 1, 0)` })
    .where(eq(offers.id, redemption.offerId));
  await tx
    .update(offerCustomerUses)
    .set({ used: sql`greatest(${offerCustomerUses.used} - 1, 0)` })
    .where(
      and(
        eq(offerCustomerUses.offerId, redemption.offerId),
        inArray(offerCustomerUses.customerKey, [redemption.phoneKey, redemption.doorKey]),
      ),
    );
}
