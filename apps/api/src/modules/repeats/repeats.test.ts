import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, indiaDay, REPEAT_MESSAGES, REPEAT_NOTICES, reminderDay } from '@padstore/domain';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.js';
import * as schema from '../../db/schema.js';
import type { SmsMessage } from '../sms/sms-provider.js';
import { createCustomer, createTestStore, customerId, demoProduct, newPhone, type TestStore } from '../../test/harness.js';
import { addStaffMember } from '../../test/staff.js';

type Headers = Record<string, string>;

const adminPhone = newPhone();
let store: TestStore;
let owner: Headers;
let second: FastifyInstance;
const sent: SmsMessage[] = [];

beforeAll(async () => {
  store = await createTestStore({ env: { ADMIN_PHONES: adminPhone } });
  owner = (await createCustomer(store, { phoneNumber: Number(adminPhone) })).headers;
  // A second instance of the store on the same database, as behind the load balancer.
  second = await buildApp({ config: store.config, database: store.database, sms: store.sms, logger: false });
  await second.ready();
  const send = store.sms.send.bind(store.sms);
  vi.spyOn(store.sms, 'send').mockImplementation(async (message) => {
    sent.push(message);
    await send(message);
  });
});
afterAll(async () => {
  await second.close();
  await store.close();
});

const today = indiaDay(new Date());
/** An instant on an India day at an India clock reading. */
const at = (day: string, clock: string) => new Date(`${day}T${clock}:00+05:30`);

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: object) =>
  store.app.inject({ method, url, headers, payload });

async function productId(name: string) {
  return (await demoProduct(store, name)).id;
}

/** A customer (registered in Bengaluru, 560001) with a repeat of two packs of Whisper Ultra Clean. */
async function customerWithRepeat(options: { firstDeliveryOn?: string; everyDays?: number; askFirst?: boolean; product?: string } = {}) {
  const customer = await createCustomer(store);
  const created = await call('POST', '/api/user/repeats', customer.headers, {
    items: [{ productId: await productId(options.product ?? 'Whisper Ultra Clean'), quantity: 2 }],
    everyDays: options.everyDays ?? 28,
    firstDeliveryOn: options.firstDeliveryOn ?? addDays(today, 10),
    ...(options.askFirst === undefined ? {} : { askFirst: options.askFirst }),
  });
  expect(created.statusCode, created.body).toBe(201);
  const repeat = created.json().repeat as { _id: string; nextDeliveryOn: string };
  return { ...customer, repeat, userId: await customerId(store, customer.headers) };
}

const repeatOf = async (headers: Headers, id: string) =>
  ((await call('GET', '/api/user/repeats', headers)).json().repeats as { _id: string; nextDeliveryOn: string; confirmed: boolean }[]).find(
    (repeat) => repeat._id === id,
  );
const ordersOf = (userId: string) => store.database.db.select().from(schema.orders).where(eq(schema.orders.userId, userId));
const notificationsOf = (userId: string) =>
  store.database.db.select().from(schema.notifications).where(eq(schema.notifications.userId, userId));
const runOf = async (repeatId: string, day: string) =>
  (
    await store.database.db
      .select()
      .from(schema.repeatRuns)
      .where(and(eq(schema.repeatRuns.repeatId, repeatId), eq(schema.repeatRuns.deliveryOn, day)))
  )[0];
const confirm = (headers: Headers, id: string) => call('PUT', `/api/user/repeats/${id}`, headers, { action: 'confirm' });

