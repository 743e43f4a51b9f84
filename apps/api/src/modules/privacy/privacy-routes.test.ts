import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { indiaDay, MESSAGES, PRIVACY_MESSAGES, PRIVACY_NOTICE_VERSION } from '@padstore/domain';
import * as schema from '../../db/schema.js';
import {
  buyProduct,
  createCustomer,
  createTestStore,
  customerId,
  deliverOrder,
  demoProduct,
  newPhone,
  registration,
  type TestStore,
} from '../../test/harness.js';
import { DELETED_CUSTOMER, purgeExpired } from './account-deletion.js';

const adminPhone = newPhone();
let store: TestStore;
let admin: Awaited<ReturnType<typeof createCustomer>>;
beforeAll(async () => {
  store = await createTestStore({ env: { ADMIN_PHONES: adminPhone } });
  admin = await createCustomer(store, { phoneNumber: Number(adminPhone) });
});
afterAll(() => store.close());

type Headers = Record<string, string>;
const get = (url: string, headers: Headers) => store.app.inject({ url, headers });
const stockOf = async (productId: string) => {
  const rows = await store.database.db.select().from(schema.branchStock).where(eq(schema.branchStock.productId, productId));
  return rows.map((row) => row.quantity).sort();
};

/** A customer with a delivered order, a review, a cart line and notifications. */
async function busyCustomer(name: string) {
  const customer = await createCustomer(store, { fullName: name, email: '' });
  const product = await demoProduct(store, 'Whisper Ultra Clean');
  const order = await buyProduct(store, customer.headers, product.id, { quantity: 2, name });
  await deliverOrder(store, admin.headers, order.id);
  const reviewed = await store.app.inject({
    method: 'POST',
    url: `/api/user/review/addReview/${product.id}`,
    headers: customer.headers,
    payload: { ratings: 4, review: `Good pads, says ${name}` },
  });
  if (reviewed.statusCode >= 300) throw new Error(reviewed.body);
  const cartProduct = await demoProduct(store, 'Sofy Antibacteria');
  await store.app.inject({
    method: 'POST',
    url: `/api/user/addtocart/${cartProduct.id}`,
    headers: customer.headers,
    payload: { quantity: 1 },
  });
  const complained = await store.app.inject({
    method: 'POST',
    url: '/api/user/complaints',
    headers: customer.headers,
    payload: { subject: `Late delivery for ${name}`, orderId: order.id, message: 'The order came two hours late.' },
  });
  if (complained.statusCode !== 201) throw new Error(complained.body);
  return { ...customer, order, product, ticketNumber: complained.json().complaint.ticketNumber as string };
}

