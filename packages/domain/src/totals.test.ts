import { describe, expect, it } from 'vitest';
import { orderTotals } from './totals.js';

describe('order totals', () => {
  it('adds price times packs over the lines, in paise', () => {
    const totals = orderTotals([
      { unitPricePaise: 22_950, quantity: 2 },
      { unitPricePaise: 4_999, quantity: 3 },
    ]);
    expect(totals).toEqual({ linesPaise: 60_897, expressFeePaise: 0, deliveryPaise: 0, taxPaise: 0, discountPaise: 0, totalPaise: 60_897 });
  });

  it('adds the express fee when express delivery is chosen', () => {
    expect(orderTotals([{ unitPricePaise: 49_900, quantity: 1 }], 4_900)).toMatchObject({ expressFeePaise: 4_900, totalPaise: 54_800 });
  });

  it('is nothing for no lines', () => {
    expect(orderTotals([]).totalPaise).toBe(0);
  });

  it('never drifts as floating rupees would', () => {
    // 0.1 + 0.2 rupees summed as rupees is 0.30000000000000004; in paise it is exact.
    expect(
      orderTotals([
        { unitPricePaise: 10, quantity: 1 },
        { unitPricePaise: 20, quantity: 1 },
      ]).totalPaise,
    ).toBe(30);
  });
});
