import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUSH_MESSAGES } from '@padstore/domain';
import { pushSubscriptions } from '../../db/schema.js';
import { createCustomer, createTestStore, customerId, type TestStore } from '../../test/harness.js';
import { startLocalPushService, type LocalPushService, type TestSubscription } from '../../test/local-push-service/local-push-service.js';
import type { OutboxMessage } from '../outbox/outbox-message.js';
import type { PushPayload } from './push-payload.js';
import { createPushSender } from './push-sender.js';

/**
 * Web Push (issue 48, decision record 032) against a push service on this machine that decrypts what
 * the store sent with the test's own keys (RFC 8291) and checks its VAPID header (RFC 8292).
 */
const vapid = { ...webpush.generateVAPIDKeys(), subject: 'mailto:shop@example.com' };
let store: TestStore;
let storeWithoutPush: TestStore;
let service: LocalPushService;

beforeAll(async () => {
  service = await startLocalPushService();
  store = await createTestStore({
    env: { VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey, VAPID_SUBJECT: vapid.subject },
  });
  storeWithoutPush = await createTestStore();
}, 60_000);
afterAll(async () => {
  await store.close();
  await storeWithoutPush.close();
  await service.close();
});

type Headers = Record<string, string>;
const subscribe = (headers: Headers, payload: object, on = store) =>
  on.app.inject({ method: 'POST', url: '/api/user/push-subscriptions', headers, payload });
const unsubscribe = (headers: Headers, endpoint: string) =>
  store.app.inject({ method: 'DELETE', url: '/api/user/push-subscriptions', headers, payload: { endpoint } });
const devicesOf = async (userId: string) =>
  (await store.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId))).map((row) => row.endpoint);

/** A customer with one device or more subscribed through the API. */
async function customerWithDevices(count = 1, language: 'en' | 'hi' = 'en') {
  const customer = await createCustomer(store);
  const id = await customerId(store, customer.headers);
  const devices: TestSubscription[] = [];
  for (let index = 0; index < count; index += 1) {
    const device = service.subscribe();
    expect((await subscribe(customer.headers, device)).statusCode).toBe(201);
    devices.push(device);
  }
  return { ...customer, id, devices, language };
}

const message = (customer: { id: string; language: 'en' | 'hi' }, overrides: Partial<OutboxMessage> = {}): OutboxMessage => ({
  id: randomUUID(),
  eventId: `test:${randomUUID()}`,
  customerId: customer.id,
  channel: 'push',
  kind: 'order_placed',
  orderId: randomUUID(),
  repeatId: null,
  language: customer.language,
  variables: { orderNumber: 'ORD-1042' },
  attempts: 0,
  ...overrides,
});

const sender = () => createPushSender({ vapid, agent: service.agent, timeoutMs: 5_000 });

/** Sends one message and answers what her device decrypted. */
async function sendAndRead(customer: Awaited<ReturnType<typeof customerWithDevices>>, overrides: Partial<OutboxMessage> = {}) {
  const before = service.delivered.length;
  const outcome = await sender()(store.database.db, message(customer, overrides));
  expect(outcome).toEqual({ outcome: 'sent' });
  const [push] = (await service.waitForDeliveries(before + 1)).slice(before);
  return { push: push!, payload: JSON.parse(push!.text) as PushPayload };
}