describe('download my data', () => {
  it('answers one JSON attachment with everything about her, and nothing about anyone else', async () => {
    const asha = await busyCustomer('Asha Export');
    const meera = await busyCustomer('Meera Other');
    const response = await get('/api/user/export', asha.headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="padstore-my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = response.json();
    expect(Object.keys(data)).toEqual(
      expect.arrayContaining(['profile', 'addresses', 'orders', 'reviews', 'notifications', 'complaints', 'consents', 'cart']),
    );
    expect(data.profile).toMatchObject({ fullName: 'Asha Export', phoneNumber: asha.phoneNumber });
    expect(data.addresses[0]).toMatchObject({ use: 'profile', pinCode: '560001', street: 'Church Street' });
    expect(data.orders).toHaveLength(1);
    expect(data.orders[0]).toMatchObject({ orderNumber: asha.order.orderNumber, status: 'delivered' });
    expect(data.orders[0].items).toEqual([expect.objectContaining({ productName: 'Whisper Ultra Clean', quantity: 2 })]);
    expect(data.orders[0].timeline.map((event: { status: string }) => event.status)).toEqual([
      'placed',
      'confirmed',
      'packed',
      'out_for_delivery',
      'delivered',
    ]);
    expect(data.reviews).toEqual([expect.objectContaining({ productName: 'Whisper Ultra Clean', review: 'Good pads, says Asha Export' })]);
    expect(data.notifications.length).toBeGreaterThanOrEqual(4);
    expect(data.cart).toEqual([expect.objectContaining({ productName: 'Sofy Antibacteria', quantity: 1 })]);
    expect(data.complaints).toEqual([
      expect.objectContaining({
        ticketNumber: asha.ticketNumber,
        subject: 'Late delivery for Asha Export',
        orderNumber: asha.order.orderNumber,
      }),
    ]);
    expect(data.consents).toEqual([expect.objectContaining({ noticeVersion: PRIVACY_NOTICE_VERSION, withdrawnAt: null })]);
    const text = response.body;
    for (const foreign of [meera.phoneNumber, meera.order.orderNumber, 'Meera', await customerId(store, meera.headers)]) {
      expect(text).not.toContain(foreign);
    }
    expect(text).not.toContain(asha.token);
  });

  it('is for signed-in customers only', async () => {
    expect((await get('/api/user/export', {})).statusCode).toBe(401);
    expect((await get('/api/user/export/page', {})).statusCode).toBe(401);
  });
});

describe('my data as a page to read', () => {
  afterEach(() => vi.useRealTimers());

  it('answers an HTML page with her profile, orders and complaints in India time, her texts escaped, nothing of others', async () => {
    const asha = await busyCustomer('Asha <b>Page</b>');
    const meera = await busyCustomer('Meera Elsewhere');
    const response = await get('/api/user/export/page', asha.headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="padstore-my-data-\d{4}-\d{2}-\d{2}\.html"$/);
    const page = response.body;
    for (const heading of ['Your profile', 'Your orders', 'Your complaints', 'Your consents'])
      expect(page).toContain(`<h2>${heading}</h2>`);
    expect(page).toContain('Asha &lt;b&gt;Page&lt;/b&gt;');
    expect(page).not.toContain('<b>Page</b>');
    expect(page).not.toMatch(/<script/i);
    expect(page).toContain(asha.order.orderNumber);
    expect(page).toContain(asha.ticketNumber);
    expect(page).toContain('<dt>Full name</dt>');
    // Dates as she reads them, not as ISO instants.
    expect(page).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);
    for (const foreign of [meera.phoneNumber, meera.order.orderNumber, 'Meera']) expect(page).not.toContain(foreign);
  });

  it("is written in her language: every heading and field name, the store's codes and words, the dates", async () => {
    const asha = await busyCustomer('Asha Hindi');
    const repeat = await store.app.inject({
      method: 'POST',
      url: '/api/user/repeats',
      headers: asha.headers,
      payload: {
        items: [{ productId: asha.product.id, quantity: 1 }],
        everyDays: 28,
        firstDeliveryOn: indiaDay(new Date(Date.now() + 3 * 86_400_000)),
        askFirst: true,
      },
    });
    expect(repeat.statusCode, repeat.body).toBe(201);
    const english = (await get('/api/user/export/page', asha.headers)).body;
    const response = await get('/api/user/export/page', { ...asha.headers, 'accept-language': 'hi' });
    expect(response.statusCode).toBe(200);
    const page = response.body;
    expect(page).toContain('<html lang="hi">');
    expect(page).toContain('<h2>आपकी प्रोफ़ाइल</h2>');
    expect(page).toContain('<dt>पूरा नाम</dt>');
    expect(page).toContain('<dd>महिला</dd>');
    // The store's words for her order: its status, the way she paid, the delivery, a yes or no.
    expect(page).toContain('डिलीवर हो गया');
    expect(page).toContain('कैश ऑन डिलीवरी');
    expect(page).toMatch(/<dd>(हाँ|नहीं)<\/dd>/);
    expect(page).toMatch(/\d{1,2} (जनवरी|फ़रवरी|मार्च|अप्रैल|मई|जून|जुलाई|अगस्त|सितंबर|अक्टूबर|नवंबर|दिसंबर) \d{4}/);
    // No heading, field name or store word in English: only what she or the store wrote stays as written.
    const named = [...page.matchAll(/<(h1|h2|dt)>([^<]*)</g)].map((match) => match[2]!.replace('Pad Store', ''));
    expect(named).toContain('हर (दिन)');
    expect(named.length).toBeGreaterThan(40);
    expect(named.filter((text) => /[A-Za-z]/.test(text))).toEqual([]);
    for (const code of ['same_day', 'out_for_delivery', 'account_and_orders', '>delivery<', '>profile<']) expect(page).not.toContain(code);
    // Her own words stay hers, in both languages.
    expect(page).toContain('Asha Hindi');
    expect(english).toContain('<html lang="en">');
    expect(english).toContain('<h2>Your profile</h2>');
    expect(english).toContain('<dd>Cash on Delivery</dd>');
  });

  it('names both files by her day in India: at 8 PM UTC it is already tomorrow there', async () => {
    const customer = await createCustomer(store);
    const evening = new Date();
    evening.setUTCHours(20, 0, 0, 0);
    vi.useFakeTimers({ toFake: ['Date'], now: evening });
    const day = indiaDay(evening);
    expect(day).not.toBe(evening.toISOString().slice(0, 10));
    expect((await get('/api/user/export', customer.headers)).headers['content-disposition']).toBe(
      `attachment; filename="padstore-my-data-${day}.json"`,
    );
    expect((await get('/api/user/export/page', customer.headers)).headers['content-disposition']).toBe(
      `attachment; filename="padstore-my-data-${day}.html"`,
    );
  });
});

