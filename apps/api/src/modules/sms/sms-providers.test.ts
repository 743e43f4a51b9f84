import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import {
  FAKE_DLT,
  FAKE_GUPSHUP,
  FAKE_MSG91,
  fakeGupshup,
  fakeMsg91,
  fakeWebhook,
  recordingLog,
  type FakeGateway,
} from '../../test/fake-sms-gateways.js';
import { ConsoleSmsProvider } from './console-sms-provider.js';
import { createSmsProvider } from './create-sms-provider.js';
import { sendSms } from './send-sms.js';
import { SmsProviderError } from './sms-provider.js';

let msg91: FakeGateway;
let gupshup: FakeGateway;
let webhook: FakeGateway;
beforeAll(async () => {
  [msg91, gupshup, webhook] = await Promise.all([fakeMsg91(), fakeGupshup(), fakeWebhook()]);
});
afterAll(() => Promise.all([msg91, gupshup, webhook].map((gateway) => gateway.close())));
beforeEach(() => {
  for (const gateway of [msg91, gupshup, webhook]) {
    gateway.requests.length = 0;
    gateway.mode = 'answer';
  }
});

const PHONE = '9876543210';
const CODE = '482910';
const LOGIN_TEXT = `${CODE} is your Pad Store login code. It expires in 5 minutes. Do not share it.\n@shop.example.in #${CODE}`;

/** The store's SMS settings as an operator writes them, pointed at the fakes. */
function settings(provider: string, fallback?: string, extra: Record<string, string> = {}) {
  return loadConfig({
    SMS_PROVIDER: provider,
    ...(fallback ? { SMS_FALLBACK_PROVIDER: fallback } : {}),
    ...FAKE_DLT,
    ...FAKE_MSG91,
    ...FAKE_GUPSHUP,
    MSG91_URL: msg91.url,
    GUPSHUP_URL: `${gupshup.url}/GatewayAPI/rest`,
    SMS_WEBHOOK_URL: `${webhook.url}/sms`,
    ...extra,
  });
}

function providerFor(provider: string, fallback?: string, timeoutMs?: number, extra?: Record<string, string>) {
  const log = recordingLog();
  const config = settings(provider, fallback, extra);
  const sms = createSmsProvider(config.sms, log, timeoutMs);
  const send = (template: 'loginCode' | 'accountDeletionCode' = 'loginCode') =>
    sendSms(sms, { phone: PHONE, template, values: { code: CODE }, shopDomain: new URL(config.publicUrl!).hostname });
  return { sms, log, send };
}

describe('MSG91 (v5 Flow API)', () => {
  it('posts the MSG91 template id, the authkey, the mobile with 91 and the variables in order', async () => {
    const { send, log } = providerFor('msg91');
    await send();
    expect(msg91.requests).toHaveLength(1);
    const [request] = msg91.requests;
    expect(request!.method).toBe('POST');
    expect(request!.path).toBe('/api/v5/flow/');
    expect(request!.headers.authkey).toBe(FAKE_MSG91.MSG91_AUTH_KEY);
    expect(JSON.parse(request!.body)).toEqual({
      template_id: FAKE_MSG91.MSG91_TEMPLATE_LOGIN_OTP,
      short_url: '0',
      recipients: [{ mobiles: `91${PHONE}`, VAR1: CODE, VAR2: CODE }],
    });
    await send('accountDeletionCode');
    expect(JSON.parse(msg91.requests[1]!.body)).toMatchObject({
      template_id: FAKE_MSG91.MSG91_TEMPLATE_ACCOUNT_DELETION_OTP,
      recipients: [{ mobiles: `91${PHONE}`, VAR1: CODE }],
    });
    expect(log.warnings).toEqual([]);
  });

  it("takes MSG91's error answer as a failure, and a wrong key too", async () => {
    msg91.mode = 'fail';
    await expect(providerFor('msg91').send()).rejects.toThrow(/msg91 answered 200: Insufficient balance/);
    msg91.mode = 'answer';
    await expect(providerFor('msg91', undefined, undefined, { MSG91_AUTH_KEY: 'wrong' }).send()).rejects.toThrow(
      /msg91 answered 401: Authentication failure/,
    );
  });
});

