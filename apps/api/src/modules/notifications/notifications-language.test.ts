import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, indiaDate, indiaDay, MONTH_NAMES, placingTime, reminderDay } from '@padstore/domain';
import * as schema from '../../db/schema.js';
import type { SmsMessage } from '../sms/sms-provider.js';
import { createCustomer, createTestStore, customerId, demoProduct, newPhone, type TestStore } from '../../test/harness.js';
import { addStaffMember, branchIdOf, buyNow, type Headers } from '../../test/staff.js';

/** The Hindi months, written out here rather than taken from the code under test. */
const HINDI_MONTHS = ['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर'];
const PRODUCT = 'Whisper Ultra Clean';

let store: TestStore;
let owner: Headers;
let packer: Headers;
let manager: Headers;
let rider: { headers: Headers; id: string };
let pricePaise: number;
const sent: SmsMessage[] = [];
const ownerPhone = newPhone();

beforeAll(async () => {
  store = await createTestStore({ env: { ADMIN_PHONES: ownerPhone } });
  owner = (await createCustomer(store, { phoneNumber: Number(ownerPhone) })).headers;
  const bengaluru = await branchIdOf(store, 'Bengaluru Central');
  packer = (await addStaffMember(store, owner, 'packer', [bengaluru])).headers;
  manager = (await addStaffMember(store, owner, 'manager', [bengaluru])).headers;
  rider = await addStaffMember(store, owner, 'rider', [bengaluru], { fullName: 'Ravi Kumar' });
  await staff('PUT', '/rider/shift', rider.headers, { onShift: true });
  pricePaise = (await demoProduct(store, PRODUCT)).pricePaise;
  const send = store.sms.send.bind(store.sms);
  vi.spyOn(store.sms, 'send').mockImplementation(async (message) => {
    sent.push(message);
    await send(message);
  });
});
afterAll(() => store.close());

const today = indiaDay(new Date());
const at = (day: string, clock: string) => new Date(`${day}T${clock}:00+05:30`);
const staff = (method: 'GET' | 'PUT', url: string, headers: Headers, payload?: object) =>
  store.app.inject({ method, url: `/api/admin${url}`, headers, ...(payload ? { payload } : {}) });

/** '28 Nov' and '28 नवंबर': a delivery day as her notification says it. */
function dayIn(language: 'en' | 'hi', deliveryOn: string): string {
  const { day, month } = indiaDate(placingTime(deliveryOn));
  return `${day} ${(language === 'hi' ? HINDI_MONTHS : MONTH_NAMES)[month - 1]}`;
}

/** Nothing in Latin letters but the names the store writes as they are (products, order numbers). */
function expectWhollyHindi(text: string, ...names: string[]) {
  const rest = names.reduce((left, name) => left.split(name).join(''), text);
  expect(rest, text).not.toMatch(/[A-Za-z]/);
  expect(rest, text).toMatch(/[\u0900-\u097f]/);
}

/** A customer in a language, her id and headers. */
async function customerIn(language: 'en' | 'hi') {
  const customer = await createCustomer(store);
  if (language === 'hi') {
    const saved = await store.app.inject({ method: 'PUT', url: '/api/user/updateUser', headers: customer.headers, payload: { language } });
    expect(saved.statusCode, saved.body).toBe(200);
  }
  return { ...customer, userId: await customerId(store, customer.headers) };
}

async function withRepeat(language: 'en' | 'hi', firstDeliveryOn: string, askFirst = true) {
  const customer = await customerIn(language);
  const created = await store.app.inject({
    method: 'POST',
    url: '/api/user/repeats',
    headers: customer.headers,
    payload: { items: [{ productId: (await demoProduct(store, PRODUCT)).id, quantity: 2 }], everyDays: 28, firstDeliveryOn, askFirst },
  });
  expect(created.statusCode, created.body).toBe(201);
  return { ...customer, repeatId: created.json().repeat._id as string };
}

const toldOf = async (userId: string, action: 'confirm' | 'order-now') =>
  (await store.database.db.select().from(schema.notifications).where(eq(schema.notifications.userId, userId))).filter(
    (row) => row.repeatAction === action,
  );

const rupees = (paise: number) => (paise % 100 === 0 ? String(paise / 100) : (paise / 100).toFixed(2));

