import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, OFFER_MESSAGES } from '@padstore/domain';
import { RedisRateLimiter } from '../../lib/redis-rate-limiter.js';
import { createCustomer, createTestStore, demoProduct, newPhone, type TestStore } from '../../test/harness.js';

/**
 * Guessing offers' codes (issue 44): refused codes are limited per customer and per client address,
 * 429 with Retry-After; a code taken gives its try back; an offer not yet started is refused as an
 * unknown code, its start never told.
 */
const PER_CUSTOMER = 5;
const PER_ADDRESS = 8;
const redisUrl = process.env.TEST_REDIS_URL;

let store: TestStore;
let redis: RedisRateLimiter | undefined;
let owner: Record<string, string>;
let productId: string;

beforeAll(async () => {
  const ownerPhone = newPhone();
  // With TEST_REDIS_URL (as in CI) the tries are counted in Redis, as a shop with REDIS_URL counts them.
  redis = redisUrl ? await RedisRateLimiter.connect(redisUrl) : undefined;
  store = await createTestStore({
    limiter: redis,
    env: {
      ADMIN_PHONES: ownerPhone,
      COUPON_TRIES_PER_CUSTOMER_PER_HOUR: String(PER_CUSTOMER),
      COUPON_TRIES_PER_IP_PER_HOUR: String(PER_ADDRESS),
    },
  });
  owner = (await createCustomer(store, { phoneNumber: Number(ownerPhone) })).headers;
  productId = (await demoProduct(store, 'Stayfree Secure Cottony')).id;
});
afterAll(async () => {
  await store.close();
  await redis?.close?.();
});

/** A client address of its own for each test, so that no other test (or run, in Redis) shares its count. */
const freshAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
const guess = () => `GUESS${randomInt(1_000_000_000)}`;
const apply = (headers: Record<string, string>, code: string, remoteAddress: string) =>
  store.app.inject({
    method: 'POST',
    url: '/api/user/checkout/coupon',
    headers,
    remoteAddress,
    payload: { code, productId, quantity: 1, pinCode: '560001' },
  });
const buy = (headers: Record<string, string>, couponCode: string, remoteAddress: string) =>
  store.app.inject({
    method: 'POST',
    url: `/api/user/directBuy/${productId}`,
    headers,
    remoteAddress,
    payload: {
      quantity: 1,
      paymentMode: true,
      couponCode,
      deliveryAddress: { name: 'Asha Rao', plotNumber: '4B', street: 'Church Street', address: 'MG Road', pinCode: '560001' },
    },
  });
async function makeOffer(terms: Record<string, unknown> = {}) {
  const answer = await store.app.inject({
    method: 'POST',
    url: '/api/admin/offers',
    headers: owner,
    payload: { code: `TRY${randomInt(1_000_000)}`, kind: 'flat', amount: 20, ...terms },
  });
  expect(answer.statusCode, answer.body).toBe(201);
  return (answer.json() as { offer: { code: string } }).offer.code;
}

describe('guessing codes', () => {
  it(`stops a customer after ${PER_CUSTOMER} refused codes in an hour, with 429 and Retry-After, even for a real code`, async () => {
    const { headers } = await createCustomer(store);
    const address = freshAddress();
    for (let i = 0; i < PER_CUSTOMER; i += 1) expect((await apply(headers, guess(), address)).statusCode).toBe(400);
    const real = await makeOffer();
    const refused = await apply(headers, real, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ message: MESSAGES.tooManyCodeTries });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3600);
    // From another address she is still stopped: the limit is hers.
    expect((await apply(headers, guess(), freshAddress())).statusCode).toBe(429);
    if (redis) {
      // The count is in Redis, where every instance of the store reads it.
      const other = await RedisRateLimiter.connect(redisUrl!);
      const id = (await store.app.inject({ url: '/api/user/getUser', headers })).json().user._id as string;
      expect((await other.hit(`code-try:${id}`, PER_CUSTOMER, 3_600_000)).allowed).toBe(false);
      await other.close?.();
    }
  });

  it(`stops a client address after ${PER_ADDRESS} refused codes in an hour, across customers, and not another address`, async () => {
    const address = freshAddress();
    const customers = await Promise.all([createCustomer(store), createCustomer(store), createCustomer(store)]);
    const answers = [];
    for (let i = 0; i < PER_ADDRESS + 1; i += 1) answers.push((await apply(customers[i % 3]!.headers, guess(), address)).statusCode);
    expect(answers).toEqual([...Array<number>(PER_ADDRESS).fill(400), 429]);
    const elsewhere = await createCustomer(store);
    expect((await apply(elsewhere.headers, guess(), freshAddress())).statusCode).toBe(400);
  });

  it('counts codes tried by placing an order too', async () => {
    const { headers } = await createCustomer(store);
    const address = freshAddress();
    for (let i = 0; i < PER_CUSTOMER; i += 1) expect((await buy(headers, guess(), address)).statusCode).toBe(409);
    const refused = await buy(headers, guess(), address);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });

  it('never counts a code taken: she may apply hers as often as her cart changes', async () => {
    const { headers } = await createCustomer(store);
    const address = freshAddress();
    const code = await makeOffer();
    for (let i = 0; i < PER_CUSTOMER * 3; i += 1) expect((await apply(headers, code, address)).statusCode).toBe(200);
    expect((await apply(headers, guess(), address)).statusCode).toBe(400);
  });

  it('refuses an offer not yet started as an unknown code, telling nothing of its start', async () => {
    const { headers } = await createCustomer(store);
    const code = await makeOffer({ validFrom: '2099-12-01T18:30' });
    const answer = await apply(headers, code, freshAddress());
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ message: OFFER_MESSAGES.unknown, reason: 'unknown' });
    expect(answer.body).not.toMatch(/2099|Dec|18:30|6:30/);
  });
});
