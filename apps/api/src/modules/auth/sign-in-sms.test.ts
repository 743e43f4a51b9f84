import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays, indiaDay, MESSAGES, reminderDay } from '@padstore/domain';
import { loadConfig } from '../../config.js';
import {
  FAKE_DLT,
  FAKE_GUPSHUP,
  FAKE_MSG91,
  fakeGupshup,
  fakeMsg91,
  recordingLog,
  type FakeGateway,
} from '../../test/fake-sms-gateways.js';
import { createTestStore, demoProduct, registration, type TestStore } from '../../test/harness.js';
import { createSmsProvider } from '../sms/create-sms-provider.js';
import type { SmsMessage } from '../sms/sms-provider.js';
import { SMS_TEMPLATES, templatePattern } from '@padstore/domain/sms-templates';
import { TEST_OFFER_KEY_SECRET } from '../../test/relaxed-limits.js';

/** Moves a phone's codes back in time, past the minute between two sends. */
const ageCodes = (store: TestStore, phone: string) =>
  store.database.db.execute(sql`update otp_codes set created_at = created_at - interval '2 minutes' where phone_number = ${phone}`);

describe('every SMS the store sends', () => {
  const sent: SmsMessage[] = [];
  let store: TestStore;
  beforeAll(async () => {
    const recording = { name: 'console' as const, send: async (message: SmsMessage) => void sent.push(message) };
    store = await createTestStore({ env: { PUBLIC_URL: 'https://shop.example.in' }, sms: recording });
  });
  afterAll(() => store.close());

  it('matches its registered template exactly: sign-up, sign-in, a second code, a repeat order reminder and the deletion code', async () => {
    const body = registration();
    const phone = String(body.phoneNumber);
    const post = (url: string, payload?: object, headers?: Record<string, string>) =>
      store.app.inject({ method: 'POST', url, payload, headers });
    expect((await post('/api/user/register', body)).statusCode).toBe(201);
    const verified = await post('/api/user/verify-otp', { phoneNumber: phone, otp: sent.at(-1)!.variables[0] });
    const headers = { authorization: `Bearer ${verified.json().token}` };
    await ageCodes(store, phone);
    expect((await post('/api/user/login', { phoneNumber: phone })).statusCode).toBe(200);
    await ageCodes(store, phone);
    expect((await post('/api/user/resend-otp', { phoneNumber: phone })).statusCode).toBe(200);
    // A repeat order's reminder, two days before its delivery (issue 33).
    const firstDeliveryOn = addDays(indiaDay(new Date()), 10);
    const items = [{ productId: (await demoProduct(store, 'Whisper Ultra Clean')).id, quantity: 1 }];
    expect((await post('/api/user/repeats', { items, everyDays: 28, firstDeliveryOn }, headers)).statusCode).toBe(201);
    await store.app.repeats.run(new Date(`${reminderDay(firstDeliveryOn)}T09:00:00+05:30`));
    expect((await post('/api/user/account/deletion-code', undefined, headers)).statusCode).toBe(200);

    expect(sent.map((message) => message.template.name)).toEqual([
      'loginCode',
      'loginCode',
      'loginCode',
      'repeatReminder',
      'accountDeletionCode',
    ]);
    for (const message of sent) {
      expect(message.phone).toBe(phone);
      const match = templatePattern(message.template, 'shop.example.in').exec(message.text);
      expect(match, message.text).not.toBeNull();
      expect(match!.slice(1)).toEqual(message.variables);
      // The message is the table's own entry, not a look-alike.
      expect(SMS_TEMPLATES).toContain(message.template);
    }
    expect(sent[0]!.text.split('\n').at(-1)).toBe(`@shop.example.in #${sent[0]!.variables[0]}`);
    // Every English template of the table is one the store sends.
    expect(new Set(sent.map((message) => message.template))).toEqual(
      new Set(SMS_TEMPLATES.filter((template) => template.language === 'en')),
    );
  });

  it('sends a customer who registered in Hindi her codes by the Hindi templates, sign-in and deletion alike', async () => {
    sent.length = 0;
    const body = registration();
    const phone = String(body.phoneNumber);
    const hindi = { 'accept-language': 'hi' };
    const post = (url: string, payload?: object, headers?: Record<string, string>) =>
      store.app.inject({ method: 'POST', url, payload, headers });
    expect((await post('/api/user/register', body, hindi)).statusCode).toBe(201);
    const verified = await post('/api/user/verify-otp', { phoneNumber: phone, otp: sent.at(-1)!.variables[0] });
    const headers = { authorization: `Bearer ${verified.json().token}` };
    await ageCodes(store, phone);
    // Her saved language, whatever the request asks: the SMS follows her profile.
    expect((await post('/api/user/login', { phoneNumber: phone })).statusCode).toBe(200);
    // Her repeat order's reminder, in her language too.
    const firstDeliveryOn = addDays(indiaDay(new Date()), 10);
    const items = [{ productId: (await demoProduct(store, 'Whisper Ultra Clean')).id, quantity: 1 }];
    expect((await post('/api/user/repeats', { items, everyDays: 28, firstDeliveryOn }, headers)).statusCode).toBe(201);
    await store.app.repeats.run(new Date(`${reminderDay(firstDeliveryOn)}T09:00:00+05:30`));
    expect((await post('/api/user/account/deletion-code', undefined, headers)).statusCode).toBe(200);
    expect(sent.map((message) => `${message.template.name}/${message.template.language}`)).toEqual([
      'loginCode/hi',
      'loginCode/hi',
      'repeatReminder/hi',
      'accountDeletionCode/hi',
    ]);
    for (const message of sent) expect(templatePattern(message.template, 'shop.example.in').test(message.text), message.text).toBe(true);
    expect(sent[0]!.text).toMatch(/^\d{6} आपका Pad Store लॉगिन कोड है।/);
    expect(new Set(sent.map((message) => message.template))).toEqual(
      new Set(SMS_TEMPLATES.filter((template) => template.language === 'hi')),
    );
  });
});