describe('her repeat order notifications, in her saved language', () => {
  it('reminds a Hindi customer wholly in Hindi, the day’s month too, and her SMS says the day in Hindi', async () => {
    const first = addDays(today, 20);
    const meera = await withRepeat('hi', first);
    const autumn = await withRepeat('hi', addDays(first, 1), false);
    sent.length = 0;
    await store.app.repeats.run(at(reminderDay(first), '09:00'));
    await store.app.repeats.run(at(reminderDay(addDays(first, 1)), '09:00'));
    const [reminder] = await toldOf(meera.userId, 'confirm');
    const amount = rupees(pricePaise * 2);
    expect(reminder).toMatchObject({
      title: 'आपका ऑर्डर आने वाला है',
      message: `आपका 2 × ${PRODUCT} का ऑर्डर ${dayIn('hi', first)} को आएगा: ₹${amount}, कैश ऑन डिलीवरी। इसे कन्फ़र्म करें, स्किप करें या बदलें।`,
    });
    expectWhollyHindi(reminder!.message, PRODUCT);
    expectWhollyHindi(reminder!.title);
    const [byItself] = await toldOf(autumn.userId, 'confirm');
    expect(byItself!.message).toBe(
      `आपका 2 × ${PRODUCT} का ऑर्डर ${dayIn('hi', addDays(first, 1))} को आएगा: ₹${amount}, कैश ऑन डिलीवरी। यह अपने-आप प्लेस हो जाएगा; चाहें तो इसे स्किप करें या बदलें।`,
    );
    const sms = sent.find((message) => message.phone === meera.phoneNumber && message.template.name === 'repeatReminder');
    expect(sms!.text).toBe(`आपका Pad Store ऑर्डर Rs ${amount} का ${dayIn('hi', first)} को आएगा। ऐप में पुष्टि करें, छोड़ें या बदलें।`);
  });

  it('tells a Hindi customer in Hindi that a day was not placed, why, and when the next one comes', async () => {
    const first = addDays(today, 21);
    const skipped = await withRepeat('hi', first);
    const notServed = await withRepeat('hi', first, false);
    await store.database.db.update(schema.users).set({ pinCode: '110001' }).where(eq(schema.users.id, notServed.userId));
    await store.app.repeats.run(at(first, '08:00'));
    const next = dayIn('hi', addDays(first, 28));
    const [toldSkipped] = await toldOf(skipped.userId, 'order-now');
    expect(toldSkipped).toMatchObject({
      title: 'आपका ऑर्डर प्लेस नहीं हुआ',
      message: `${dayIn('hi', first)} का आपका ऑर्डर प्लेस नहीं हुआ। यह समय पर कन्फ़र्म नहीं हुआ, इसलिए हमने इसे स्किप कर दिया। आपका अगला ऑर्डर ${next} को आएगा।`,
    });
    const [toldNotServed] = await toldOf(notServed.userId, 'order-now');
    expect(toldNotServed!.message).toBe(
      `${dayIn('hi', first)} का आपका ऑर्डर प्लेस नहीं हुआ। फ़िलहाल हम आपके पिन कोड पर डिलीवरी नहीं करते। आपका अगला ऑर्डर ${next} को आएगा।`,
    );
    for (const told of [toldSkipped!, toldNotServed!]) {
      expectWhollyHindi(told.title);
      expectWhollyHindi(told.message);
    }
  });

  it('says the same to an English customer word for word as before', async () => {
    const first = addDays(today, 22);
    const asha = await withRepeat('en', first);
    await store.app.repeats.run(at(reminderDay(first), '09:00'));
    const [reminder] = await toldOf(asha.userId, 'confirm');
    expect(reminder).toMatchObject({
      title: 'Your order is coming up',
      message: `Your order of 2 × ${PRODUCT} comes on ${dayIn('en', first)}: ₹${rupees(pricePaise * 2)}, cash on delivery. Confirm it, skip it or change it.`,
    });
    const sms = sent.find((message) => message.phone === asha.phoneNumber && message.template.name === 'repeatReminder');
    expect(sms!.text).toBe(
      `Your Pad Store order of Rs ${rupees(pricePaise * 2)} comes on ${dayIn('en', first)}. Open the app to confirm, skip or change it.`,
    );
    await store.app.repeats.run(at(first, '08:00'));
    const [notPlaced] = await toldOf(asha.userId, 'order-now');
    expect(notPlaced).toMatchObject({
      title: 'Your order was not placed',
      message: `Your order for ${dayIn('en', first)} was not placed. It was not confirmed in time, so we skipped it. Your next one comes on ${dayIn('en', addDays(first, 28))}.`,
    });
  });
});