describe('Gupshup (Enterprise SMS API)', () => {
  it('posts the whole text with the entity id, the DLT template id, the header and the account, as a form', async () => {
    const { send } = providerFor('gupshup');
    await send();
    expect(gupshup.requests).toHaveLength(1);
    const [request] = gupshup.requests;
    expect(request!.method).toBe('POST');
    expect(request!.path).toBe('/GatewayAPI/rest');
    expect(Object.fromEntries(new URLSearchParams(request!.body))).toEqual({
      method: 'SendMessage',
      send_to: `91${PHONE}`,
      msg: LOGIN_TEXT,
      msg_type: 'TEXT',
      userid: FAKE_GUPSHUP.GUPSHUP_USER_ID,
      password: FAKE_GUPSHUP.GUPSHUP_PASSWORD,
      auth_scheme: 'plain',
      v: '1.1',
      format: 'text',
      principalEntityId: FAKE_DLT.SMS_DLT_ENTITY_ID,
      dltTemplateId: FAKE_DLT.SMS_TEMPLATE_LOGIN_OTP,
      mask: FAKE_DLT.SMS_SENDER_ID,
    });
    await send('accountDeletionCode');
    expect(new URLSearchParams(gupshup.requests[1]!.body).get('dltTemplateId')).toBe(FAKE_DLT.SMS_TEMPLATE_ACCOUNT_DELETION_OTP);
  });

  it("takes Gupshup's error line as a failure, though it comes with HTTP 200", async () => {
    gupshup.mode = 'fail';
    await expect(providerFor('gupshup').send()).rejects.toThrow(/gupshup answered 200: error \| 100 \| Internal error/);
    gupshup.mode = 'answer';
    // The text registered under another template id is not this one: the fake operator drops it.
    await expect(
      providerFor('gupshup', undefined, undefined, { SMS_TEMPLATE_LOGIN_OTP: FAKE_DLT.SMS_TEMPLATE_ACCOUNT_DELETION_OTP }).send(),
    ).rejects.toThrow(/does not match the DLT template/);
  });
});

describe('the webhook', () => {
  it('posts the phone, the text, the template id, the variables, the entity id and the header', async () => {
    await providerFor('webhook').send();
    expect(webhook.requests[0]!.path).toBe('/sms');
    expect(JSON.parse(webhook.requests[0]!.body)).toEqual({
      phoneNumber: PHONE,
      message: LOGIN_TEXT,
      templateId: FAKE_DLT.SMS_TEMPLATE_LOGIN_OTP,
      variables: [CODE, CODE],
      entityId: FAKE_DLT.SMS_DLT_ENTITY_ID,
      header: FAKE_DLT.SMS_SENDER_ID,
    });
    webhook.mode = 'fail';
    await expect(providerFor('webhook').send()).rejects.toThrow(/webhook answered 500/);
  });
});

describe('the fallback', () => {
  it('sends through the fallback when the provider answers an error, and logs it once without the code or the phone', async () => {
    msg91.mode = 'fail';
    const { send, log } = providerFor('msg91', 'gupshup');
    await send();
    expect(msg91.requests).toHaveLength(1);
    expect(gupshup.requests).toHaveLength(1);
    expect(new URLSearchParams(gupshup.requests[0]!.body).get('msg')).toBe(LOGIN_TEXT);
    expect(log.warnings).toHaveLength(1);
    expect(log.warnings[0]!.details).toMatchObject({ provider: 'msg91', phone: '******3210', template: 'loginCode' });
    expect(log.warnings[0]!.message).toBe('SMS through msg91 failed; sending through gupshup');
    expect(String(log.warnings[0]!.details.error)).toContain('Insufficient balance');
    const logged = JSON.stringify(log.warnings);
    expect(logged).not.toContain(CODE);
    expect(logged).not.toContain(PHONE);
  });

  it('sends through the fallback when the provider does not answer in time', async () => {
    gupshup.mode = 'hang';
    const { send, log } = providerFor('gupshup', 'msg91', 300);
    const started = Date.now();
    await send();
    expect(Date.now() - started).toBeLessThan(3000);
    expect(gupshup.requests).toHaveLength(1);
    expect(msg91.requests).toHaveLength(1);
    expect(log.warnings).toHaveLength(1);
    expect(log.warnings[0]!.details).toMatchObject({ provider: 'gupshup', error: 'gupshup did not answer within 300 ms' });
  });

  it('fails when both fail, each failure logged once, and a lone provider that fails is logged too', async () => {
    msg91.mode = 'fail';
    webhook.mode = 'fail';
    const both = providerFor('msg91', 'webhook');
    await expect(both.send()).rejects.toThrow(SmsProviderError);
    expect(both.log.warnings.map((warning) => warning.details.provider)).toEqual(['msg91', 'webhook']);
    const alone = providerFor('msg91');
    await expect(alone.send()).rejects.toThrow(SmsProviderError);
    expect(alone.log.warnings.map((warning) => warning.message)).toEqual(['SMS through msg91 failed; no fallback is set']);
  });

  it('falls back to the console, which still prints the code', async () => {
    msg91.mode = 'fail';
    const { sms, log } = providerFor('msg91', 'console');
    await sendSms(sms, { phone: PHONE, template: 'loginCode', values: { code: CODE } });
    expect(log.warnings).toHaveLength(1);
    expect(createSmsProvider(loadConfig({}).sms, log)).toBeInstanceOf(ConsoleSmsProvider);
  });
});
