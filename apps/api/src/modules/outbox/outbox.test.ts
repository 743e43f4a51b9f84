import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.js';
import { branchStock, orders, outboxMessages, users } from '../../db/schema.js';
import { createCustomer, customerId, demoProduct, newPhone, type TestStore } from '../../test/harness.js';
import { openTwoStores, type TwoStores } from '../../test/two-stores.js';
import { buyNow } from '../../test/staff.js';
import type { ChannelSender, OutboxMessage, SendOutcome } from './outbox-message.js';
import { writeOutbox } from './outbox-writer.js';
import { tellOfStatus } from '../orders/order-transitions.js';
import { backOff, GIVE_UP_AFTER_MS, OutboxWorker, SEND_LEASE_MS } from './outbox-worker.js';

/**
 * The outbox on two instances of the store on one database (PGlite by default, PostgreSQL with
 * TEST_DATABASE_URL): her messages written with the order, each sent once however many workers run,
 * tried again later when a channel fails, and given up after a day.
 */
type Headers = Record<string, string>;
const METRICS_TOKEN = 'outbox-metrics-token-0123456789';
let stores: TwoStores;
let database: DatabaseHandle;
let one: TestStore;
let other: TestStore;
let she: Headers;
let herId: string;
let herPhone: string;
let productId: string;

/** What the stand-in push service was asked, and what it answers next. */
const sent: OutboxMessage[] = [];
let answer: SendOutcome = { outcome: 'sent' };
const pushSender: ChannelSender = async (_db, message) => {
  // A send takes a moment, as a real one does, so that two workers overlap.
  await new Promise((resolve) => setTimeout(resolve, 5));
  sent.push(message);
  return answer;
};

beforeAll(async () => {
  stores = await openTwoStores(newPhone(), { METRICS_TOKEN }, { outboxSenders: { push: pushSender } });
  ({ one, other, database } = stores);
  const customer = await createCustomer(one);
  she = customer.headers;
  herPhone = customer.phoneNumber;
  herId = await customerId(one, she);
  const product = await demoProduct(one, 'Stayfree Secure Cottony');
  productId = product.id;
  await database.db.update(branchStock).set({ quantity: 1000 }).where(eq(branchStock.productId, productId));
}, 60_000);
afterAll(async () => {
  await stores.close();
});
beforeEach(async () => {
  sent.length = 0;
  answer = { outcome: 'sent' };
  await database.db.delete(outboxMessages).where(eq(outboxMessages.customerId, herId));
});

const hers = () => database.db.select().from(outboxMessages).where(eq(outboxMessages.customerId, herId));

async function writeMessages(count: number, at = new Date()) {
  await database.db.transaction(async (tx) => {
    for (let index = 0; index < count; index += 1) {
      await writeOutbox(
        tx,
        { eventId: `test:${index}`, customerId: herId, kind: 'delivered', variables: { orderNumber: `T${index}` } },
        at,
      );
    }
  });
}

describe('writing her messages', () => {
  it('writes her push message in the transaction that places the order, in her language, and WhatsApp only once she said yes', async () => {
    const order = await buyNow(one, she, productId);
    const [message, ...more] = await hers();
    expect(more).toEqual([]);
    expect(message).toMatchObject({
      eventId: `order:${order._id}:placed`,
      channel: 'push',
      kind: 'order_placed',
      orderId: order._id,
      language: 'en',
      variables: { orderNumber: order.orderNumber },
      state: 'pending',
      attempts: 0,
    });

    const yes = await one.app.inject({
      method: 'PUT',
      url: '/api/user/notification-settings',
      headers: she,
      payload: { whatsappConsent: true },
    });
    expect(yes.statusCode).toBe(200);
    const second = await buyNow(one, she, productId);
    const channels = (await hers()).filter((row) => row.orderId === second._id).map((row) => row.channel);
    expect(channels.sort()).toEqual(['push', 'whatsapp']);
    await one.app.inject({ method: 'PUT', url: '/api/user/notification-settings', headers: she, payload: { whatsappConsent: false } });
  });

  it('keeps one message per event and channel however often the event is written', async () => {
    await writeMessages(1);
    await writeMessages(1);
    expect(await hers()).toHaveLength(1);
  });

  it('writes nothing when the transaction that caused it is rolled back', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await writeOutbox(tx, { eventId: 'test:rolled-back', customerId: herId, kind: 'cancelled', variables: { orderNumber: 'T1' } });
        throw new Error('the order was refused');
      }),
    ).rejects.toThrow('the order was refused');
    expect(await hers()).toEqual([]);
  });
});

