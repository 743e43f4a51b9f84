import { MESSAGES } from '@padstore/domain';
import type { Config } from '../../config.js';
import { addressKey } from '../../lib/client-address.js';
import { HttpError, tooManyRequests } from '../../lib/http-error.js';
import type { RateLimiter } from '../../lib/rate-limiter.js';

const HOUR_MS = 60 * 60 * 1000;

/** The limits on offers' codes refused: per customer, and per client address across customers. */
export interface CodeTryLimits {
  limiter: RateLimiter;
  perCustomerPerHour: number;
  perAddressPerHour: number;
}

/** The limits as the store is configured (COUPON_TRIES_PER_CUSTOMER_PER_HOUR, COUPON_TRIES_PER_IP_PER_HOUR). */
export const codeTryLimits = (limiter: RateLimiter, config: Config): CodeTryLimits => ({
  limiter,
  perCustomerPerHour: config.couponTriesPerCustomerPerHour,
  perAddressPerHour: config.couponTriesPerIpPerHour,
});

/** A refusal of the code itself (CouponRefused, or placing's 409 carrying its reason): a wrong try. */
const refusesTheCode = (error: unknown) => error instanceof HttpError && typeof error.extra.reason === 'string';

/**
 * Runs `check` (applying a code, or placing an order with one) as one try against the limits on
 * guessing codes (issue 44): the customer's and her client address's, shared through Redis when it is
 * set. Past either limit the check is not made: 429 with Retry-After. Only a refused code counts: a
 * code taken, or a request refused for another reason, gives its try back, so she may apply her code
 * again whenever her cart changes.
 */
export async function asCodeTry<T>(limits: CodeTryLimits, customerId: string, ip: string, check: () => Promise<T>): Promise<T> {
  const keys = [`code-try:${customerId}`, `code-try-ip:${addressKey(ip)}`];
  const results = await Promise.all([
    limits.limiter.hit(keys[0]!, limits.perCustomerPerHour, HOUR_MS),
    limits.limiter.hit(keys[1]!, limits.perAddressPerHour, HOUR_MS),
  ]);
  const giveBack = (which: string[]) => Promise.all(which.map((key) => limits.limiter.undo(key)));
  const refused = results.filter((result) => !result.allowed);
  if (refused.length > 0) {
    // The try is not made: the limit that still allowed it does not count it.
    await giveBack(keys.filter((_, index) => results[index]!.allowed));
    throw tooManyRequests(MESSAGES.tooManyCodeTries, Math.max(...refused.map((result) => result.retryAfterSeconds)));
  }
  try {
    const answer = await check();
    await giveBack(keys);
    return answer;
  } catch (error) {
    if (!refusesTheCode(error)) await giveBack(keys);
    throw error;
  }
}

/** Placing an order counts as a try when it carries a code: a code can be guessed by placing too. */
export const withCodeTry = <T>(
  limits: CodeTryLimits,
  customerId: string,
  ip: string,
  code: string | undefined,
  place: () => Promise<T>,
): Promise<T> => (code ? asCodeTry(limits, customerId, ip, place) : place());
