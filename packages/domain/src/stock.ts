import { CART_MESSAGES } from './messages.js';

/** At this many packs or fewer a branch's stock is low: the console lists it, the customer reads 'Only N left'. */
export const LOW_STOCK_AT = 5;

/** What is left of a product in her branch, in her words: 'Out of stock' at none, else 'Only N left'. */
export const leftNote = (available: number): string => (available <= 0 ? CART_MESSAGES.outOfStock : CART_MESSAGES.onlyLeft(available));

/**
 * The mark of a cart line her branch cannot fill (more packs asked than it holds), or null when it can
 * or when no branch serves her pin code (then nothing is known to be short).
 */
export function shortNote(quantity: number, available: number | null): string | null {
  if (available === null || quantity <= available) return null;
  return leftNote(available);
}