describe('her devices: POST and DELETE /api/user/push-subscriptions', () => {
  it('gives the web the VAPID public key, or null when the shop sends no notifications', async () => {
    expect((await store.app.inject({ url: '/api/settings/push' })).json()).toEqual({ publicKey: vapid.publicKey });
    expect((await storeWithoutPush.app.inject({ url: '/api/settings/push' })).json()).toEqual({ publicKey: null });
  });

  it('keeps a device for her only when signed in, and refuses it in a shop without push', async () => {
    const device = service.subscribe();
    expect((await subscribe({}, device)).statusCode).toBe(401);
    const elsewhere = await createCustomer(storeWithoutPush);
    const refused = await subscribe(elsewhere.headers, device, storeWithoutPush);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(PUSH_MESSAGES.pushOff);
  });

  it('keeps one row per device: subscribed again, by her or by another customer on that phone, it is the last one’s', async () => {
    const she = await customerWithDevices(1);
    const [device] = she.devices;
    expect(await devicesOf(she.id)).toEqual([device!.endpoint]);
    expect((await subscribe(she.headers, device!)).statusCode).toBe(201);
    expect(await devicesOf(she.id)).toHaveLength(1);

    const sister = await createCustomer(store);
    const sisterId = await customerId(store, sister.headers);
    expect((await subscribe(sister.headers, device!)).statusCode).toBe(201);
    expect(await devicesOf(she.id)).toEqual([]);
    expect(await devicesOf(sisterId)).toEqual([device!.endpoint]);
  });

  it('forgets a device only for its owner: another customer’s DELETE leaves it', async () => {
    const she = await customerWithDevices(2);
    const other = await createCustomer(store);
    expect((await unsubscribe(other.headers, she.devices[0]!.endpoint)).statusCode).toBe(200);
    expect(await devicesOf(she.id)).toHaveLength(2);
    const removed = await unsubscribe(she.headers, she.devices[0]!.endpoint);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toBe(PUSH_MESSAGES.unsubscribed);
    expect(await devicesOf(she.id)).toEqual([she.devices[1]!.endpoint]);
  });

  it('refuses what no browser gives: an http address, a long one, keys of the wrong size', async () => {
    const she = await createCustomer(store);
    const good = service.subscribe();
    const bad = [
      { ...good, endpoint: good.endpoint.replace('https:', 'http:') },
      { ...good, endpoint: `${good.endpoint}/${'a'.repeat(1000)}` },
      { ...good, keys: { ...good.keys, p256dh: good.keys.p256dh.slice(0, 40) } },
      { ...good, keys: { ...good.keys, auth: 'not base64url!' } },
      { endpoint: good.endpoint },
    ];
    for (const body of bad) {
      const refused = await subscribe(she.headers, body);
      expect(refused.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(refused.json().message).toBeTruthy();
    }
    expect(await devicesOf(await customerId(store, she.headers))).toEqual([]);
  });
});

describe('createPushSender: each message to each of her devices, encrypted and signed', () => {
  it('sends an order placed, decrypted by her device, with a VAPID JWT for the push service’s origin signed by the shop’s key', async () => {
    const she = await customerWithDevices(1);
    const orderId = randomUUID();
    const { push, payload } = await sendAndRead(she, { orderId });
    expect(service.refused).toEqual([]);
    expect(push.vapid).toMatchObject({ audience: service.origin, subject: vapid.subject, publicKey: vapid.publicKey });
    expect(push.ttl).toBeGreaterThan(0);
    expect(payload).toEqual({
      title: 'Order placed',
      body: 'Your order ORD-1042 has been placed.',
      url: `/view-detail/${orderId}`,
      tag: `order-${orderId}`,
      lang: 'en',
    });
  });

  it('says out for delivery with the rider’s first name and the arrival window, urgently, and opens the tracking', async () => {
    const she = await customerWithDevices(1);
    const orderId = randomUUID();
    const { push, payload } = await sendAndRead(she, {
      kind: 'out_for_delivery',
      orderId,
      variables: { orderNumber: 'ORD-1042', rider: 'Ravi', arrival: 'today by 4:40 PM' },
    });
    expect(push.urgency).toBe('high');
    expect(payload).toMatchObject({
      title: 'Ravi is on the way',
      body: 'Your order ORD-1042 is out for delivery and arrives today by 4:40 PM.',
      url: `/track-order/${orderId}`,
    });
  });

  it('says each kind in Hindi for a customer whose language is Hindi', async () => {
    const she = await customerWithDevices(1, 'hi');
    const texts = async (overrides: Partial<OutboxMessage>) => {
      const { payload } = await sendAndRead(she, overrides);
      return { title: payload.title, body: payload.body, actions: payload.actions?.map((action) => action.title) };
    };
    expect(await texts({})).toEqual({ title: 'ऑर्डर हो गया', body: expect.stringContaining('ORD-1042'), actions: undefined });
    expect(
      await texts({
        kind: 'out_for_delivery',
        variables: { orderNumber: 'ORD-1042', rider: 'Ravi', arrival: 'आज शाम 4:40 तक' },
      }),
    ).toEqual({
      title: 'Ravi रास्ते में हैं',
      body: 'आपका ऑर्डर ORD-1042 डिलीवरी के लिए निकल चुका है और आज शाम 4:40 तक पहुँचेगा।',
      actions: undefined,
    });
    const repeatId = randomUUID();
    const repeat = await sendAndRead(she, { kind: 'repeat_confirm', orderId: null, repeatId, variables: { day: 'शुक्रवार, 4 दिसंबर' } });
    expect(repeat.payload).toMatchObject({
      title: 'आपके रिपीट ऑर्डर के लिए आपकी हाँ चाहिए',
      body: 'आपका रिपीट ऑर्डर शुक्रवार, 4 दिसंबर को आना है। उसे मँगाने के लिए कन्फ़र्म करें, या इस बार स्किप करें।',
      actions: [
        { action: 'confirm', title: 'कन्फ़र्म करें' },
        { action: 'skip', title: 'स्किप करें' },
      ],
      url: `/repeat-orders/${repeatId}`,
      repeatId,
    });
    expect(await texts({ kind: 'refund', variables: { orderNumber: 'ORD-1042', amount: '249' } })).toEqual({
      title: 'पैसे वापसी शुरू हो गई',
      body: 'आपके ऑर्डर ORD-1042 के ₹249 की वापसी शुरू हो गई है।',
      actions: undefined,
    });
    for (const kind of ['delivered', 'cancelled'] as const) {
      const { title } = await texts({ kind });
      expect(title).toMatch(/[\u0900-\u097F]/);
    }
  });

  it('says a repeat order to confirm in English with Confirm and Skip, and a refund', async () => {
    const she = await customerWithDevices(1);
    const repeatId = randomUUID();
    const { payload } = await sendAndRead(she, { kind: 'repeat_confirm', orderId: null, repeatId, variables: { day: 'Fri, 4 Dec' } });
    expect(payload).toMatchObject({
      title: 'Your repeat order needs your yes',
      body: 'Your repeat order is due on Fri, 4 Dec. Confirm it to have it delivered, or skip this one.',
      actions: [
        { action: 'confirm', title: 'Confirm' },
        { action: 'skip', title: 'Skip' },
      ],
      done: { confirm: PUSH_MESSAGES.confirmed, skip: PUSH_MESSAGES.skipped },
    });
    const refund = await sendAndRead(she, { kind: 'refund', variables: { orderNumber: 'ORD-7', amount: '120' } });
    expect(refund.payload).toMatchObject({ title: 'Refund started', body: 'The refund of ₹120 for your order ORD-7 has started.' });
  });

  it('reaches every device of hers', async () => {
    const she = await customerWithDevices(2);
    const before = service.delivered.length;
    expect(await sender()(store.database.db, message(she))).toEqual({ outcome: 'sent' });
    const pushes = (await service.waitForDeliveries(before + 2)).slice(before);
    expect(pushes.map((push) => push.endpoint).sort()).toEqual(she.devices.map((device) => device.endpoint).sort());
  });

  it.each([404, 410])(
    'forgets a device the push service answers %i for, and the message is gone when it was her only one',
    async (status) => {
      const she = await customerWithDevices(1);
      service.answerFor(she.devices[0]!.endpoint, status);
      const outcome = await sender()(store.database.db, message(she));
      expect(outcome.outcome).toBe('gone');
      expect(await devicesOf(she.id)).toEqual([]);
    },
  );

  it('is sent when one device took it, forgetting the one that is gone', async () => {
    const she = await customerWithDevices(2);
    service.answerFor(she.devices[0]!.endpoint, 410);
    expect(await sender()(store.database.db, message(she))).toEqual({ outcome: 'sent' });
    expect(await devicesOf(she.id)).toEqual([she.devices[1]!.endpoint]);
  });

  it('is tried again later when the push service fails (5xx) or cannot be reached, keeping the device', async () => {
    const she = await customerWithDevices(1);
    service.answerFor(she.devices[0]!.endpoint, 503);
    expect((await sender()(store.database.db, message(she))).outcome).toBe('retry');
    expect(await devicesOf(she.id)).toHaveLength(1);

    const unreachable = await customerWithDevices(0);
    const closed = `https://127.0.0.1:1/push/${randomUUID()}`;
    const keys = service.subscribe().keys;
    expect((await subscribe(unreachable.headers, { endpoint: closed, keys })).statusCode).toBe(201);
    expect((await sender()(store.database.db, message(unreachable))).outcome).toBe('retry');
    expect(await devicesOf(unreachable.id)).toEqual([closed]);
  });

  it('is gone when she has no device that takes notifications', async () => {
    const she = await customerWithDevices(0);
    expect(await sender()(store.database.db, message(she))).toEqual({ outcome: 'gone', reason: expect.any(String), because: 'no_device' });
  });
});
