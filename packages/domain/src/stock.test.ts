import { describe, expect, it } from 'vitest';
import { leftNote, shortNote } from './stock.js';
import { reorderFigures } from './schemas/stock.js';

describe('a cart line her branch cannot fill', () => {
  it('is marked with what is left, or out of stock', () => {
    expect(shortNote(3, 2)).toBe('Only 2 left');
    expect(shortNote(1, 0)).toBe('Out of stock');
    expect(leftNote(0)).toBe('Out of stock');
  });

  it('is not marked when the branch holds enough, or when no branch serves her', () => {
    expect(shortNote(2, 2)).toBeNull();
    expect(shortNote(1, 200)).toBeNull();
    expect(shortNote(5, null)).toBeNull();
  });
});

describe('the reorder figures', () => {
  it('reads demand as 14 days of sales a day plus the repeats due in 7, and tops up to the cover', () => {
    // 6 sold in 14 days and 2 due: 5/7 packs a day.
    expect(reorderFigures({ onHand: 4, soldLast14Days: 6, repeatsNext7Days: 2, coverDays: 14 })).toEqual({ daysLeft: 5.6, suggested: 6 });
    expect(reorderFigures({ onHand: 4, soldLast14Days: 6, repeatsNext7Days: 2, coverDays: 7 })).toEqual({ daysLeft: 5.6, suggested: 1 });
    expect(reorderFigures({ onHand: 40, soldLast14Days: 14, repeatsNext7Days: 0, coverDays: 7 })).toEqual({ daysLeft: 40, suggested: 0 });
  });

  it('has no days left to count and nothing to order for a product that does not sell', () => {
    expect(reorderFigures({ onHand: 0, soldLast14Days: 0, repeatsNext7Days: 0, coverDays: 7 })).toEqual({ daysLeft: null, suggested: 0 });
  });
});