describe('the out for delivery message', () => {
  // 3:50 PM in India on 25 Nov 2026.
  const now = new Date('2026-11-25T10:20:00Z');
  async function outForDelivery(promisedTo: Date, deliveryType: 'express' | 'same_day' | 'next_day') {
    const placed = await buyNow(one, she, productId);
    await database.db.delete(outboxMessages).where(eq(outboxMessages.customerId, herId));
    const [order] = await database.db.select().from(orders).where(eq(orders.id, placed._id));
    await database.db.transaction((tx) => tellOfStatus(tx, { ...order!, promisedTo, deliveryType }, 'out_for_delivery', 'Ravi', now));
    const [message] = await hers();
    return message!.variables;
  }
  const inHindi = (yes: boolean) =>
    database.db
      .update(users)
      .set({ language: yes ? 'hi' : 'en' })
      .where(eq(users.id, herId));

  it('says the arrival as every page says it, in her language, never a bare clock', async () => {
    try {
      // Same day by 9 PM; an express order by 4:40 PM, within the hour; next day by 9 PM.
      expect((await outForDelivery(new Date('2026-11-25T15:30:00Z'), 'same_day')).arrival).toBe('today by 9 PM');
      expect(await outForDelivery(new Date('2026-11-25T11:10:00Z'), 'express')).toMatchObject({ rider: 'Ravi', arrival: 'by 4:40 PM' });
      expect((await outForDelivery(new Date('2026-11-26T15:30:00Z'), 'next_day')).arrival).toBe('tomorrow by 9 PM');
      await inHindi(true);
      expect((await outForDelivery(new Date('2026-11-25T15:30:00Z'), 'same_day')).arrival).toBe('आज रात 9 बजे तक');
      expect((await outForDelivery(new Date('2026-11-25T11:10:00Z'), 'express')).arrival).toBe('शाम 4:40 तक');
    } finally {
      await inHindi(false);
    }
  });
});

