import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_MESSAGES, MESSAGES, ORDER_MESSAGES, ORDER_REFUSALS } from '@padstore/domain';
import {
  buyProduct,
  createCustomer,
  createTestStore,
  deliverOrder,
  demoProduct,
  newPhone,
  registration,
  type TestStore,
} from '../test/harness.js';

const HINDI = { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' };

let store: TestStore;
let admin: Awaited<ReturnType<typeof createCustomer>>;
let productId: string;
beforeAll(async () => {
  const adminPhone = newPhone();
  store = await createTestStore({ env: { ADMIN_PHONES: adminPhone } });
  admin = await createCustomer(store, { phoneNumber: Number(adminPhone) });
  productId = (await demoProduct(store, 'Whisper Ultra Clean')).id;
});
afterAll(() => store.close());

const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
  store.app.inject({ method: 'POST', url, payload, headers });
const unread = async (headers: Record<string, string>) =>
  (await store.app.inject({ url: '/api/user/notification/getUnreadNotification', headers })).json().notifications as {
    title: string;
    message: string;
  }[];

describe('the API in Hindi', () => {
  it('answers a validation error in Hindi when the request asks for it, each field error too, and in English otherwise', async () => {
    const hindi = await post('/api/user/login', { phoneNumber: '12' }, HINDI);
    expect(hindi.statusCode).toBe(400);
    expect(hindi.json().message).toBe('फ़ोन नंबर सही नहीं है');
    expect(hindi.json().errors[0].message).toBe('फ़ोन नंबर सही नहीं है');
    expect(hindi.headers.vary).toContain('Accept-Language');
    const english = await post('/api/user/login', { phoneNumber: '12' });
    expect(english.json().message).toBe(MESSAGES.phoneInvalid);
    const elsewhere = await post('/api/user/login', { phoneNumber: '12' }, { 'accept-language': 'ta-IN,fr;q=0.8' });
    expect(elsewhere.json().message).toBe(MESSAGES.phoneInvalid);
  });

  it('says the OTP messages in Hindi: sent, unknown number, wrong code', async () => {
    expect((await post('/api/user/login', { phoneNumber: newPhone() }, HINDI)).json()).toEqual({
      message: 'यूज़र नहीं मिला। कृपया रजिस्टर करें।',
    });
    const body = registration();
    const phoneNumber = String(body.phoneNumber);
    const registered = await post('/api/user/register', body, HINDI);
    expect(registered.statusCode).toBe(201);
    expect(registered.json().message).toBe('रजिस्ट्रेशन हो गया। आपके मोबाइल नंबर पर OTP भेजा गया है।');
    const code = store.sms.lastCode(phoneNumber)!;
    const wrong = await post('/api/user/verify-otp', { phoneNumber, otp: code === '000000' ? '111111' : '000000' }, HINDI);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('OTP गलत है। कृपया फिर से कोशिश करें।');
    const right = await post('/api/user/verify-otp', { phoneNumber, otp: code }, HINDI);
    expect(right.json().message).toBe('लॉगिन हो गया');
  });

  it('says the cart and order refusals in Hindi', async () => {
    const asha = await createCustomer(store);
    const headers = { ...asha.headers, ...HINDI };
    const added = await post(`/api/user/addtocart/${productId}`, { quantity: 1 }, headers);
    expect(added.json().message).toBe('कार्ट में जोड़ दिया गया');
    const otherProduct = (await demoProduct(store, 'Stayfree Secure Dry')).id;
    const notInCart = await store.app.inject({ method: 'DELETE', url: `/api/user/remove/${otherProduct}`, headers });
    expect(notInCart.statusCode).toBe(404);
    expect(notInCart.json().message).toBe('यह प्रोडक्ट आपके कार्ट में नहीं है');
    const full = await post(`/api/user/addtocart/${productId}`, { quantity: 500 }, headers);
    expect(full.statusCode).toBe(400);
    expect(full.json().message).not.toMatch(/[A-Za-z]{4}/);

    const order = await buyProduct(store, asha.headers, productId);
    await deliverOrder(store, admin.headers, order.id);
    const cancel = await store.app.inject({
      method: 'PUT',
      url: `/api/user/cancel/${order.id}`,
      headers,
      payload: { cancelReason: 'Other' },
    });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json()).toEqual({ message: 'डिलीवर हो चुका ऑर्डर कैंसिल नहीं किया जा सकता' });
    const inEnglish = await store.app.inject({
      method: 'PUT',
      url: `/api/user/cancel/${order.id}`,
      headers: asha.headers,
      payload: { cancelReason: 'Other' },
    });
    expect(inEnglish.json()).toEqual({ message: ORDER_REFUSALS.deliveredCannotCancel });
    const missing = await store.app.inject({ url: '/api/user/viewOrder/00000000-0000-4000-8000-000000000000', headers });
    expect(missing.json().message).toBe('ऑर्डर नहीं मिला');
  });

  it('keeps the staff answers in English whatever the request asks', async () => {
    const headers = { ...admin.headers, ...HINDI };
    const answer = await store.app.inject({ url: '/api/admin/orders/00000000-0000-4000-8000-000000000000', headers });
    expect(answer.statusCode).toBe(404);
    expect(answer.json().message).toMatch(/^[\x20-\x7e]+$/);
  });
});

