import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_MESSAGES_PAGE_SIZE, type CustomerMessagesAnswer } from '@padstore/domain';
import { notifications, outboxMessages } from '../../db/schema.js';
import { createCustomer, createTestStore, customerId, demoProduct, newPhone, type TestStore } from '../../test/harness.js';
import { addStaffMember, branchIdOf, buyNow, type Headers } from '../../test/staff.js';
import { writeOutbox } from './outbox-writer.js';
import { OutboxWorker } from './outbox-worker.js';
import type { ChannelSender, SendOutcome } from './outbox-message.js';

/**
 * The console's view of what the shop sent a customer (GET /api/admin/customers/{id}/messages): each
 * message with when, which event, which channel and how it went, newest first and a page at a time,
 * never the words (so never a code); for owners, and for managers of a branch she ordered from.
 */
let store: TestStore;
let owner: Headers;
let she: Headers;
let herId: string;
let productId: string;
let bengaluruManager: Headers;
let mumbaiManager: Headers;

beforeAll(async () => {
  const ownerPhone = newPhone();
  store = await createTestStore({ env: { ADMIN_PHONES: ownerPhone } });
  owner = (await createCustomer(store, { phoneNumber: Number(ownerPhone) })).headers;
  she = (await createCustomer(store)).headers;
  herId = await customerId(store, she);
  productId = (await demoProduct(store, 'Stayfree Secure Cottony')).id;
  bengaluruManager = (await addStaffMember(store, owner, 'manager', [await branchIdOf(store, 'Bengaluru Central')])).headers;
  const mumbai = (await store.app.inject({ url: '/api/admin/branches', headers: owner })).json().branches as {
    _id: string;
    name: string;
  }[];
  const other = mumbai.find((branch) => branch.name !== 'Bengaluru Central')!;
  mumbaiManager = (await addStaffMember(store, owner, 'manager', [other._id])).headers;
}, 60_000);
afterAll(() => store.close());

const messagesOf = async (id: string, headers: Headers, before?: string) =>
  store.app.inject({
    url: `/api/admin/customers/${id}/messages${before ? `?before=${encodeURIComponent(before)}` : ''}`,
    headers,
  });

/** The worker of a test, its channels answering as told. */
const workerAnswering = (answers: Partial<Record<'push' | 'whatsapp', SendOutcome>>) => {
  const sender =
    (channel: 'push' | 'whatsapp'): ChannelSender =>
    async () =>
      answers[channel] ?? { outcome: 'sent' };
  return new OutboxWorker({
    db: store.database.db,
    senders: { push: sender('push'), whatsapp: sender('whatsapp') },
    log: console as never,
  });
};

