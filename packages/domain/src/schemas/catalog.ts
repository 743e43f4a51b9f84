import { z } from 'zod';
import { PRICE_CEILING, PRICE_FLOOR, PRODUCT_PAGE_SIZE } from '../constants.js';
import { MESSAGES, tooLong } from '../messages.js';
import { requiredText } from './fields.js';
import { searchField } from './search.js';

export const MAX_PAGE_SIZE = 50;

export const CATALOG_MESSAGES = {
  page: 'page must be a whole number from 1',
  limit: `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`,
  price: `Prices must be numbers from ${PRICE_FLOOR} to ${PRICE_CEILING}`,
  priceOrder: 'minPrice must not be more than maxPrice',
  list: 'List filters must be comma-separated names',
} as const;

const wholeNumber = (message: string, min: number, max: number) =>
  z
    .string()
    .max(9, message)
    .regex(/^\d{1,9}$/, message)
    .transform(Number)
    .pipe(z.number().min(min, message).max(max, message));

const price = z
  .string()
  .max(9, CATALOG_MESSAGES.price)
  .regex(/^\d{1,6}(\.\d{1,2})?$/, CATALOG_MESSAGES.price)
  .transform(Number)
  .pipe(z.number().min(PRICE_FLOOR, CATALOG_MESSAGES.price).max(PRICE_CEILING, CATALOG_MESSAGES.price));

/** Comma-separated names, compared without case: "whisper,sofy" answers ['whisper', 'sofy']. */
const nameList = z
  .string()
  .max(500, CATALOG_MESSAGES.list)
  .transform((text) =>
    text
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean),
  );

/** The query of the product list: page, limit (8), brand, size, minPrice, maxPrice and a search q, all optional. */
export const productListQuerySchema = z
  .object({
    q: searchField.optional(),
    page: wholeNumber(CATALOG_MESSAGES.page, 1, 100_000).optional(),
    limit: wholeNumber(CATALOG_MESSAGES.limit, 1, MAX_PAGE_SIZE).optional(),
    brand: nameList.optional(),
    size: nameList.optional(),
    minPrice: price.optional(),
    maxPrice: price.optional(),
  })
  .refine((query) => query.minPrice === undefined || query.maxPrice === undefined || query.minPrice <= query.maxPrice, {
    message: CATALOG_MESSAGES.priceOrder,
    path: ['minPrice'],
  })
  .transform((query) => ({ ...query, page: query.page ?? 1, limit: query.limit ?? PRODUCT_PAGE_SIZE }));
export type ProductListQuery = z.output<typeof productListQuerySchema>;

export const RATING_STEPS = [0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5] as const;
export const RATING_RANGE_MESSAGE = 'Rating must be from 0.5 to 5 in steps of 0.5';

/** A review: a rating of 0.5 to 5 in halves, and a text. */
export const reviewSchema = z.object({
  ratings: z
    .union([z.number(), z.string().max(10, RATING_RANGE_MESSAGE)], { error: MESSAGES.ratingRequired })
    .transform((value) => (value === '' ? Number.NaN : Number(value)))
    .pipe(
      z
        .number({ error: MESSAGES.ratingRequired })
        .refine((value) => !Number.isNaN(value) && value !== 0, MESSAGES.ratingRequired)
        .refine((value) => RATING_STEPS.includes(value as (typeof RATING_STEPS)[number]), RATING_RANGE_MESSAGE),
    ),
  review: requiredText(MESSAGES.reviewRequired).max(2000, tooLong('Review', 2000)),
});
