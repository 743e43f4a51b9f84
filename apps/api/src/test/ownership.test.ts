import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createTestStore, customerId, demoProduct, recordOrder, type TestStore } from './harness.js';

/**
 * One customer's orders, tracking, notifications, cart lines and review, walked by another customer
 * with the first one's ids: every call finds nothing (404) or is refused, and nothing of the first
 * customer's changes.
 */
let store: TestStore;
beforeAll(async () => {
  store = await createTestStore();
});
afterAll(() => store.close());

type Headers = Record<string, string>;
const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: object) =>
  store.app.inject({ method, url: `/api/${url}`, headers, ...(payload ? { payload } : {}) });

describe("another customer's ids", () => {
  it('find nothing on any customer route, and leave the owner’s data as it was', async () => {
    const owner = await createCustomer(store);
    const stranger = await createCustomer(store);
    const pads = await demoProduct(store, 'Whisper Ultra Clean');
    const inCart = await demoProduct(store, 'Nua Heavy Flow');

    const placed = await inject('POST', `user/directBuy/${pads.id}`, owner.headers, {
      deliveryAddress: { name: 'Owner', plotNumber: '1', street: 'Church Street', address: 'MG Road, Bengaluru', pinCode: '560001' },
      paymentMode: true,
      emergencyDelivery: 'false',
    });
    expect(placed.statusCode).toBe(201);
    const orderId = placed.json().order._id as string;
    expect((await inject('POST', `user/addtocart/${inCart.id}`, owner.headers, { quantity: 3 })).statusCode).toBe(200);
    await recordOrder(store, await customerId(store, owner.headers), [{ productId: pads.id }]);
    expect(
      (await inject('POST', `user/review/addReview/${pads.id}`, owner.headers, { ratings: 4.5, review: 'Soft and thin' })).statusCode,
    ).toBe(201);
    const [notification] = (await inject('GET', 'user/notification/getUnreadNotification', owner.headers)).json().notifications;
    expect(notification).toBeDefined();

    const walk: [method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object][] = [
      ['GET', `user/viewOrder/${orderId}`],
      ['GET', `user/track/${orderId}`],
      ['PUT', `user/cancel/${orderId}`, { cancelReason: 'Price High' }],
      ['PUT', `user/notification/updateStatus/${notification._id}`],
      ['PUT', `user/increment/${inCart.id}`],
      ['PUT', `user/decrement/${inCart.id}`],
      ['PUT', `user/cart/${inCart.id}`, { quantity: 1 }],
      ['DELETE', `user/remove/${inCart.id}`],
    ];
    for (const [method, url, payload] of walk) {
      const response = await inject(method, url, stranger.headers, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(typeof response.json().message, `${method} ${url}`).toBe('string');
    }
    // A review is the customer's own: the stranger has not ordered these pads, so cannot review them,
    // and cannot replace the owner's review in any case.
    expect((await inject('POST', `user/review/addReview/${pads.id}`, stranger.headers, { ratings: 1, review: 'Bad' })).statusCode).toBe(
      403,
    );

    // The stranger's own lists hold nothing of the owner's.
    expect((await inject('GET', 'user/orders', stranger.headers)).json().orders).toEqual([]);
    expect((await inject('GET', 'user/getCarts', stranger.headers)).json().cart.items).toEqual([]);
    expect((await inject('GET', 'user/notification/getNotificationCount', stranger.headers)).json()).toMatchObject({ count: 0 });

    // The owner's order, cart, notification and review are as they were.
    expect((await inject('GET', `user/viewOrder/${orderId}`, owner.headers)).json().order.status).toBe('placed');
    const cart = (await inject('GET', 'user/getCarts', owner.headers)).json().cart.items as { quantity: number }[];
    expect(cart.map((item) => item.quantity)).toEqual([3]);
    expect((await inject('GET', 'user/notification/getUnreadNotification', owner.headers)).json().notifications).toHaveLength(1);
    const reviews = (await inject('GET', `user/review/getReviews/${pads.id}`, owner.headers)).json();
    expect(JSON.stringify(reviews)).toContain('Soft and thin');
    expect(JSON.stringify(reviews)).not.toContain('Bad');
    // Reviews are public, but they never carry the reviewer's phone number.
    expect(JSON.stringify(reviews)).not.toContain(owner.phoneNumber);
  });
});