describe('the not-delivered notification, in her saved language', () => {
  /** Her order, sent out with the rider. */
  async function outFor(customer: { headers: Headers }) {
    const order = await buyNow(store, customer.headers, (await demoProduct(store, 'Sofy Body Fit')).id, { express: true });
    expect((await staff('PUT', `/floor/orders/${order._id}/packed`, packer)).statusCode).toBe(200);
    expect((await staff('PUT', `/floor/orders/${order._id}/rider`, packer, { riderId: rider.id })).statusCode).toBe(200);
    expect((await staff('PUT', `/floor/orders/${order._id}/out-for-delivery`, packer)).statusCode).toBe(200);
    return order;
  }
  const notDelivered = async (userId: string, orderId: string) =>
    (await store.database.db.select().from(schema.notifications).where(eq(schema.notifications.userId, userId))).find(
      (row) => row.orderId === orderId && row.title !== 'Order placed' && /डिलीवर नहीं|not delivered/.test(row.title),
    );

  it('gives a Hindi customer the rider’s reason in Hindi, and a branch’s taking it back too', async () => {
    const meera = await customerIn('hi');
    const order = await outFor(meera);
    const back = await staff('PUT', `/rider/deliveries/${order._id}/not-delivered`, rider.headers, {
      reason: 'address_not_found',
      note: 'No such plot',
    });
    expect(back.statusCode, back.body).toBe(200);
    const told = await notDelivered(meera.userId, order._id);
    expect(told).toMatchObject({
      title: 'ऑर्डर डिलीवर नहीं हो पाया',
      message: `हम आपका ऑर्डर ${order.orderNumber} डिलीवर नहीं कर पाए (पता नहीं मिला)। ऑर्डर वापस स्टोर पर है, स्टोर आपसे संपर्क करेगा।`,
    });
    expectWhollyHindi(told!.message, order.orderNumber);

    const second = await outFor(meera);
    expect((await staff('PUT', `/floor/orders/${second._id}/back-at-branch`, manager, { note: 'Rider unwell' })).statusCode).toBe(200);
    const takenBack = await notDelivered(meera.userId, second._id);
    expect(takenBack!.message).toBe(
      `हम आपका ऑर्डर ${second.orderNumber} डिलीवर नहीं कर पाए (ब्रांच ने वापस ले लिया)। ऑर्डर वापस स्टोर पर है, स्टोर आपसे संपर्क करेगा।`,
    );
    expectWhollyHindi(takenBack!.message, second.orderNumber);
  });

  it('gives an English customer the reason in lower case, as before', async () => {
    const asha = await customerIn('en');
    const order = await outFor(asha);
    await staff('PUT', `/rider/deliveries/${order._id}/not-delivered`, rider.headers, { reason: 'unreachable', note: 'Rang three times' });
    expect(await notDelivered(asha.userId, order._id)).toMatchObject({
      title: 'Order not delivered',
      message: `We could not deliver your order ${order.orderNumber} (customer not reachable). It is back at the store, which will contact you.`,
    });
  });
});

describe('her order’s timeline', () => {
  it('writes its dates in the language asked, and as before in English', async () => {
    const asha = await customerIn('en');
    const order = await buyNow(store, asha.headers, (await demoProduct(store, PRODUCT)).id);
    const track = (language: string) =>
      store.app.inject({ url: `/api/user/track/${order._id}`, headers: { ...asha.headers, 'accept-language': language } });
    const { day, month, year } = indiaDate(new Date());
    const hindi = await track('hi-IN,hi;q=0.9');
    expect(hindi.headers.vary).toContain('Accept-Language');
    expect(hindi.json().timeline[0].date).toBe(`${day} ${HINDI_MONTHS[month - 1]} ${year}`);
    const english = (await track('en')).json().timeline[0];
    expect(english.date).toMatch(new RegExp(`^${day} [A-Z][a-z]{2,3} ${year}$`));
    expect(english.time).toMatch(/^\d{1,2}:\d{2} [AP]M$/);
  });
});