describe('her saved language', () => {
  it('is English for a customer who registered without asking, and Hindi for one who registered in Hindi', async () => {
    const asha = await createCustomer(store);
    expect((await store.app.inject({ url: '/api/user/getUser', headers: asha.headers })).json().user.language).toBe('en');
    const body = registration();
    await post('/api/user/register', body, HINDI);
    const phoneNumber = String(body.phoneNumber);
    const verified = await post('/api/user/verify-otp', { phoneNumber, otp: store.sms.lastCode(phoneNumber) });
    const headers = { authorization: `Bearer ${verified.json().token}` };
    expect((await store.app.inject({ url: '/api/user/getUser', headers })).json().user.language).toBe('hi');
  });

  it('is set through the profile, answers her in it when her request names no language, and refuses one the store does not speak', async () => {
    const meera = await createCustomer(store);
    const put = (payload: object, headers: Record<string, string> = {}) =>
      store.app.inject({ method: 'PUT', url: '/api/user/updateUser', headers: { ...meera.headers, ...headers }, payload });
    const saved = await put({ language: 'hi' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().user.language).toBe('hi');
    expect(saved.json().message).toBe('प्रोफ़ाइल अपडेट हो गई');
    const notInCart = await store.app.inject({ method: 'DELETE', url: `/api/user/remove/${productId}`, headers: meera.headers });
    expect(notInCart.json().message).toBe('यह प्रोडक्ट आपके कार्ट में नहीं है');
    // The page she is on says which language it shows: its header comes first.
    const english = await store.app.inject({
      method: 'DELETE',
      url: `/api/user/remove/${productId}`,
      headers: { ...meera.headers, 'accept-language': 'en' },
    });
    expect(english.json().message).toBe(CART_MESSAGES.notInCart);
    const refused = await put({ language: 'fr' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('English या हिन्दी चुनें');
    expect((await put({ language: 'fr' }, { 'accept-language': 'en' })).json().message).toBe(MESSAGES.languageInvalid);
    expect((await put({ language: 'en' })).json().user.language).toBe('en');
  });

  it('writes her notifications in it: the order placed, delivered, and her complaint', async () => {
    const sita = await createCustomer(store);
    await store.app.inject({ method: 'PUT', url: '/api/user/updateUser', headers: sita.headers, payload: { language: 'hi' } });
    const order = await buyProduct(store, sita.headers, productId);
    await deliverOrder(store, admin.headers, order.id);
    const told = await unread(sita.headers);
    expect(told.map((notification) => notification.title).slice(0, 3)).toEqual([
      'ऑर्डर डिलीवर हो गया',
      'ऑर्डर डिलीवरी के लिए निकल गया',
      'ऑर्डर हो गया',
    ]);
    expect(told[0]!.message).toBe(`आपका ऑर्डर ${order.orderNumber} डिलीवर हो गया है। धन्यवाद!`);
    // An English customer's are as before, word for word.
    const asha = await createCustomer(store);
    const hers = await buyProduct(store, asha.headers, productId);
    expect((await unread(asha.headers))[0]).toMatchObject({
      title: 'Order placed',
      message: `Your order ${hers.orderNumber} has been placed.`,
    });

    const complaint = await post('/api/user/complaints', { subject: 'Late', message: 'The order came very late.' }, sita.headers);
    expect(complaint.statusCode).toBe(201);
    expect((await unread(sita.headers))[0]!.title).toBe('शिकायत दर्ज हो गई');
    expect(ORDER_MESSAGES.placed).toBe('Order placed successfully');
  });
});
