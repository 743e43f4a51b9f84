import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyProduct, createCustomer, createTestStore, deliverOrder, demoProduct, newPhone, type TestStore } from '../../test/harness.js';

const adminPhone = newPhone();
let store: TestStore;
let admin: Record<string, string>;
let productId: string;
beforeAll(async () => {
  store = await createTestStore({ env: { ADMIN_PHONES: adminPhone } });
  admin = (await createCustomer(store, { phoneNumber: Number(adminPhone) })).headers;
  productId = (await demoProduct(store, 'Whisper Ultra Clean')).id;
});
afterAll(() => store.close());

type Told = { _id: string; title: string; orderId: string | null };
const unread = async (headers: Record<string, string>) =>
  (await store.app.inject({ url: '/api/user/notification/getUnreadNotification', headers })).json().notifications as Told[];
const count = async (headers: Record<string, string>) =>
  (await store.app.inject({ url: '/api/user/notification/getNotificationCount', headers })).json().count as number;

describe('notifications about her orders', () => {
  it('tell her once per step that matters: placed, out for delivery and delivered, not confirmed or packed', async () => {
    const asha = await createCustomer(store);
    for (let i = 0; i < 3; i++) await deliverOrder(store, admin, (await buyProduct(store, asha.headers, productId)).id);
    // Three orders delivered: three notifications each, where every step used to be one (fifteen).
    expect(await count(asha.headers)).toBe(9);
    const titles = (await unread(asha.headers)).map((told) => told.title);
    expect(titles.slice(0, 3)).toEqual(['Order delivered', 'Order out for delivery', 'Order placed']);
    expect(titles).not.toContain('Order confirmed');
    expect(titles).not.toContain('Order packed');
  });

  it('carry the order they are about, and a cancel is told too', async () => {
    const asha = await createCustomer(store);
    const order = await buyProduct(store, asha.headers, productId);
    const cancelled = await store.app.inject({
      method: 'PUT',
      url: `/api/user/cancel/${order.id}`,
      headers: asha.headers,
      payload: { cancelReason: 'Ordered by mistake' },
    });
    expect(cancelled.statusCode).toBe(200);
    expect((await unread(asha.headers)).map(({ title, orderId }) => ({ title, orderId }))).toEqual([
      { title: 'Order cancelled', orderId: order.id },
      { title: 'Order placed', orderId: order.id },
    ]);
  });

  it('carry no order when they are about none (a complaint), and mark read as before', async () => {
    const asha = await createCustomer(store);
    const raised = await store.app.inject({
      method: 'POST',
      url: '/api/user/complaints',
      headers: asha.headers,
      payload: { subject: 'Website', message: 'The site was slow this morning.' },
    });
    expect(raised.statusCode).toBe(201);
    const [told] = await unread(asha.headers);
    expect(told).toMatchObject({ title: 'Complaint registered', orderId: null });
    const read = await store.app.inject({ method: 'PUT', url: `/api/user/notification/updateStatus/${told!._id}`, headers: asha.headers });
    expect(read.statusCode).toBe(200);
    expect(await count(asha.headers)).toBe(0);
  });
});