describe('delete my account', () => {
  const askCode = (headers: Headers) => store.app.inject({ method: 'POST', url: '/api/user/account/deletion-code', headers });
  const deleteWith = (headers: Headers, otp: unknown) =>
    store.app.inject({ method: 'DELETE', url: '/api/user/account', headers, payload: { otp } });

  it('is refused with 409 while an order is open, for the code and the deletion alike', async () => {
    const customer = await createCustomer(store);
    const product = await demoProduct(store, 'Stayfree Secure Dry');
    await buyProduct(store, customer.headers, product.id);
    const code = await askCode(customer.headers);
    expect(code.statusCode).toBe(409);
    expect(code.json().message).toBe(PRIVACY_MESSAGES.openOrders);
    const refused = await deleteWith(customer.headers, '123456');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(PRIVACY_MESSAGES.openOrders);
    expect((await get('/api/user/getUser', customer.headers)).statusCode).toBe(200);
  });

  it('needs the fresh deletion code: a sign-in code or a wrong one does not delete', async () => {
    const customer = await createCustomer(store);
    const signInCode = store.sms.lastCode(customer.phoneNumber);
    expect((await askCode(customer.headers)).statusCode).toBe(200);
    const deletionCode = store.sms.lastCode(customer.phoneNumber);
    expect(deletionCode).toMatch(/^\d{6}$/);
    if (signInCode !== deletionCode) {
      const wrong = await deleteWith(customer.headers, signInCode);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toBe(MESSAGES.otpWrong);
    }
    const malformed = await deleteWith(customer.headers, 'abc');
    expect(malformed.json().message).toBe(MESSAGES.otpInvalid);
    expect((await get('/api/user/getUser', customer.headers)).statusCode).toBe(200);
  });

  it('ends her sessions at once, erases her, keeps her orders redacted with stock and totals unchanged, and frees the phone', async () => {
    const asha = await busyCustomer('Asha Leaving');
    const id = await customerId(store, asha.headers);
    // A second session, on another device, kept in memory by the server.
    await store.app.inject({ method: 'POST', url: '/api/user/login', payload: { phoneNumber: asha.phoneNumber } }).catch(() => undefined);
    const [orderBefore] = await store.database.db.select().from(schema.orders).where(eq(schema.orders.id, asha.order.id));
    const itemsBefore = await store.database.db.select().from(schema.orderItems).where(eq(schema.orderItems.orderId, asha.order.id));
    const stockBefore = await stockOf(asha.product.id);
    expect((await get('/api/user/getUser', asha.headers)).statusCode).toBe(200);

    expect((await askCode(asha.headers)).statusCode).toBe(200);
    const deleted = await deleteWith(asha.headers, store.sms.lastCode(asha.phoneNumber));
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: PRIVACY_MESSAGES.accountDeleted });

    // The old token stops working at once, though the server had it in memory.
    expect((await get('/api/user/getUser', asha.headers)).statusCode).toBe(401);
    expect((await get('/api/user/export', asha.headers)).statusCode).toBe(401);
    const db = store.database.db;
    expect(await db.select().from(schema.sessions).where(eq(schema.sessions.userId, id))).toEqual([]);
    expect(await db.select().from(schema.notifications).where(eq(schema.notifications.userId, id))).toEqual([]);
    expect(await db.select().from(schema.cartItems).where(eq(schema.cartItems.userId, id))).toEqual([]);

    const [user] = await db.select().from(schema.users).where(eq(schema.users.id, id));
    expect(user).toMatchObject({
      fullName: DELETED_CUSTOMER,
      email: '',
      address: '',
      pinCode: '',
      street: '',
      plotNumber: '',
      image: null,
    });
    expect(user!.phoneNumber).not.toContain(asha.phoneNumber);
    expect(user!.deletedAt).not.toBeNull();

    const [orderAfter] = await db.select().from(schema.orders).where(eq(schema.orders.id, asha.order.id));
    expect(orderAfter).toMatchObject({
      deliveredToName: DELETED_CUSTOMER,
      deliveredToPhone: '',
      address: '',
      street: '',
      plotNumber: '',
      pinCode: orderBefore!.pinCode,
      totalPaise: orderBefore!.totalPaise,
      subtotalPaise: orderBefore!.subtotalPaise,
      status: 'delivered',
    });
    expect(await db.select().from(schema.orderItems).where(eq(schema.orderItems.orderId, asha.order.id))).toEqual(itemsBefore);
    expect(await stockOf(asha.product.id)).toEqual(stockBefore);
    const [complaint] = await db.select().from(schema.complaints).where(eq(schema.complaints.ticketNumber, asha.ticketNumber));
    expect(JSON.stringify(complaint)).not.toContain('Asha');
    const [bill] = await db.select().from(schema.bills).where(eq(schema.bills.orderId, asha.order.id));
    expect(bill!.content).not.toContain('Asha');
    expect(bill!.content).toContain(DELETED_CUSTOMER);
    const [consent] = await db.select().from(schema.consents).where(eq(schema.consents.userId, id));
    expect(consent!.withdrawnAt).not.toBeNull();

    // The review stays for the product's rating, but no longer names her.
    const reviews = await get(`/api/user/review/getReviews/${asha.product.id}`, {});
    const hers = reviews.json().reviews.find((review: { review: string }) => review.review === 'Good pads, says Asha Leaving');
    expect(hers.name).toBe('Deleted');

    // The console still counts the order, for a deleted customer with no phone.
    const listed = await get(`/api/admin/orders?q=${asha.order.orderNumber}`, admin.headers);
    expect(listed.json().orders).toEqual([expect.objectContaining({ customer: DELETED_CUSTOMER, phoneNumber: '', pinCode: '560001' })]);

    // The same phone registers afresh, as a new customer with nothing of the old account.
    const again = await store.app.inject({
      method: 'POST',
      url: '/api/user/register',
      payload: registration({ phoneNumber: Number(asha.phoneNumber), fullName: 'Asha Again' }),
    });
    expect(again.statusCode).toBe(201);
    const otp = store.sms.lastCode(asha.phoneNumber);
    const verified = await store.app.inject({
      method: 'POST',
      url: '/api/user/verify-otp',
      payload: { phoneNumber: asha.phoneNumber, otp },
    });
    expect(verified.statusCode).toBe(200);
    const fresh = { authorization: `Bearer ${verified.json().token as string}` };
    expect(await customerId(store, fresh)).not.toBe(id);
    expect((await get('/api/user/orders', fresh)).json().orders).toEqual([]);
  });
});

describe('purging', () => {
  it('removes codes older than an hour and sessions that expired or ended, and nothing else', async () => {
    const kept = await createCustomer(store);
    const ended = await createCustomer(store);
    await store.app.inject({ method: 'POST', url: '/api/user/logout', headers: ended.headers });
    const expiring = await createCustomer(store);
    const db = store.database.db;
    await db.execute(sql`update sessions set expires_at = now() - interval '1 minute'
      where user_id = (select id from users where phone_number = ${expiring.phoneNumber})`);
    await db.execute(sql`update otp_codes set created_at = now() - interval '2 hours' where phone_number = ${expiring.phoneNumber}`);
    const purged = await purgeExpired(db);
    expect(purged.codes).toBeGreaterThanOrEqual(1);
    expect(purged.sessions).toBeGreaterThanOrEqual(2);
    expect(await db.select().from(schema.otpCodes).where(eq(schema.otpCodes.phoneNumber, expiring.phoneNumber))).toEqual([]);
    expect(await db.select().from(schema.otpCodes).where(eq(schema.otpCodes.phoneNumber, kept.phoneNumber))).toHaveLength(1);
    expect((await get('/api/user/getUser', kept.headers)).statusCode).toBe(200);
  });
});
