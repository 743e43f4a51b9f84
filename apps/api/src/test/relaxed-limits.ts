/**
 * The limits of what one customer may hold, raised for tests of other things: a stock race or an order
 * storm places more orders than a customer may have open. The limits' own tests set them as a shop would
 * (order-limits.test.ts), and config.test.ts holds the defaults.
 */
export const RELAXED_LIMITS = {
  REPEATS_PER_CUSTOMER: '1000',
  OPEN_ORDERS_PER_CUSTOMER: '100000',
  OPEN_PACKS_PER_CUSTOMER: '1000000',
} as const;

/** A key for tests that start the store in production mode, which refuses to start without one. */
export const TEST_OFFER_KEY_SECRET = 'padstore-test-offer-key-secret-0123456789';
