import { describe, expect, it } from 'vitest';
import { discountPaise, gstInside, offerTerms, shortOfMinimumPaise, spreadDiscount } from './offers.js';
import { offerInputSchema, OFFER_MESSAGES } from './schemas/offer.js';
import { orderSummaryInRupees, orderTotals } from './totals.js';

const flat = (rupees: number, extra = {}) => offerTerms({ kind: 'flat', amount: rupees, ...extra });
const percent = (rate: number, extra = {}) => offerTerms({ kind: 'percent', amount: rate, ...extra });

describe('the discount of an offer, in paise', () => {
  it('takes a flat amount off, never more than the order', () => {
    expect(discountPaise(flat(20), 29_800)).toBe(2_000);
    expect(discountPaise(flat(20), 1_500)).toBe(1_500);
  });

  it('takes a percentage rounded up to the paisa, once, in her favour', () => {
    // 7% of ₹149.99 is ₹10.4993: she gets ₹10.50.
    expect(discountPaise(percent(7), 14_999)).toBe(1_050);
    expect(discountPaise(percent(10), 29_800)).toBe(2_980);
  });

  it('caps a percentage at its largest discount', () => {
    expect(discountPaise(percent(50, { maxDiscount: 75 }), 29_800)).toBe(7_500);
    expect(discountPaise(percent(10, { maxDiscount: 75 }), 29_800)).toBe(2_980);
  });

  it('takes nothing below the minimum order value, and says by how much it is short', () => {
    const terms = flat(20, { minOrderValue: 300 });
    expect(discountPaise(terms, 29_950)).toBe(0);
    expect(shortOfMinimumPaise(terms, 29_950)).toBe(50);
    expect(discountPaise(terms, 30_000)).toBe(2_000);
  });

  it('leaves the express fee alone unless the offer says so', () => {
    expect(discountPaise(percent(10), 20_000, 5_000)).toBe(2_000);
    expect(discountPaise(percent(10, { includesExpressFee: true }), 20_000, 5_000)).toBe(2_500);
    // The minimum counts the lines only.
    expect(discountPaise(flat(20, { minOrderValue: 210, includesExpressFee: true }), 20_000, 5_000)).toBe(0);
  });

  it('takes the discount off the total of the order summary', () => {
    const totals = orderTotals([{ unitPricePaise: 14_999, quantity: 2 }], 4_900, 1_050);
    expect(totals.totalPaise).toBe(29_998 + 4_900 - 1_050);
    expect(orderSummaryInRupees(totals, 'NIGHT7')).toMatchObject({ discount: 10.5, coupons: 1, couponCode: 'NIGHT7', totalAmount: 338.48 });
    expect(orderSummaryInRupees(orderTotals([{ unitPricePaise: 100, quantity: 1 }]))).toMatchObject({ discount: 0, coupons: 0 });
  });
});

describe('the discount spread over the lines for the bill', () => {
  it('shares it in proportion, in whole paise that add up to it exactly', () => {
    const shares = spreadDiscount(1_000, [10_000, 20_000, 3_333]);
    expect(shares.reduce((sum, share) => sum + share, 0)).toBe(1_000);
    expect(shares).toEqual([300, 600, 100]);
  });

  it('gives the paise left over to the largest remainders', () => {
    expect(spreadDiscount(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(spreadDiscount(7, [2, 3, 5])).toEqual([1, 2, 4]);
    for (let discount = 1; discount < 500; discount += 37) {
      const shares = spreadDiscount(discount, [14_999, 4_999, 12_345, 1]);
      expect(shares.reduce((sum, share) => sum + share, 0)).toBe(discount);
    }
  });

  it('is nothing for no discount', () => {
    expect(spreadDiscount(0, [100, 200])).toEqual([0, 0]);
  });
});

describe('GST on the discounted value', () => {
  it('is worked out on the amount after the discount, prices being inclusive of tax', () => {
    // ₹118 at 18% less ₹11.80: ₹106.20, of which ₹90 taxable and ₹16.20 tax.
    expect(gstInside(11_800, 1_180, 18)).toEqual({ taxablePaise: 9_000, taxPaise: 1_620 });
    expect(gstInside(11_800, 0, 18)).toEqual({ taxablePaise: 10_000, taxPaise: 1_800 });
  });

  it('is nothing on an exempt line (sanitary napkins)', () => {
    expect(gstInside(14_999, 1_050, 0)).toEqual({ taxablePaise: 13_949, taxPaise: 0 });
  });
});

describe('an offer as the console sends it', () => {
  it('keeps the code in capitals and refuses other characters', () => {
    expect(offerInputSchema.parse({ code: ' night10 ', kind: 'percent', amount: 10 }).code).toBe('NIGHT10');
    expect(offerInputSchema.safeParse({ code: 'NIGHT-10', kind: 'flat', amount: 10 }).error?.issues[0]?.message).toBe(
      OFFER_MESSAGES.codeFormat,
    );
  });

  it('refuses a percentage above 100 and an end before the start', () => {
    expect(offerInputSchema.safeParse({ code: 'A1', kind: 'percent', amount: 101 }).error?.issues[0]?.message).toBe(
      OFFER_MESSAGES.percentAmount,
    );
    expect(
      offerInputSchema.safeParse({ code: 'A1', kind: 'flat', amount: 10, validFrom: '2026-12-02', validUntil: '2026-12-01' }).error
        ?.issues[0]?.message,
    ).toBe(OFFER_MESSAGES.untilBeforeFrom);
  });
});

describe("an offer's dates, as the console's form and the API check them", () => {
  const withFrom = (validFrom: string) => offerInputSchema.safeParse({ code: 'A1', kind: 'flat', amount: 10, validFrom });

  it.each(['2026-02-30', '2026-13-45', '0000-00-00', '2026-02-29', '9999-99-99T99:99', '2026-12-01T24:00', '2026-12-01T18:60'])(
    'refuses %s, a day or a minute that does not exist',
    (validFrom) => {
      const result = withFrom(validFrom);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]).toMatchObject({ path: ['validFrom'], message: OFFER_MESSAGES.dateFormat });
    },
  );

  it.each(['2028-02-29', '2026-12-31', '2026-12-01T00:00', '2026-12-01T23:59'])('takes %s', (validFrom) => {
    expect(withFrom(validFrom).success).toBe(true);
  });
});
