import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.js';
import { CATALOG_MESSAGES, productListQuerySchema, RATING_RANGE_MESSAGE, reviewSchema } from './catalog.js';

const message = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('product list query', () => {
  it('defaults to page 1 of 8', () => {
    expect(productListQuerySchema.parse({})).toEqual({ page: 1, limit: 8 });
  });

  it('reads lists without case and blanks', () => {
    expect(productListQuerySchema.parse({ brand: 'Whisper, SOFY,,', size: 'xl' })).toMatchObject({
      brand: ['whisper', 'sofy'],
      size: ['xl'],
    });
  });

  it.each([
    [{ page: '0' }, CATALOG_MESSAGES.page],
    [{ page: '-1' }, CATALOG_MESSAGES.page],
    [{ page: '1.5' }, CATALOG_MESSAGES.page],
    [{ limit: '10000' }, CATALOG_MESSAGES.limit],
    [{ minPrice: 'cheap' }, CATALOG_MESSAGES.price],
    [{ maxPrice: '5001' }, CATALOG_MESSAGES.price],
    [{ minPrice: '500', maxPrice: '100' }, CATALOG_MESSAGES.priceOrder],
  ])('refuses %o', (query, expected) => {
    expect(message(productListQuerySchema.safeParse(query))).toBe(expected);
  });

  it('keeps inclusive price bounds', () => {
    expect(productListQuerySchema.parse({ minPrice: '49', maxPrice: '49' })).toMatchObject({ minPrice: 49, maxPrice: 49 });
  });
});

describe('review', () => {
  it('accepts half steps from 0.5 to 5', () => {
    for (const ratings of [0.5, 2.5, 5, '4.5']) expect(reviewSchema.safeParse({ ratings, review: 'Good' }).success).toBe(true);
  });

  it('answers the specification messages', () => {
    expect(message(reviewSchema.safeParse({ review: 'Good' }))).toBe(MESSAGES.ratingRequired);
    expect(message(reviewSchema.safeParse({ ratings: 0, review: 'Good' }))).toBe(MESSAGES.ratingRequired);
    expect(message(reviewSchema.safeParse({ ratings: 4 }))).toBe(MESSAGES.reviewRequired);
    expect(message(reviewSchema.safeParse({ ratings: 4, review: '   ' }))).toBe(MESSAGES.reviewRequired);
    expect(message(reviewSchema.safeParse({ ratings: 4.2, review: 'Good' }))).toBe(RATING_RANGE_MESSAGE);
    expect(message(reviewSchema.safeParse({ ratings: 6, review: 'Good' }))).toBe(RATING_RANGE_MESSAGE);
  });
});
