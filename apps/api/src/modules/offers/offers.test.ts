import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indiaDay, MESSAGES, OFFER_MESSAGES } from '@padstore/domain';
import type { DatabaseHandle } from '../../db/client.js';
import { auditLog, bills, branchStock, offers, orders } from '../../db/schema.js';
import { createCustomer, deliverOrder, demoProduct, newPhone, type TestStore } from '../../test/harness.js';
import { openTwoStores, type TwoStores } from '../../test/two-stores.js';
import { addStaffMember, branchIdOf } from '../../test/staff.js';

/**
 * Offers on two instances of the store on one database, as behind a load balancer (PGlite by default,
 * PostgreSQL with TEST_DATABASE_URL): every refusal of a code, the discount worked out again at placing,
 * the last uses raced for, a cancel giving its use back, a replay taking none.
 */
type Headers = Record<string, string>;
const ownerPhone = newPhone();
let stores: TwoStores;
let database: DatabaseHandle;
let one: TestStore;
let other: TestStore;
let owner: Headers;
let product: { id: string; pricePaise: number };
let bengaluru: string;
let mumbai: string;

beforeAll(async () => {
  stores = await openTwoStores(ownerPhone);
  ({ one, other, database } = stores);
  owner = (await createCustomer(one, { phoneNumber: Number(ownerPhone) })).headers;
  product = await demoProduct(one, 'Stayfree Secure Cottony');
  bengaluru = await branchIdOf(one, 'Bengaluru Central');
  mumbai = await branchIdOf(one, 'Mumbai Fort');
  await database.db.update(branchStock).set({ quantity: 10_000 }).where(eq(branchStock.productId, product.id));
}, 60_000);
afterAll(() => stores.close());

let doors = 0;
/** A customer at a door of her own (plot number), unless told the door. */
async function customer(store = one, plotNumber = `${(doors += 1)}A`) {
  const { headers, phoneNumber } = await createCustomer(store, { plotNumber });
  return { headers, phoneNumber, plotNumber };
}
const call = (store: TestStore, method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: object) =>
  store.app.inject({ method, url: `/api/${url}`, headers, ...(payload ? { payload } : {}) });

let codes = 0;
/** The owner makes an offer (a fresh code unless given); answers it as the console shows it. */
async function makeOffer(terms: Record<string, unknown> = {}) {
  codes += 1;
  const response = await call(one, 'POST', 'admin/offers', owner, { code: `SAVE${codes}X`, kind: 'flat', amount: 20, ...terms });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().offer as { _id: string; code: string; version: number };
}
const apply = (headers: Headers, code: string, extra: Record<string, unknown> = {}, store = one) =>
  call(store, 'POST', 'user/checkout/coupon', headers, { code, productId: product.id, quantity: 1, pinCode: '560001', ...extra });
const deliveryAddress = (plotNumber: string, pinCode = '560001') => ({
  name: 'Asha Rao',
  plotNumber,
  street: 'Church Street',
  address: 'MG Road, Bengaluru',
  pinCode,
});
const buy = (who: { headers: Headers; plotNumber: string }, extra: Record<string, unknown> = {}, store = one, headers: Headers = {}) =>
  call(
    store,
    'POST',
    `user/directBuy/${product.id}`,
    { ...who.headers, ...headers },
    {
      deliveryAddress: deliveryAddress(who.plotNumber),
      paymentMode: true,
      quantity: 1,
      ...extra,
    },
  );
const price = () => product.pricePaise / 100;
const usedOf = async (id: string) => (await database.db.select({ used: offers.used }).from(offers).where(eq(offers.id, id)))[0]!.used;