describe('sending them', () => {
  it('sends each message exactly once while both instances run their workers at once', async () => {
    await writeMessages(45);
    const runs = await Promise.all([one.app.outbox.drain(), other.app.outbox.drain(), one.app.outbox.drain(), other.app.outbox.drain()]);
    expect(runs.reduce((sum, tried) => sum + tried, 0)).toBe(45);
    const events = sent.map((message) => message.eventId);
    expect(events).toHaveLength(45);
    expect(new Set(events).size).toBe(45);
    const rows = await hers();
    expect(rows.every((row) => row.state === 'sent' && row.sentAt && row.attempts === 1)).toBe(true);
    // Nothing is left for a later run.
    expect(await one.app.outbox.drain()).toBe(0);
  });

  it('tries a failed message again after 30 seconds, then a minute, then two, and not before', async () => {
    answer = { outcome: 'retry', reason: 'the push service answered 503' };
    const start = new Date();
    await writeMessages(1, start);
    const at = (ms: number) => () => new Date(start.getTime() + ms);
    expect(await one.app.outbox.drain(at(0))).toBe(1);
    let [row] = await hers();
    expect(row!.attempts).toBe(1);
    expect(row!.nextTryAt.getTime()).toBe(start.getTime() + backOff(1));
    expect(row!.lastError).toBe('the push service answered 503');
    expect(await other.app.outbox.drain(at(29_000))).toBe(0);
    expect(await other.app.outbox.drain(at(30_000))).toBe(1);
    [row] = await hers();
    expect(row!.nextTryAt.getTime()).toBe(start.getTime() + 30_000 + 60_000);
    expect(await one.app.outbox.drain(at(89_000))).toBe(0);
    answer = { outcome: 'sent' };
    expect(await one.app.outbox.drain(at(90_000))).toBe(1);
    [row] = await hers();
    expect(row).toMatchObject({ state: 'sent', attempts: 3, lastError: null });
    expect([backOff(1), backOff(2), backOff(3), backOff(30)]).toEqual([30_000, 60_000, 120_000, 3_600_000]);
  });

  it('gives a message up after a day of failures, counts it and logs it with her phone masked', async () => {
    answer = { outcome: 'retry', reason: `refused for 91${herPhone}` };
    const written = new Date(Date.now() - GIVE_UP_AFTER_MS - 60_000);
    await writeMessages(1, written);
    const logged: { line: Record<string, unknown>; text: string }[] = [];
    const log = { warn: (line: Record<string, unknown>, text: string) => logged.push({ line, text }) } as never;
    const outcomes: string[] = [];
    const worker = new OutboxWorker({
      db: database.db,
      senders: { push: pushSender },
      log,
      onOutcome: (_, outcome) => outcomes.push(outcome),
    });
    expect(await worker.drain()).toBe(1);
    const [row] = await hers();
    expect(row).toMatchObject({ state: 'given_up', attempts: 1 });
    expect(row!.givenUpAt).toBeInstanceOf(Date);
    expect(row!.lastError).not.toContain(herPhone);
    expect(outcomes).toEqual(['given_up']);
    expect(logged).toHaveLength(1);
    expect(logged[0]!.line.phone).toBe(`******${herPhone.slice(-4)}`);
    expect(JSON.stringify(logged)).not.toContain(herPhone);
    expect(await worker.drain()).toBe(0);

    // The store's own worker counts its outcomes by channel for Prometheus.
    await database.db.transaction((tx) =>
      writeOutbox(tx, { eventId: 'test:again', customerId: herId, kind: 'delivered', variables: { orderNumber: 'T2' } }, written),
    );
    await one.app.outbox.drain();
    const metrics = await one.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(metrics.body).toContain('padstore_outbox_messages_total{channel="push",outcome="given_up"} 1');
    expect(metrics.body).toContain('padstore_outbox_messages_total{channel="whatsapp",outcome="sent"} 0');
  });

  it('marks a message gone when its channel says she cannot be reached, or has no sender, and never tries it again', async () => {
    answer = { outcome: 'gone', reason: 'no push subscription', because: 'no_device' };
    await writeMessages(1);
    await database.db.transaction((tx) =>
      writeOutbox(tx, { eventId: 'test:sms', customerId: herId, kind: 'delivered', variables: { orderNumber: 'T1' } }),
    );
    await database.db.update(outboxMessages).set({ channel: 'sms' }).where(eq(outboxMessages.eventId, 'test:sms'));
    expect(await one.app.outbox.drain()).toBe(2);
    const rows = await hers();
    expect(rows.map((row) => [row.channel, row.state, row.lastError, row.goneBecause]).sort()).toEqual([
      ['push', 'gone', 'no push subscription', 'no_device'],
      ['sms', 'gone', 'no sender for sms', 'no_sender'],
    ]);
    expect(await one.app.outbox.drain()).toBe(0);
  });

  it('takes again a message whose worker stopped while sending, once its lease is over, and sends it once', async () => {
    await writeMessages(1);
    const start = new Date();
    // A worker takes it and dies before it can send or record anything.
    const taken = await new OutboxWorker({ db: database.db, senders: {}, log: console as never }).take(start);
    expect(taken).toHaveLength(1);
    expect(await other.app.outbox.drain(() => new Date(start.getTime() + SEND_LEASE_MS - 1000))).toBe(0);
    expect(await other.app.outbox.drain(() => new Date(start.getTime() + SEND_LEASE_MS + 1000))).toBe(1);
    expect(sent).toHaveLength(1);
    const [row] = await hers();
    expect(row).toMatchObject({ state: 'sent', attempts: 2 });
  });

  it('sends nothing once her account is gone', async () => {
    await writeMessages(1);
    await database.db.delete(outboxMessages).where(inArray(outboxMessages.customerId, [herId]));
    expect(await one.app.outbox.drain()).toBe(0);
    expect((await database.db.select().from(users).where(eq(users.id, herId))).length).toBe(1);
  });
});
