import { rupeesToPaise } from './money.js';

/** What an offer takes off, as the arithmetic needs it (paise; a percentage as a whole number). */
export interface OfferTerms {
  kind: 'flat' | 'percent';
  /** Paise off for 'flat'; per cent off for 'percent'. */
  amount: number;
  /** The most a percentage takes off, in paise; null: no cap. */
  maxDiscountPaise: number | null;
  /** The lines must come to at least this (the express fee does not count). */
  minOrderPaise: number;
  /** Whether the express fee is discounted too. */
  includesExpressFee: boolean;
}

/** An offer as the console stores it in rupees, as the arithmetic takes it. */
export function offerTerms(offer: {
  kind: 'flat' | 'percent';
  amount: number;
  maxDiscount?: number | null;
  minOrderValue?: number;
  includesExpressFee?: boolean;
}): OfferTerms {
  return {
    kind: offer.kind,
    amount: offer.kind === 'flat' ? rupeesToPaise(offer.amount) : offer.amount,
    maxDiscountPaise: offer.maxDiscount == null ? null : rupeesToPaise(offer.maxDiscount),
    minOrderPaise: rupeesToPaise(offer.minOrderValue ?? 0),
    includesExpressFee: offer.includesExpressFee ?? false,
  };
}

/** How many paise the lines fall short of the offer's minimum (0 when they reach it). */
export const shortOfMinimumPaise = (terms: OfferTerms, linesPaise: number) => Math.max(0, terms.minOrderPaise - linesPaise);

/**
 * The paise an offer takes off an order: flat, or a percentage rounded up to the paisa (in her favour, once,
 * on the whole order) and then capped; never more than what it applies to (the lines, and the express fee
 * only when the offer says so). Nothing when the lines are below the minimum.
 */
export function discountPaise(terms: OfferTerms, linesPaise: number, expressFeePaise = 0): number {
  if (shortOfMinimumPaise(terms, linesPaise) > 0) return 0;
  const base = linesPaise + (terms.includesExpressFee ? expressFeePaise : 0);
  const raw = terms.kind === 'flat' ? terms.amount : Math.floor((base * terms.amount + 99) / 100);
  const capped = terms.kind === 'percent' && terms.maxDiscountPaise !== null ? Math.min(raw, terms.maxDiscountPaise) : raw;
  return Math.max(0, Math.min(capped, base));
}

/**
 * A discount spread over amounts (the lines, and the express fee when it is discounted) in proportion to
 * them, in whole paise that add up to the discount exactly: each gets its share rounded down, and the paise
 * left go one each to the largest remainders (the earlier amount first on a tie).
 */
export function spreadDiscount(discount: number, amounts: readonly number[]): number[] {
  const base = amounts.reduce((sum, amount) => sum + amount, 0);
  if (discount <= 0 || base <= 0) return amounts.map(() => 0);
  const shares = amounts.map((amount) => Math.floor((discount * amount) / base));
  let left = discount - shares.reduce((sum, share) => sum + share, 0);
  const byRemainder = amounts
    .map((amount, index) => ({ index, remainder: (discount * amount) % base }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left === 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
}

/**
 * The GST inside a tax-inclusive amount at a rate, on the value after the discount: the taxable value is
 * the discounted amount less its tax, rounded to the paisa.
 */
export function gstInside(amountPaise: number, discountPaise: number, rate: number): { taxablePaise: number; taxPaise: number } {
  const value = amountPaise - discountPaise;
  const taxablePaise = rate > 0 ? Math.round((value * 100) / (100 + rate)) : value;
  return { taxablePaise, taxPaise: value - taxablePaise };
}