describe('GET /api/admin/customers/{id}/messages', () => {
  it('says for each message when, which event, which channel and how it went, newest first, and never its words', async () => {
    const order = await buyNow(store, she, productId);
    const db = store.database.db;
    // Her order's push message placed and sent; a refund whose push failed once; a delivered one given up;
    // a WhatsApp message skipped because she took her yes back.
    await workerAnswering({}).drain();
    const inAMinute = new Date(Date.now() + 60_000);
    await db.transaction(async (tx) => {
      await writeOutbox(
        tx,
        {
          eventId: `test:${order._id}:refund`,
          customerId: herId,
          kind: 'refund',
          orderId: order._id,
          variables: { amount: '9', orderNumber: order.orderNumber },
        },
        inAMinute,
      );
    });
    await workerAnswering({ push: { outcome: 'retry', reason: 'the push service answered 503' } }).drain(() => inAMinute);
    await db.insert(outboxMessages).values({
      eventId: `test:${order._id}:whatsapp`,
      customerId: herId,
      channel: 'whatsapp',
      kind: 'delivered',
      orderId: order._id,
      language: 'en',
      variables: { orderNumber: order.orderNumber },
      state: 'gone',
      goneBecause: 'no_consent',
      lastError: 'she has not said yes to WhatsApp',
      createdAt: new Date(Date.now() + 120_000),
    });

    const answer = await messagesOf(herId, owner);
    expect(answer.statusCode).toBe(200);
    const page = answer.json() as CustomerMessagesAnswer;
    expect(page.customer).toEqual({ _id: herId, fullName: expect.any(String) });
    expect(page.older).toBeNull();
    const said = page.messages.map((message) => [message.channel, message.event ?? message.title, message.outcome, message.attempts]);
    expect(said.slice(0, 2)).toEqual([
      ['whatsapp', 'delivered', 'skipped', 0],
      ['push', 'refund', 'retrying', 1],
    ]);
    // Written in one transaction with the order, within the same millisecond: either may be first.
    expect(said.slice(2)).toEqual(
      expect.arrayContaining([
        ['push', 'order_placed', 'sent', 1],
        ['in_app', 'Order placed', 'unread', 0],
      ]),
    );
    expect(said).toHaveLength(4);
    const [skipped, retrying] = page.messages;
    const sent = page.messages.find((message) => message.channel === 'push' && message.event === 'order_placed');
    const inApp = page.messages.find((message) => message.channel === 'in_app');
    expect(skipped).toMatchObject({ skippedBecause: 'no_consent', sentAt: null, nextTryAt: null, orderId: order._id });
    expect(retrying!.nextTryAt).toBe(new Date(inAMinute.getTime() + 30_000).toISOString());
    expect(sent!.sentAt).not.toBeNull();
    expect(inApp).toMatchObject({ orderId: order._id, skippedBecause: null });
    // The words she read are hers: the console has the heading, never the message under it.
    const [notification] = await db.select().from(notifications).where(eq(notifications.userId, herId));
    expect(answer.body).not.toContain(notification!.message);
    expect(answer.body).not.toContain('variables');
    expect(answer.body).not.toContain('last_error');
    expect(answer.body).not.toContain('503');

    // Read, the in-app one says so.
    await db.update(notifications).set({ read: true }).where(eq(notifications.userId, herId));
    const again = ((await messagesOf(herId, owner)).json() as CustomerMessagesAnswer).messages;
    expect(again.find((message) => message.channel === 'in_app')!.outcome).toBe('read');
  });

  it('says a reminder written in the quiet hours is held for 8 AM India time', async () => {
    const other = await createCustomer(store);
    const otherId = await customerId(store, other.headers);
    // 11 PM in India: the reminder waits for 8 AM.
    const night = new Date('2026-11-27T17:30:00Z');
    await store.database.db.transaction((tx) =>
      writeOutbox(
        tx,
        { eventId: `test:${otherId}:repeat`, customerId: otherId, kind: 'repeat_confirm', variables: { amount: '99', day: 'Fri' } },
        night,
      ),
    );
    const [message] = ((await messagesOf(otherId, owner)).json() as CustomerMessagesAnswer).messages;
    expect(message).toMatchObject({ event: 'repeat_confirm', outcome: 'quiet_hours', nextTryAt: '2026-11-28T02:30:00.000Z' });
  });

  it('pages newest first through every message once, 20 a page, by the cursor it answers', async () => {
    const busy = await createCustomer(store);
    const busyId = await customerId(store, busy.headers);
    const start = Date.now();
    await store.database.db.transaction(async (tx) => {
      for (let index = 0; index < 30; index++)
        await writeOutbox(
          tx,
          { eventId: `test:${busyId}:${index}`, customerId: busyId, kind: 'delivered', variables: { orderNumber: `T${index}` } },
          new Date(start + index * 1000),
        );
    });
    // Her list too, written at the same instants as some of the outbox's, so that the cursor must break ties.
    await store.database.db.insert(notifications).values(
      Array.from({ length: 15 }, (_, index) => ({
        userId: busyId,
        title: `Note ${index}`,
        message: 'Hello',
        createdAt: new Date(start + index * 2000),
      })),
    );
    const seen: string[] = [];
    const times: number[] = [];
    let before: string | undefined;
    let pages = 0;
    do {
      const answer = await messagesOf(busyId, owner, before);
      expect(answer.statusCode).toBe(200);
      const page = answer.json() as CustomerMessagesAnswer;
      expect(page.messages.length).toBeLessThanOrEqual(CUSTOMER_MESSAGES_PAGE_SIZE);
      seen.push(...page.messages.map((message) => message._id));
      times.push(...page.messages.map((message) => new Date(message.at).getTime()));
      before = page.older ?? undefined;
      pages += 1;
    } while (before);
    expect(pages).toBe(3);
    expect(seen).toHaveLength(45);
    expect(new Set(seen).size).toBe(45);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("is an owner's and a manager's of a branch she ordered from; anyone else is told she is not there", async () => {
    expect((await messagesOf(herId, bengaluruManager)).statusCode).toBe(200);
    const elsewhere = await messagesOf(herId, mumbaiManager);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json()).toEqual({ message: 'Customer not found' });
    expect((await messagesOf('00000000-0000-4000-8000-000000000000', owner)).statusCode).toBe(404);
    expect((await messagesOf(herId, she)).statusCode).toBe(403);
    expect((await messagesOf(herId, {})).statusCode).toBe(401);
    const bad = await messagesOf(herId, owner, 'yesterday');
    expect(bad.statusCode).toBe(400);
  });
});
