import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { findWhatsappTemplate, renderWhatsapp } from '@padstore/domain/whatsapp-templates';
import { loadConfig } from '../../config.js';
import { branchStock, outboxMessages, users } from '../../db/schema.js';
import { createCustomer, createTestStore, customerId, demoProduct, type TestStore } from '../../test/harness.js';
import { buyNow } from '../../test/staff.js';
import type { FakeGateway } from '../../test/fake-sms-gateways.js';
import { FAKE_WHATSAPP_GUPSHUP, FAKE_WHATSAPP_MSG91, fakeGupshupWhatsapp, fakeMsg91Whatsapp } from '../../test/fake-whatsapp-gateways.js';
import { OutboxWorker } from './outbox-worker.js';
import { createWhatsappSender } from './whatsapp-sender.js';

/** WhatsApp through MSG91 and Gupshup, against local stand-ins that check each request as documented. */
let msg91: FakeGateway;
let gupshup: FakeGateway;
let store: TestStore;
let she: Record<string, string>;
let herId: string;
let herPhone: string;
let productId: string;

beforeAll(async () => {
  [msg91, gupshup] = await Promise.all([fakeMsg91Whatsapp(), fakeGupshupWhatsapp()]);
  store = await createTestStore({ env: { WHATSAPP_PROVIDER: 'msg91', WHATSAPP_MSG91_URL: msg91.url, ...FAKE_WHATSAPP_MSG91 } });
  const customer = await createCustomer(store);
  she = customer.headers;
  herPhone = customer.phoneNumber;
  herId = await customerId(store, she);
  productId = (await demoProduct(store, 'Stayfree Secure Cottony')).id;
  await store.database.db.update(branchStock).set({ quantity: 1000 }).where(eq(branchStock.productId, productId));
}, 60_000);
afterAll(async () => {
  await store.close();
  await Promise.all([msg91.close(), gupshup.close()]);
});
beforeEach(async () => {
  for (const gateway of [msg91, gupshup]) {
    gateway.requests.length = 0;
    gateway.mode = 'answer';
  }
  await store.database.db.delete(outboxMessages).where(eq(outboxMessages.customerId, herId));
  await store.database.db.update(users).set({ language: 'en' }).where(eq(users.id, herId));
});

const settings = (payload: object) => store.app.inject({ method: 'PUT', url: '/api/user/notification-settings', headers: she, payload });
const whatsappRows = () =>
  store.database.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.customerId, herId), eq(outboxMessages.channel, 'whatsapp')));

describe('WhatsApp', () => {
  it('sends nothing by WhatsApp before she said yes', async () => {
    await buyNow(store, she, productId);
    expect(await whatsappRows()).toEqual([]);
  });

  it('sends her order placed through MSG91 in English, then in Hindi, as the approved template', async () => {
    expect((await settings({ whatsappConsent: true })).statusCode).toBe(200);
    const order = await buyNow(store, she, productId);
    expect(await store.app.outbox.drain()).toBeGreaterThanOrEqual(1);
    expect(msg91.requests).toHaveLength(1);
    const body = JSON.parse(msg91.requests[0]!.body);
    expect(body.payload.template).toMatchObject({
      name: 'padstore_order_placed',
      language: { code: 'en', policy: 'deterministic' },
      to_and_components: [{ to: [`91${herPhone}`], components: { body_1: { type: 'text', value: order.orderNumber } } }],
    });
    expect((await whatsappRows())[0]).toMatchObject({ state: 'sent', kind: 'order_placed' });

    await store.database.db.update(users).set({ language: 'hi' }).where(eq(users.id, herId));
    await buyNow(store, she, productId);
    await store.app.outbox.drain();
    const hindi = JSON.parse(msg91.requests[1]!.body);
    expect(hindi.payload.template.language.code).toBe('hi');
    expect(renderWhatsapp(findWhatsappTemplate('order_placed', 'hi'), { orderNumber: 'PS1' })).toBe(
      'आपका Pad Store ऑर्डर PS1 मिल गया है। रास्ते में होने पर हम आपको बताएँगे।',
    );
  });

  it('sends through Gupshup with its template id and params, and tries again when Gupshup fails', async () => {
    await settings({ whatsappConsent: true });
    const config = loadConfig({ WHATSAPP_PROVIDER: 'gupshup', WHATSAPP_GUPSHUP_URL: gupshup.url, ...FAKE_WHATSAPP_GUPSHUP });
    const worker = new OutboxWorker({
      db: store.database.db,
      senders: { whatsapp: createWhatsappSender(config.whatsapp!) },
      log: console as never,
    });
    await store.database.db.update(users).set({ language: 'hi' }).where(eq(users.id, herId));
    gupshup.mode = 'fail';
    const order = await buyNow(store, she, productId);
    await worker.drain();
    expect((await whatsappRows())[0]).toMatchObject({ state: 'pending', attempts: 1 });
    expect((await whatsappRows())[0]!.lastError).toContain('gupshup answered 503');
    gupshup.mode = 'answer';
    await worker.drain(() => new Date(Date.now() + 31_000));
    const form = new URLSearchParams(gupshup.requests.at(-1)!.body);
    expect(form.get('destination')).toBe(`91${herPhone}`);
    expect(JSON.parse(form.get('template')!)).toEqual({
      id: FAKE_WHATSAPP_GUPSHUP[findWhatsappTemplate('order_placed', 'hi').gupshupTemplateIdSetting],
      params: [order.orderNumber],
    });
    expect((await whatsappRows())[0]).toMatchObject({ state: 'sent', attempts: 2 });
  });

  it('sends nothing once she took her yes back, even what was already waiting', async () => {
    await settings({ whatsappConsent: true });
    await buyNow(store, she, productId);
    const withdrawn = await settings({ whatsappConsent: false });
    expect(withdrawn.json()).toMatchObject({ whatsappConsentAt: null });
    expect(withdrawn.json().whatsappWithdrawnAt).toEqual(expect.any(String));
    await store.app.outbox.drain();
    expect(msg91.requests).toHaveLength(0);
    expect((await whatsappRows())[0]).toMatchObject({
      state: 'gone',
      lastError: 'she has not said yes to WhatsApp',
      goneBecause: 'no_consent',
    });
  });
});