describe('the console makes and changes offers', () => {
  it('makes an offer (201), lists it with its usage and keeps the code in capitals', async () => {
    const made = await call(one, 'POST', 'admin/offers', owner, {
      code: 'night10',
      kind: 'percent',
      amount: 10,
      maxDiscount: 50,
      minOrderValue: 100,
      validFrom: '2026-01-01',
      validUntil: '2030-12-31T18:00',
      totalUses: 100,
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().offer).toMatchObject({
      code: 'NIGHT10',
      kind: 'percent',
      amount: 10,
      maxDiscount: 50,
      minOrderValue: 100,
      validFrom: '2026-01-01',
      validUntil: '2030-12-31T18:00',
      branchIds: [],
      totalUses: 100,
      usesPerCustomer: 1,
      firstOrderOnly: false,
      active: true,
      includesExpressFee: false,
      used: 0,
      usage: { orders: 0, discountGiven: 0, ordersCancelled: 0 },
      version: 1,
    });
    const listed = (await call(other, 'GET', 'admin/offers', owner)).json().offers;
    expect(listed.map((offer: { code: string }) => offer.code)).toContain('NIGHT10');
    const again = await call(one, 'POST', 'admin/offers', owner, { code: 'Night10', kind: 'flat', amount: 5 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(OFFER_MESSAGES.codeExists);
  });

  it('refuses a percentage over 100 and a code with other than letters and digits', async () => {
    const percent = await call(one, 'POST', 'admin/offers', owner, { code: 'BIG', kind: 'percent', amount: 150 });
    expect(percent.statusCode).toBe(400);
    expect(percent.json().message).toBe(OFFER_MESSAGES.percentAmount);
    const spaced = await call(one, 'POST', 'admin/offers', owner, { code: 'SAVE 10', kind: 'flat', amount: 10 });
    expect(spaced.statusCode).toBe(400);
    expect(spaced.json().message).toBe(OFFER_MESSAGES.codeFormat);
  });

  it('changes an offer on the version seen, refuses a stale copy with 409, and audits both changes', async () => {
    const offer = await makeOffer();
    const paused = await call(one, 'PUT', `admin/offers/${offer._id}`, owner, { active: false, version: offer.version });
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json().offer).toMatchObject({ active: false, version: 2 });
    const stale = await call(other, 'PUT', `admin/offers/${offer._id}`, owner, { amount: 30, kind: 'flat', version: offer.version });
    const percent = await makeOffer({ kind: 'percent', amount: 10 });
    const tooMuch = await call(one, 'PUT', `admin/offers/${percent._id}`, owner, { amount: 150, version: 1 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toBe(OFFER_MESSAGES.percentAmount);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(MESSAGES.staleEdit);
    const actions = await database.db.select({ action: auditLog.action, details: auditLog.details }).from(auditLog);
    expect(actions.filter((entry) => entry.details.includes(offer._id)).map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['offer.create', 'offer.update']),
    );
  });

  it('lets a manager make offers for their own branch only, and see only those', async () => {
    const manager = await addStaffMember(one, owner, 'manager', [bengaluru]);
    const allBranches = await call(one, 'POST', 'admin/offers', manager.headers, { code: 'MGRALL', kind: 'flat', amount: 10 });
    expect(allBranches.statusCode).toBe(403);
    const elsewhere = await call(one, 'POST', 'admin/offers', manager.headers, {
      code: 'MGRMUM',
      kind: 'flat',
      amount: 10,
      branchIds: [mumbai],
    });
    expect(elsewhere.statusCode).toBe(403);
    const own = await call(one, 'POST', 'admin/offers', manager.headers, {
      code: 'MGRBLR',
      kind: 'flat',
      amount: 10,
      branchIds: [bengaluru],
    });
    expect(own.statusCode, own.body).toBe(201);
    const seen = (await call(one, 'GET', 'admin/offers', manager.headers)).json().offers.map((offer: { code: string }) => offer.code);
    expect(seen).toEqual(['MGRBLR']);
    const ownersOffer = await makeOffer();
    const notHers = await call(one, 'PUT', `admin/offers/${ownersOffer._id}`, manager.headers, { active: false, version: 1 });
    expect(notHers.statusCode).toBe(404);
  });
});

describe('she applies a code', () => {
  it('answers the summary with the discount and the new total, whatever the case she typed', async () => {
    const offer = await makeOffer({ amount: 20 });
    const she = await customer();
    const answer = await apply(she.headers, offer.code.toLowerCase());
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({
      message: OFFER_MESSAGES.applied,
      couponCode: offer.code,
      orderSummary: {
        price: price(),
        discount: 20,
        coupons: 1,
        couponCode: offer.code,
        deliveryCharges: 0,
        emergencyCharge: 0,
        tax: 0,
        totalAmount: price() - 20,
      },
    });
  });

  it('takes a percentage rounded in her favour and capped, and leaves the express fee alone unless the offer says so', async () => {
    const she = await customer();
    const percent = await makeOffer({ kind: 'percent', amount: 7 });
    const summary = (await apply(she.headers, percent.code, { quantity: 3 })).json().orderSummary;
    expect(summary.discount).toBe(Math.ceil((product.pricePaise * 3 * 7) / 100) / 100);
    const capped = await makeOffer({ kind: 'percent', amount: 50, maxDiscount: 15 });
    expect((await apply(she.headers, capped.code, { quantity: 3 })).json().orderSummary.discount).toBe(15);
    const express = (await apply(she.headers, percent.code, { emergencyDelivery: true })).json().orderSummary;
    expect(express.discount).toBe(Math.ceil((product.pricePaise * 7) / 100) / 100);
    expect(express.totalAmount).toBe(price() + express.emergencyCharge - express.discount);
  });

  const refusals: [string, () => Promise<{ code: string; extra?: Record<string, unknown>; message: string }>][] = [
    ['an unknown code', async () => ({ code: 'NOSUCHCODE', message: OFFER_MESSAGES.unknown })],
    ['a paused offer', async () => ({ code: (await makeOffer({ active: false })).code, message: OFFER_MESSAGES.paused })],
    ['an expired code', async () => ({ code: (await makeOffer({ validUntil: '2020-01-31' })).code, message: OFFER_MESSAGES.expired })],
    [
      'a code not yet begun, as an unknown one: its start is not told',
      async () => ({ code: (await makeOffer({ validFrom: '2099-12-01T18:30' })).code, message: OFFER_MESSAGES.unknown }),
    ],
    [
      'a code of another branch, for her pin code',
      async () => ({ code: (await makeOffer({ branchIds: [mumbai] })).code, message: OFFER_MESSAGES.notForPinCode }),
    ],
    [
      'an order below the minimum, by how much',
      async () => ({
        code: (await makeOffer({ minOrderValue: price() + 100.5 })).code,
        message: OFFER_MESSAGES.belowMinimum(100.5, price() + 100.5),
      }),
    ],
  ];
  for (const [what, refusal] of refusals) {
    it(`refuses ${what} with its own message`, async () => {
      const she = await customer();
      const { code, message } = await refusal();
      const answer = await apply(she.headers, code);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toBe(message);
      // Placing with it is refused too, with the total as it would be without it.
      const placed = await buy(she, { couponCode: code });
      expect(placed.statusCode).toBe(409);
      expect(placed.json()).toMatchObject({ message, totalChanged: true, orderSummary: { discount: 0, totalAmount: price() } });
    });
  }

  it('says "Add ₹X more" in rupees and paise', () => {
    expect(OFFER_MESSAGES.belowMinimum(100.5, 300)).toBe('Add ₹100.5 more to use this code (orders of ₹300 or more)');
  });

  it('says its refusals in Hindi to a Hindi reader (issue 50)', async () => {
    const she = await customer();
    const hindi = { ...she.headers, 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' };
    const unknown = await call(one, 'POST', 'user/checkout/coupon', hindi, {
      code: 'NOSUCHCODE',
      productId: product.id,
      quantity: 1,
      pinCode: '560001',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('यह कोड सही नहीं है');
    const empty = await call(one, 'POST', 'user/checkout/coupon', hindi, {
      code: '',
      productId: product.id,
      quantity: 1,
      pinCode: '560001',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('कृपया कोड डालें');
    expect(empty.body).not.toContain(OFFER_MESSAGES.codeRequired);
    const minimum = price() + 100.5;
    const high = await makeOffer({ minOrderValue: minimum });
    const short = await call(one, 'POST', 'user/checkout/coupon', hindi, {
      code: high.code,
      productId: product.id,
      quantity: 1,
      pinCode: '560001',
    });
    expect(short.json().message).toBe(
      `यह कोड लगाने के लिए ₹100.5 का सामान और जोड़ें (₹${minimum.toLocaleString('en-IN', { maximumFractionDigits: 2 })} या उससे ज़्यादा के ऑर्डर पर)`,
    );
    // Placing with it is refused in Hindi too.
    const placed = await buy(she, { couponCode: 'NOSUCHCODE' }, one, { 'accept-language': 'hi' });
    expect(placed.statusCode).toBe(409);
    expect(placed.json().message).toBe('यह कोड सही नहीं है');
  });

  it('refuses a code she has already used, and a used-up one', async () => {
    const offer = await makeOffer({ totalUses: 1 });
    const she = await customer();
    expect((await buy(she, { couponCode: offer.code })).statusCode).toBe(201);
    const again = await apply(she.headers, offer.code);
    expect(again.json().message).toBe(OFFER_MESSAGES.usedUp);
    const roomier = await makeOffer({ totalUses: 10 });
    expect((await buy(she, { couponCode: roomier.code })).statusCode).toBe(201);
    expect((await apply(she.headers, roomier.code)).json().message).toBe(OFFER_MESSAGES.alreadyUsed);
    expect((await buy(she, { couponCode: roomier.code })).json().message).toBe(OFFER_MESSAGES.alreadyUsed);
    const someoneElse = await customer();
    expect((await apply(someoneElse.headers, offer.code)).json()).toEqual({ message: OFFER_MESSAGES.usedUp, reason: 'usedUp' });
  });

  it('gives a one-per-customer offer once per door, however the door is written (issue 44)', async () => {
    const offer = await makeOffer({ totalUses: 100 });
    const plot = `${(doors += 1)}`;
    const fullWidth = plot.replace(/\d/g, (digit) => String.fromCharCode(0xff10 + Number(digit)));
    const spellings = [
      { plotNumber: plot, street: 'MG Road' },
      { plotNumber: `No. ${plot}`, street: 'MG Road' },
      { plotNumber: plot, street: 'M.G. Rd' },
      { plotNumber: plot, street: 'Mahatma Gandhi Road' },
      { plotNumber: fullWidth, street: 'MG Road' },
      // A Cyrillic М.
      { plotNumber: plot, street: '\u041cG Road' },
    ];
    const answers = [];
    for (const door of spellings) {
      const { headers } = await createCustomer(one, door);
      const placed = await call(one, 'POST', `user/directBuy/${product.id}`, headers, {
        deliveryAddress: { ...deliveryAddress(door.plotNumber), street: door.street },
        paymentMode: true,
        quantity: 1,
        couponCode: offer.code,
      });
      answers.push(placed.statusCode === 201 ? 'discounted' : placed.json().message);
    }
    expect(answers).toEqual(['discounted', ...spellings.slice(1).map(() => OFFER_MESSAGES.alreadyUsed)]);
    expect(await usedOf(offer._id)).toBe(1);
  });

  it('keeps a first-order offer for a first order, by phone and by door', async () => {
    const offer = await makeOffer({ firstOrderOnly: true });
    const she = await customer();
    expect((await buy(she)).statusCode).toBe(201);
    expect((await apply(she.headers, offer.code)).json().message).toBe(OFFER_MESSAGES.firstOrderOnly);
    // A second account at the same door.
    const sister = await customer(one, she.plotNumber);
    const placed = await buy(sister, { couponCode: offer.code });
    expect(placed.statusCode).toBe(409);
    expect(placed.json().message).toBe(OFFER_MESSAGES.firstOrderOnly);
  });
});

describe('placing with a code', () => {
  it('places the discounted order, the price on the button the price placed', async () => {
    const offer = await makeOffer({ amount: 25 });
    const she = await customer();
    const seen = (await apply(she.headers, offer.code)).json().orderSummary.totalAmount;
    const placed = await buy(she, { couponCode: offer.code, expectedTotal: seen });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().orderSummary).toMatchObject({ discount: 25, coupons: 1, couponCode: offer.code, totalAmount: seen });
    const read = (await call(other, 'GET', `user/viewOrder/${placed.json().order._id}`, she.headers)).json().order;
    expect(read.orderSummary.totalAmount).toBe(seen);
    expect(await usedOf(offer._id)).toBe(1);
  });

  it('refuses placing when the total would differ from what she saw, telling the new total', async () => {
    const offer = await makeOffer({ amount: 25 });
    const she = await customer();
    const seen = (await apply(she.headers, offer.code)).json().orderSummary.totalAmount;
    // The owner changes the offer meanwhile.
    await call(one, 'PUT', `admin/offers/${offer._id}`, owner, { kind: 'flat', amount: 10, version: 1 });
    const refused = await buy(she, { couponCode: offer.code, expectedTotal: seen });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message: OFFER_MESSAGES.totalChanged(price() - 10),
      totalChanged: true,
      orderSummary: { discount: 10, totalAmount: price() - 10 },
    });
    expect(await usedOf(offer._id)).toBe(0);
  });

  it('works the discount out again when the cart changes', async () => {
    const offer = await makeOffer({ kind: 'percent', amount: 10 });
    const she = await customer();
    await call(one, 'POST', `user/addtocart/${product.id}`, she.headers, { quantity: 1 });
    const first = (await apply(she.headers, offer.code, { productId: undefined, quantity: undefined })).json().orderSummary;
    await call(one, 'POST', `user/addtocart/${product.id}`, she.headers, { quantity: 2 });
    const after = (await apply(she.headers, offer.code, { productId: undefined, quantity: undefined }, other)).json().orderSummary;
    expect(after.price).toBeGreaterThan(first.price);
    expect(after.discount).toBe(Math.ceil((Math.round(after.price * 100) * 10) / 100) / 100);
    const placed = await call(other, 'POST', 'user/buyNow', she.headers, {
      deliveryAddress: deliveryAddress(she.plotNumber),
      paymentMode: true,
      couponCode: offer.code,
      expectedTotal: after.totalAmount,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().orderSummary.discount).toBe(after.discount);
  });

  it('gives the use back when the order is cancelled', async () => {
    const offer = await makeOffer({ totalUses: 1 });
    const she = await customer();
    const placed = await buy(she, { couponCode: offer.code });
    expect(await usedOf(offer._id)).toBe(1);
    const cancelled = await call(one, 'PUT', `user/cancel/${placed.json().order._id}`, she.headers, { cancelReason: 'Other' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await usedOf(offer._id)).toBe(0);
    // Hers comes back too: she may use it again, and so may others.
    expect((await buy(she, { couponCode: offer.code })).statusCode).toBe(201);
    const usage = (await call(one, 'GET', 'admin/offers', owner)).json().offers.find((entry: { _id: string }) => entry._id === offer._id);
    expect(usage.usage).toEqual({ orders: 1, discountGiven: 20, ordersCancelled: 1 });
  });

  it('answers the same order to a replay of the Idempotency-Key, without a second use', async () => {
    const offer = await makeOffer({ totalUses: 5, usesPerCustomer: 3 });
    const she = await customer();
    const key = { 'idempotency-key': `offer-${Date.now()}` };
    const first = await buy(she, { couponCode: offer.code }, one, key);
    const replay = await buy(she, { couponCode: offer.code }, other, key);
    expect(first.statusCode).toBe(201);
    expect(replay.statusCode).toBe(201);
    expect(replay.json().order._id).toBe(first.json().order._id);
    expect(await usedOf(offer._id)).toBe(1);
  });

  it('counts uses by the door: a second account at the same door does not get it twice', async () => {
    const offer = await makeOffer({ totalUses: 10 });
    const she = await customer();
    expect((await buy(she, { couponCode: offer.code })).statusCode).toBe(201);
    const sameDoor = await customer(other, she.plotNumber);
    const refused = await buy(sameDoor, { couponCode: offer.code }, other);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: OFFER_MESSAGES.alreadyUsed, reason: 'alreadyUsed' });
    expect(await usedOf(offer._id)).toBe(1);
  });

  it('50 customers racing on two instances for the last 5 uses get exactly 5 discounted orders', async () => {
    const offer = await makeOffer({ totalUses: 100 });
    await database.db.update(offers).set({ used: 95 }).where(eq(offers.id, offer._id));
    const racers = await Promise.all(Array.from({ length: 50 }, (_, index) => customer(index % 2 ? other : one)));
    const answers = await Promise.all(racers.map((racer, index) => buy(racer, { couponCode: offer.code }, index % 2 ? other : one)));
    const placed = answers.filter((answer) => answer.statusCode === 201);
    expect(placed).toHaveLength(5);
    for (const answer of placed) expect(answer.json().orderSummary.discount).toBe(20);
    for (const answer of answers.filter((response) => response.statusCode !== 201)) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json().message).toBe(OFFER_MESSAGES.usedUp);
    }
    expect(await usedOf(offer._id)).toBe(100);
    const discounted = await database.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.couponCode, offer.code)));
    expect(discounted).toHaveLength(5);
  }, 120_000);

  it('the bill of a discounted order shows the discount, its lines adding up to it, and the total she paid', async () => {
    const offer = await makeOffer({ kind: 'percent', amount: 7 });
    const she = await customer();
    const placed = (await buy(she, { couponCode: offer.code, quantity: 3, emergencyDelivery: true })).json();
    await deliverOrder(one, owner, placed.order._id);
    const [bill] = await database.db.select({ content: bills.content }).from(bills).where(eq(bills.orderId, placed.order._id));
    const content = JSON.parse(bill!.content);
    const discount = Math.ceil((product.pricePaise * 3 * 7) / 100);
    expect(content).toMatchObject({
      discountPaise: discount,
      couponCode: offer.code,
      totalPaise: Math.round(placed.orderSummary.totalAmount * 100),
    });
    expect(content.lines.reduce((sum: number, line: { discountPaise?: number }) => sum + (line.discountPaise ?? 0), 0)).toBe(discount);
    // Sanitary pads are exempt: the taxable value is the amount after the discount.
    expect(content.lines[0].taxablePaise).toBe(product.pricePaise * 3 - discount);
    const express = content.charges.find((charge: { description: string }) => charge.description === 'Emergency charge');
    expect(express.discountPaise).toBeUndefined();
    const pdf = await call(one, 'GET', `user/invoice/${placed.order._id}`, she.headers);
    expect(pdf.statusCode).toBe(200);
  });

  it("the rider collects the discounted total, and the offer's usage is in the day's CSV", async () => {
    const offer = await makeOffer({ amount: 15 });
    const she = await customer();
    const placed = (await buy(she, { couponCode: offer.code })).json();
    const floor = (await call(other, 'GET', `admin/floor/branches/${bengaluru}`, owner)).json();
    const mine = floor.orders.find((order: { _id: string }) => order._id === placed.order._id);
    expect(mine.amountToCollect).toBe(price() - 15);
    const today = indiaDay(new Date());
    const csv = await call(one, 'GET', `admin/cash/branches/${bengaluru}/days/${today}/export`, owner);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.body.split('\r\n')).toContain(`offer,${offer.code},,,,,,,,,,15,,,"1 order, 0 cancelled"`);
  });
});