describe('sign-in codes through MSG91, with Gupshup as fallback', () => {
  let msg91: FakeGateway;
  let gupshup: FakeGateway;
  let store: TestStore;
  const log = recordingLog();
  beforeAll(async () => {
    [msg91, gupshup] = await Promise.all([fakeMsg91(), fakeGupshup()]);
    const env = {
      NODE_ENV: 'production',
      OFFER_KEY_SECRET: TEST_OFFER_KEY_SECRET,
      SMS_PROVIDER: 'msg91',
      SMS_FALLBACK_PROVIDER: 'gupshup',
      ...FAKE_DLT,
      ...FAKE_MSG91,
      ...FAKE_GUPSHUP,
      MSG91_URL: msg91.url,
      GUPSHUP_URL: `${gupshup.url}/GatewayAPI/rest`,
    };
    store = await createTestStore({ env, sms: createSmsProvider(loadConfig(env).sms, log, 500) });
  });
  afterAll(async () => {
    await store.close();
    await Promise.all([msg91.close(), gupshup.close()]);
  });
  beforeEach(() => {
    msg91.mode = 'answer';
    gupshup.mode = 'answer';
  });

  const post = (url: string, payload: object) => store.app.inject({ method: 'POST', url, payload });
  const lastMsg91Code = () => JSON.parse(msg91.requests.at(-1)!.body).recipients[0].VAR1 as string;

  it('sends the code to MSG91 on sign-up and sign-in, and that code signs in', async () => {
    const body = registration();
    const phone = String(body.phoneNumber);
    expect((await post('/api/user/register', body)).statusCode).toBe(201);
    expect(JSON.parse(msg91.requests.at(-1)!.body).recipients[0].mobiles).toBe(`91${phone}`);
    expect((await post('/api/user/verify-otp', { phoneNumber: phone, otp: lastMsg91Code() })).statusCode).toBe(200);

    await ageCodes(store, phone);
    const sends = msg91.requests.length;
    expect((await post('/api/user/login', { phoneNumber: phone })).statusCode).toBe(200);
    expect(msg91.requests).toHaveLength(sends + 1);
    const code = lastMsg91Code();
    expect(code).toMatch(/^\d{6}$/);
    const signedIn = await post('/api/user/verify-otp', { phoneNumber: phone, otp: code });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().token).toBeTruthy();
    // Production has no development endpoint to read a code from.
    expect((await store.app.inject({ url: `/api/dev/otp/${phone}` })).statusCode).toBe(404);
  });

  it('sends the code through Gupshup when MSG91 fails or does not answer, and answers 502 when both fail', async () => {
    const body = registration();
    const phone = String(body.phoneNumber);
    msg91.mode = 'fail';
    expect((await post('/api/user/register', body)).statusCode).toBe(201);
    const form = new URLSearchParams(gupshup.requests.at(-1)!.body);
    expect(form.get('send_to')).toBe(`91${phone}`);
    const code = /^(\d{6}) is your/.exec(form.get('msg')!)![1]!;
    expect((await post('/api/user/verify-otp', { phoneNumber: phone, otp: code })).statusCode).toBe(200);

    msg91.mode = 'hang';
    await ageCodes(store, phone);
    const before = gupshup.requests.length;
    expect((await post('/api/user/login', { phoneNumber: phone })).statusCode).toBe(200);
    expect(gupshup.requests).toHaveLength(before + 1);

    gupshup.mode = 'fail';
    await ageCodes(store, phone);
    const refused = await post('/api/user/login', { phoneNumber: phone });
    expect(refused.statusCode).toBe(502);
    expect(refused.json().message).toBe(MESSAGES.smsFailed);
    expect(JSON.stringify(log.warnings)).not.toContain(phone);
  });
});