describe('setting up a repeat order', () => {
  it('sets one up and lists it with her address, the reminder day two days before and the total at today’s prices', async () => {
    const first = addDays(today, 10);
    const { headers, repeat } = await customerWithRepeat({ firstDeliveryOn: first });
    const listed = await repeatOf(headers, repeat._id);
    const price = (await demoProduct(store, 'Whisper Ultra Clean')).pricePaise / 100;
    expect(listed).toMatchObject({
      everyDays: 28,
      nextDeliveryOn: first,
      reminderOn: reminderDay(first),
      askFirst: true,
      confirmed: false,
      status: 'active',
      deliveryAddress: '12, Church Street, MG Road, Bengaluru, 560001',
      totalAmount: price * 2,
      items: [expect.objectContaining({ productName: 'Whisper Ultra Clean', quantity: 2, available: true })],
    });
  });

  it('refuses every bad request with 400 and a clear message', async () => {
    const { headers } = await createCustomer(store);
    const whisper = await productId('Whisper Ultra Clean');
    const good = { items: [{ productId: whisper, quantity: 1 }], everyDays: 28, firstDeliveryOn: addDays(today, 3) };
    const cases: [object, string][] = [
      [{ ...good, everyDays: 13 }, REPEAT_MESSAGES.everyDays],
      [{ ...good, everyDays: 61 }, REPEAT_MESSAGES.everyDays],
      [{ ...good, everyDays: 20.5 }, REPEAT_MESSAGES.everyDays],
      [{ ...good, firstDeliveryOn: addDays(today, -1) }, REPEAT_MESSAGES.datePast],
      [{ ...good, firstDeliveryOn: addDays(today, 61) }, REPEAT_MESSAGES.dateTooFar],
      [{ ...good, firstDeliveryOn: '2027-02-30' }, REPEAT_MESSAGES.dateInvalid],
      [{ ...good, items: [] }, REPEAT_MESSAGES.itemsEmpty],
      [{ ...good, items: [{ productId: '00000000-0000-4000-8000-000000000000', quantity: 1 }] }, REPEAT_MESSAGES.productUnavailable],
      [{ ...good, items: [{ productId: 'not-a-product', quantity: 1 }] }, REPEAT_MESSAGES.productUnavailable],
      [{ ...good, items: [good.items[0], good.items[0]] }, REPEAT_MESSAGES.sameProductTwice],
      [{ ...good, lastPeriodOn: addDays(today, -20) }, REPEAT_MESSAGES.noCycleData],
      [{ ...good, cycleLength: 28 }, REPEAT_MESSAGES.noCycleData],
      [{ ...good, items: [{ ...good.items[0], periodStart: today }] }, REPEAT_MESSAGES.noCycleData],
      [{ ...good, note: 'hello' }, `${REPEAT_MESSAGES.unknownField}: note`],
    ];
    for (const [payload, message] of cases) {
      const answer = await call('POST', '/api/user/repeats', headers, payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(answer.json().message, JSON.stringify(payload)).toBe(message);
    }
    // A hidden product is refused as an unknown one.
    const hidden = await productId('Sofy Antibacteria');
    await store.database.db.update(schema.products).set({ hidden: true }).where(eq(schema.products.id, hidden));
    const refused = await call('POST', '/api/user/repeats', headers, { ...good, items: [{ productId: hidden, quantity: 1 }] });
    await store.database.db.update(schema.products).set({ hidden: false }).where(eq(schema.products.id, hidden));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(REPEAT_MESSAGES.productUnavailable);
    // Today is fine, and 60 days ahead.
    expect((await call('POST', '/api/user/repeats', headers, { ...good, firstDeliveryOn: today })).statusCode).toBe(201);
    expect((await call('POST', '/api/user/repeats', headers, { ...good, firstDeliveryOn: addDays(today, 60) })).statusCode).toBe(201);
    // No repeat was stored for the refused ones.
    expect((await call('GET', '/api/user/repeats', headers)).json().repeats).toHaveLength(2);
  });

  it('a repeat set up twice with the same Idempotency-Key is one repeat order, answered the same', async () => {
    const { headers } = await createCustomer(store);
    const payload = {
      items: [{ productId: await productId('Whisper Ultra Clean'), quantity: 1 }],
      everyDays: 28,
      firstDeliveryOn: addDays(today, 5),
    };
    const keyed = { ...headers, 'idempotency-key': 'repeat-tap-1' };
    const first = await call('POST', '/api/user/repeats', keyed, payload);
    const again = await call('POST', '/api/user/repeats', keyed, payload);
    expect(first.statusCode, first.body).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect((await call('GET', '/api/user/repeats', headers)).json().repeats).toHaveLength(1);
    // A double tap whose two requests arrive together: still one.
    const both = await Promise.all(
      [1, 2].map(() => call('POST', '/api/user/repeats', { ...headers, 'idempotency-key': 'repeat-tap-2' }, payload)),
    );
    expect(both.map((answer) => answer.statusCode)).toEqual([201, 201]);
    expect(both[0]!.json().repeat._id).toBe(both[1]!.json().repeat._id);
    expect((await call('GET', '/api/user/repeats', headers)).json().repeats).toHaveLength(2);
    // Another customer's key of the same spelling is hers alone.
    const other = await createCustomer(store);
    const hers = await call('POST', '/api/user/repeats', { ...other.headers, 'idempotency-key': 'repeat-tap-1' }, payload);
    expect(hers.json().repeat._id).not.toBe(first.json().repeat._id);
    // Without a key, each request is a repeat of its own.
    await call('POST', '/api/user/repeats', headers, payload);
    await call('POST', '/api/user/repeats', headers, payload);
    expect((await call('GET', '/api/user/repeats', headers)).json().repeats).toHaveLength(4);
  });

  it('refuses the same in a change, and an empty change', async () => {
    const { headers, repeat } = await customerWithRepeat();
    const url = `/api/user/repeats/${repeat._id}`;
    const cases: [object, string][] = [
      [{}, REPEAT_MESSAGES.nothingToChange],
      [{ everyDays: 70 }, REPEAT_MESSAGES.everyDays],
      [{ nextDeliveryOn: addDays(today, -3) }, REPEAT_MESSAGES.datePast],
      [{ nextDeliveryOn: addDays(today, 90) }, REPEAT_MESSAGES.dateTooFar],
      [{ items: [] }, REPEAT_MESSAGES.itemsEmpty],
      [{ action: 'later' }, 'Invalid option: expected one of "skip"|"pause"|"resume"|"confirm"'],
      [{ cycleDays: 30 }, REPEAT_MESSAGES.noCycleData],
    ];
    for (const [payload, message] of cases) {
      const answer = await call('PUT', url, headers, payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(answer.json().message, JSON.stringify(payload)).toBe(message);
    }
    expect((await call('PUT', '/api/user/repeats/not-an-id', headers, { action: 'skip' })).statusCode).toBe(400);
  });

  it("answers 404 for another customer's repeat, to change it or stop it", async () => {
    const asha = await customerWithRepeat();
    const other = await createCustomer(store);
    const url = `/api/user/repeats/${asha.repeat._id}`;
    expect((await call('PUT', url, other.headers, { action: 'skip' })).statusCode).toBe(404);
    expect((await call('DELETE', url, other.headers)).statusCode).toBe(404);
    expect((await call('GET', '/api/user/repeats', other.headers)).json().repeats).toEqual([]);
    expect((await repeatOf(asha.headers, asha.repeat._id))?.nextDeliveryOn).toBe(asha.repeat.nextDeliveryOn);
    expect((await call('GET', '/api/user/repeats', {})).statusCode).toBe(401);
  });

  it('skips, moves, pauses, resumes, confirms, changes and stops, each at once', async () => {
    const first = addDays(today, 10);
    const { headers, repeat } = await customerWithRepeat({ firstDeliveryOn: first });
    const url = `/api/user/repeats/${repeat._id}`;
    const put = async (payload: object) => {
      const answer = await call('PUT', url, headers, payload);
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json().repeat;
    };
    expect((await put({ action: 'skip' })).nextDeliveryOn).toBe(addDays(first, 28));
    expect((await put({ nextDeliveryOn: addDays(today, 5) })).nextDeliveryOn).toBe(addDays(today, 5));
    expect(await put({ action: 'confirm' })).toMatchObject({ confirmed: true });
    expect(await put({ action: 'pause' })).toMatchObject({ status: 'paused' });
    expect((await call('PUT', url, headers, { action: 'confirm' })).statusCode).toBe(409);
    expect(await put({ action: 'resume' })).toMatchObject({ status: 'active', nextDeliveryOn: addDays(today, 5) });
    const changed = await put({
      everyDays: 35,
      askFirst: false,
      items: [{ productId: await productId('Stayfree Secure Dry'), quantity: 3 }],
    });
    expect(changed).toMatchObject({
      everyDays: 35,
      askFirst: false,
      confirmed: true,
      items: [expect.objectContaining({ productName: 'Stayfree Secure Dry', quantity: 3 })],
    });
    // Moved to tomorrow: she has just chosen it, so it counts as confirmed (no reminder would come first).
    expect(await put({ askFirst: true, nextDeliveryOn: addDays(today, 1) })).toMatchObject({ confirmed: true });
    const stopped = await call('DELETE', url, headers);
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json().message).toBe(REPEAT_MESSAGES.stopped);
    expect(await repeatOf(headers, repeat._id)).toBeUndefined();
    expect((await call('PUT', url, headers, { action: 'resume' })).statusCode).toBe(404);
  });
});

describe('the scheduler', () => {
  it('reminds her two days before, once, by notification and by an SMS that says "your order" and nothing of why', async () => {
    const first = addDays(today, 12);
    const asha = await customerWithRepeat({ firstDeliveryOn: first });
    await store.app.repeats.run(at(addDays(first, -3), '09:00'));
    expect(await notificationsOf(asha.userId)).toEqual(
      expect.not.arrayContaining([expect.objectContaining({ repeatId: asha.repeat._id })]),
    );
    sent.length = 0;
    await store.app.repeats.run(at(reminderDay(first), '00:05'));
    await second.repeats.run(at(reminderDay(first), '09:00'));
    const reminders = (await notificationsOf(asha.userId)).filter((row) => row.repeatId === asha.repeat._id);
    expect(reminders).toHaveLength(1);
    expect(reminders[0]).toMatchObject({ title: REPEAT_NOTICES.reminderTitle, repeatAction: 'confirm' });
    expect(reminders[0]!.message).toContain('2 × Whisper Ultra Clean');
    const texts = sent.filter((message) => message.phone === asha.phoneNumber);
    expect(texts).toHaveLength(1);
    expect(texts[0]!.template.name).toBe('repeatReminder');
    expect(texts[0]!.text).toMatch(/^Your Pad Store order of Rs [\d.]+ comes on \d+ \w+\. Open the app to confirm, skip or change it\.$/);
    // What it is and what it is for stay in the app: no product, no period, no cycle.
    expect(texts[0]!.text).not.toMatch(/whisper|period|cycle|sanitary/i);
    // The web offers Confirm, Skip and Change beside it.
    const listed = (await call('GET', '/api/user/notification/getUnreadNotification', asha.headers)).json().notifications;
    expect(listed).toEqual(expect.arrayContaining([expect.objectContaining({ repeatId: asha.repeat._id, repeatAction: 'confirm' })]));
  });

  it('places a confirmed repeat at 08:00 on its day exactly once, with two instances racing', async () => {
    const first = addDays(today, 4);
    const asha = await customerWithRepeat({ firstDeliveryOn: first });
    expect((await confirm(asha.headers, asha.repeat._id)).statusCode).toBe(200);
    await Promise.all([store.app.repeats.run(at(first, '07:59')), second.repeats.run(at(first, '07:59'))]);
    expect(await ordersOf(asha.userId)).toEqual([]);
    await Promise.all([
      store.app.repeats.run(at(first, '08:00')),
      second.repeats.run(at(first, '08:00')),
      store.app.repeats.run(at(first, '08:00')),
    ]);
    await second.repeats.run(at(first, '08:01'));
    const placed = await ordersOf(asha.userId);
    expect(placed).toHaveLength(1);
    expect(placed[0]).toMatchObject({
      repeatId: asha.repeat._id,
      deliveryType: 'same_day',
      paymentMethod: 'Cash on Delivery',
      pinCode: '560001',
      street: 'Church Street',
      discreetPackaging: true,
      status: 'placed',
    });
    expect(await runOf(asha.repeat._id, first)).toMatchObject({ outcome: 'placed', orderId: placed[0]!.id });
    expect((await repeatOf(asha.headers, asha.repeat._id))?.nextDeliveryOn).toBe(addDays(first, 28));
    // Marked as a repeat for her and for the console.
    const mine = (await call('GET', '/api/user/orders', asha.headers)).json().orders;
    expect(mine[0]).toMatchObject({ repeat: true });
    const console = (await call('GET', `/api/admin/orders?q=${placed[0]!.orderNumber}`, owner)).json().orders;
    expect(console[0]).toMatchObject({ repeat: true });
  });

  it('places an opted-in repeat without asking, once, with two instances racing', async () => {
    const first = addDays(today, 5);
    const asha = await customerWithRepeat({ firstDeliveryOn: first, askFirst: false });
    await Promise.all([store.app.repeats.run(at(first, '08:00')), second.repeats.run(at(first, '08:00'))]);
    expect(await ordersOf(asha.userId)).toHaveLength(1);
  });

  it('announces the stock an order it placed took: the listing shows it at once', async () => {
    const first = addDays(today, 13);
    const asha = await customerWithRepeat({ firstDeliveryOn: first, askFirst: false });
    const whisper = await productId('Whisper Ultra Clean');
    const listed = async () => {
      const answer = await store.app.inject({ url: '/api/user/Product/getAllProducts?brand=whisper&limit=50' });
      return (answer.json().products as { _id: string; availableProductQuantity: number }[]).find((product) => product._id === whisper)!
        .availableProductQuantity;
    };
    const before = await listed();
    await store.app.repeats.run(at(first, '08:00'));
    expect(await ordersOf(asha.userId)).toHaveLength(1);
    const held = await store.database.db
      .select({ quantity: schema.branchStock.quantity })
      .from(schema.branchStock)
      .innerJoin(schema.branches, eq(schema.branches.id, schema.branchStock.branchId))
      .where(and(eq(schema.branchStock.productId, whisper), eq(schema.branches.active, true)));
    const now = held.reduce((sum, row) => sum + row.quantity, 0);
    expect(now).toBeLessThan(before);
    expect(await listed()).toBe(now);
  });

  it('skips an unconfirmed one at 08:00 and tells her, with Order now', async () => {
    const first = addDays(today, 6);
    const asha = await customerWithRepeat({ firstDeliveryOn: first });
    await Promise.all([store.app.repeats.run(at(first, '08:00')), second.repeats.run(at(first, '08:00'))]);
    expect(await ordersOf(asha.userId)).toEqual([]);
    expect(await runOf(asha.repeat._id, first)).toMatchObject({ outcome: 'skipped' });
    const told = (await notificationsOf(asha.userId)).filter((row) => row.repeatAction === 'order-now');
    expect(told).toHaveLength(1);
    expect(told[0]!.message).toContain(REPEAT_NOTICES.notConfirmed);
    expect((await repeatOf(asha.headers, asha.repeat._id))?.nextDeliveryOn).toBe(addDays(first, 28));
  });

  it('tells her why it was not placed and moves on: pin code not served, out of stock, a product no longer sold', async () => {
    const first = addDays(today, 7);
    const notServed = await customerWithRepeat({ firstDeliveryOn: first, askFirst: false });
    await store.database.db.update(schema.users).set({ pinCode: '110001' }).where(eq(schema.users.id, notServed.userId));
    const noStock = await customerWithRepeat({ firstDeliveryOn: first, askFirst: false, product: 'Stayfree Secure Dry' });
    const stayfree = await productId('Stayfree Secure Dry');
    const hidden = await customerWithRepeat({ firstDeliveryOn: first, askFirst: false, product: 'Sofy Antibacteria' });
    const sofy = await productId('Sofy Antibacteria');
    const stockBefore = await store.database.db.select().from(schema.branchStock).where(eq(schema.branchStock.productId, stayfree));
    await store.database.db.update(schema.branchStock).set({ quantity: 0 }).where(eq(schema.branchStock.productId, stayfree));
    await store.database.db.update(schema.products).set({ hidden: true }).where(eq(schema.products.id, sofy));
    try {
      await Promise.all([store.app.repeats.run(at(first, '08:00')), second.repeats.run(at(first, '08:00'))]);
    } finally {
      for (const row of stockBefore)
        await store.database.db
          .update(schema.branchStock)
          .set({ quantity: row.quantity })
          .where(and(eq(schema.branchStock.branchId, row.branchId), eq(schema.branchStock.productId, row.productId)));
      await store.database.db.update(schema.products).set({ hidden: false }).where(eq(schema.products.id, sofy));
    }
    for (const [customer, reason] of [
      [notServed, 'pinCodeNotServed'],
      [noStock, 'outOfStock'],
      [hidden, 'productHidden'],
    ] as const) {
      expect(await ordersOf(customer.userId), reason).toEqual([]);
      expect(await runOf(customer.repeat._id, first), reason).toMatchObject({ outcome: 'failed', reason });
      const told = (await notificationsOf(customer.userId)).filter((row) => row.repeatAction === 'order-now');
      expect(told, reason).toHaveLength(1);
      expect(told[0]!.message).toContain(REPEAT_NOTICES.refusal[reason]);
      expect((await repeatOf(customer.headers, customer.repeat._id))?.nextDeliveryOn).toBe(addDays(first, 28));
    }
  });

  it('places the day’s order when the store starts after 08:00, and tells her of a day that passed while it was down', async () => {
    const first = addDays(today, 8);
    const late = await customerWithRepeat({ firstDeliveryOn: first, askFirst: false });
    await store.app.repeats.run(at(first, '15:30'));
    expect(await ordersOf(late.userId)).toHaveLength(1);

    const second_ = addDays(today, 9);
    const missed = await customerWithRepeat({ firstDeliveryOn: second_, askFirst: false });
    await second.repeats.run(at(addDays(second_, 1), '09:00'));
    expect(await ordersOf(missed.userId)).toEqual([]);
    expect(await runOf(missed.repeat._id, second_)).toMatchObject({ outcome: 'missed' });
    const told = (await notificationsOf(missed.userId)).filter((row) => row.repeatAction === 'order-now');
    expect(told).toHaveLength(1);
    expect(told[0]!.message).toContain(REPEAT_NOTICES.missed);
    expect((await repeatOf(missed.headers, missed.repeat._id))?.nextDeliveryOn).toBe(addDays(second_, 28));
  });

  it('stops the repeats of a deleted account', async () => {
    const first = addDays(today, 11);
    const asha = await customerWithRepeat({ firstDeliveryOn: first, askFirst: false });
    expect((await call('POST', '/api/user/account/deletion-code', asha.headers)).statusCode).toBe(200);
    const deleted = await call('DELETE', '/api/user/account', asha.headers, { otp: store.sms.lastCode(asha.phoneNumber) });
    expect(deleted.statusCode, deleted.body).toBe(200);
    await store.app.repeats.run(at(reminderDay(first), '09:00'));
    await store.app.repeats.run(at(first, '08:00'));
    expect(await ordersOf(asha.userId)).toEqual([]);
    const [row] = await store.database.db.select().from(schema.repeats).where(eq(schema.repeats.id, asha.repeat._id));
    expect(row?.status).toBe('stopped');
    expect(await runOf(asha.repeat._id, first)).toBeUndefined();
  });

  it('runs as if the clock read `now` through the development endpoint, which another machine cannot reach', async () => {
    const first = addDays(today, 13);
    const asha = await customerWithRepeat({ firstDeliveryOn: first, askFirst: false });
    const run = await store.app.inject({ method: 'POST', url: '/api/dev/run-repeats', payload: { now: at(first, '08:00').toISOString() } });
    expect(run.statusCode).toBe(200);
    expect(run.json().placed).toBeGreaterThanOrEqual(1);
    expect(await ordersOf(asha.userId)).toHaveLength(1);
    const proxied = await store.app.inject({
      method: 'POST',
      url: '/api/dev/run-repeats',
      headers: { 'x-forwarded-for': '203.0.113.9' },
      payload: { now: at(first, '08:00').toISOString() },
    });
    expect(proxied.statusCode).toBe(404);
    const remote = await store.app.inject({
      method: 'POST',
      url: '/api/dev/run-repeats',
      remoteAddress: '203.0.113.9',
      payload: { now: at(first, '08:00').toISOString() },
    });
    expect(remote.statusCode).toBe(404);
  });
});

describe('her data and the shop', () => {
  it('lists her repeats in the export of her data, and holds no cycle data', async () => {
    const asha = await customerWithRepeat();
    const exported = await call('GET', '/api/user/export', asha.headers);
    expect(exported.statusCode).toBe(200);
    const data = exported.json();
    expect(data.repeats).toEqual([
      expect.objectContaining({
        id: asha.repeat._id,
        everyDays: 28,
        nextDeliveryOn: asha.repeat.nextDeliveryOn,
        askFirst: true,
        status: 'active',
      }),
    ]);
    expect(data.repeats[0].items).toEqual([expect.objectContaining({ productName: 'Whisper Ultra Clean', quantity: 2 })]);
    expect(exported.body).not.toMatch(/period|cycle|menstru/i);
    // Nor does the database have a column for it.
    const columns = [schema.repeats, schema.repeatItems, schema.repeatRuns].flatMap((table) => Object.keys(table));
    expect(columns.join(' ')).not.toMatch(/period|cycle/i);
  });

  it("shows a branch's manager the packs due tomorrow and in the next seven days, and the dashboard's counts", async () => {
    const tomorrow = addDays(today, 1);
    const [serving] = await store.database.db
      .select({ branchId: schema.branchPinCodes.branchId })
      .from(schema.branchPinCodes)
      .where(eq(schema.branchPinCodes.pinCode, '560001'));
    const koramangala = serving!.branchId;
    const before = (await call('GET', `/api/admin/repeats/branches/${koramangala}`, owner)).json();
    const soon = await customerWithRepeat({ firstDeliveryOn: tomorrow });
    const later = await customerWithRepeat({ firstDeliveryOn: addDays(today, 6) });
    expect(soon.repeat && later.repeat).toBeTruthy();
    const demand = await call('GET', `/api/admin/repeats/branches/${koramangala}`, owner);
    expect(demand.statusCode, demand.body).toBe(200);
    const packsOf = (lines: { productName: string; packs: number }[]) =>
      lines.find((line) => line.productName === 'Whisper Ultra Clean')?.packs ?? 0;
    expect(demand.json().tomorrow).toBe(tomorrow);
    expect(packsOf(demand.json().tomorrowPacks) - packsOf(before.tomorrowPacks)).toBe(2);
    expect(packsOf(demand.json().nextSevenDaysPacks) - packsOf(before.nextSevenDaysPacks)).toBe(4);

    const manager = await addStaffMember(store, owner, 'manager', [koramangala]);
    expect((await call('GET', `/api/admin/repeats/branches/${koramangala}`, manager.headers)).statusCode).toBe(200);
    const otherBranch = (await store.database.db.select().from(schema.branches)).find((branch) => branch.id !== koramangala)!;
    expect((await call('GET', `/api/admin/repeats/branches/${otherBranch.id}`, manager.headers)).statusCode).toBe(404);
    const packer = await addStaffMember(store, owner, 'packer', [koramangala]);
    expect((await call('GET', `/api/admin/repeats/branches/${koramangala}`, packer.headers)).statusCode).toBe(403);

    // Today's due ones, by what became of them: one set for today is confirmed as she sets it up, and placed.
    const before_ = (await call('GET', '/api/admin/dashboard', owner)).json().repeats;
    const now = await customerWithRepeat({ firstDeliveryOn: today });
    await store.app.repeats.run(at(today, '08:00'));
    expect(await ordersOf(now.userId)).toHaveLength(1);
    const dashboard = (await call('GET', '/api/admin/dashboard', owner)).json().repeats;
    expect(dashboard.active).toBeGreaterThanOrEqual(3);
    expect(dashboard.dueToday.placed - before_.dueToday.placed).toBe(1);
    expect(Object.keys(dashboard.dueToday).sort()).toEqual(['failed', 'missed', 'placed', 'skipped']);
  });
});
