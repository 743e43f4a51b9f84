import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, RATING_RANGE_MESSAGE } from '@padstore/domain';
import { createCustomer, createTestStore, customerId, demoProduct, recordOrder, type TestStore } from '../../test/harness.js';
import { REVIEW_MESSAGES } from '@padstore/domain';

let store: TestStore;
let productId: string;
beforeAll(async () => {
  store = await createTestStore();
  productId = (await demoProduct(store, 'Whisper Ultra Clean')).id;
});
afterAll(() => store.close());

const review = (headers: Record<string, string>, payload: object, id = productId) =>
  store.app.inject({ method: 'POST', url: `/api/user/review/addReview/${id}`, headers, payload });
const average = async () => (await store.app.inject({ url: `/api/user/review/getAverageRatings/${productId}` })).json();

async function buyer(status: 'placed' | 'confirmed' | 'packed' | 'out_for_delivery' | 'delivered' | 'cancelled' = 'delivered') {
  const customer = await createCustomer(store);
  await recordOrder(store, await customerId(store, customer.headers), [{ productId }], status);
  return customer;
}

describe('reviews', () => {
  it('lets a customer who ordered the product review it, and averages the ratings', async () => {
    const first = await buyer();
    const response = await review(first.headers, { ratings: 4.5, review: 'Soft and stays in place' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: REVIEW_MESSAGES.saved });
    const second = await buyer();
    await review(second.headers, { ratings: 3, review: 'Fine' });
    expect(await average()).toEqual({ averageRating: 3.8, totalReviews: 2 });
    const { reviews } = (await store.app.inject({ url: `/api/user/review/getReviews/${productId}` })).json();
    expect(reviews.map((r: { review: string }) => r.review)).toEqual(['Fine', 'Soft and stays in place']);
    expect(reviews[0].name).toBe('Asha');
  });

  it("replaces a customer's earlier review of the same product", async () => {
    const customer = await buyer();
    await review(customer.headers, { ratings: 1, review: 'First try' });
    const before = await average();
    await review(customer.headers, { ratings: 5, review: 'Changed my mind' });
    const after = await average();
    expect(after.totalReviews).toBe(before.totalReviews);
    expect(after.averageRating).toBeGreaterThan(before.averageRating);
  });

  it('refuses a review from a customer who never ordered it, or only in a cancelled order', async () => {
    const stranger = await createCustomer(store);
    const refused = await review(stranger.headers, { ratings: 5, review: 'Great' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(REVIEW_MESSAGES.notOrdered);
    const cancelled = await buyer('cancelled');
    expect((await review(cancelled.headers, { ratings: 5, review: 'Great' })).statusCode).toBe(403);
  });

  it.each(['placed', 'confirmed', 'packed', 'out_for_delivery'] as const)(
    'refuses a review of a product whose order is %s, not yet delivered, and saves nothing',
    async (status) => {
      const before = await average();
      const waiting = await buyer(status);
      const refused = await review(waiting.headers, { ratings: 5, review: 'Great' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('You can review a product once an order of yours that holds it has been delivered');
      expect(await average()).toEqual(before);
    },
  );

  it.each([
    [{ review: 'Nice' }, MESSAGES.ratingRequired],
    [{ ratings: 4 }, MESSAGES.reviewRequired],
    [{ ratings: 4, review: '  ' }, MESSAGES.reviewRequired],
    [{ ratings: 4.3, review: 'Nice' }, RATING_RANGE_MESSAGE],
    [{ ratings: 0, review: 'Nice' }, MESSAGES.ratingRequired],
    [{ ratings: 5.5, review: 'Nice' }, RATING_RANGE_MESSAGE],
  ])('refuses %o with "%s"', async (payload, message) => {
    const customer = await buyer();
    const response = await review(customer.headers, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('answers 401 for guests, 404 for an unknown product and 400 for a malformed id', async () => {
    expect((await review({}, { ratings: 5, review: 'x' })).statusCode).toBe(401);
    const customer = await buyer();
    expect((await review(customer.headers, { ratings: 5, review: 'x' }, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await review(customer.headers, { ratings: 5, review: 'x' }, 'nope')).statusCode).toBe(400);
  });

  it('answers an average of 0 for a product nobody reviewed', async () => {
    const other = await demoProduct(store, 'Nua Ultra Thin');
    expect((await store.app.inject({ url: `/api/user/review/getAverageRatings/${other.id}` })).json()).toEqual({
      averageRating: 0,
      totalReviews: 0,
    });
  });
});
