import type { IncomingHttpHeaders } from 'node:http';
import { DLT_VARIABLE, registeredText, SMS_TEMPLATES, templatePattern } from '@padstore/domain/sms-templates';
import { startStandIn } from './stand-in-server.js';

export interface GatewayRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface FakeGateway {
  url: string;
  requests: GatewayRequest[];
  /** 'answer' as the provider does; 'fail' with its documented error; 'hang' never answers. */
  mode: 'answer' | 'fail' | 'hang';
  close(): Promise<void>;
}

export type Answer = { status: number; body: string; type: string };
type Judge = (request: GatewayRequest, gateway: FakeGateway) => Answer;

export async function startGateway(judge: Judge): Promise<FakeGateway> {
  const gateway: FakeGateway = { url: '', requests: [], mode: 'answer', close: async () => undefined };
  const server = await startStandIn(({ method, url, headers, body }, response) => {
    const request = { method, path: url, headers, body };
    gateway.requests.push(request);
    if (gateway.mode === 'hang') return;
    const answer = judge(request, gateway);
    response.writeHead(answer.status, { 'content-type': answer.type }).end(answer.body);
  });
  gateway.url = server.url;
  gateway.close = server.close;
  return gateway;
}

/** The settings the fakes hold as registered; the tests configure the store with the same. */
export const FAKE_DLT = {
  SMS_DLT_ENTITY_ID: '1201160000000000001',
  SMS_SENDER_ID: 'PADSTR',
  SMS_TEMPLATE_LOGIN_OTP: '1207160000000000001',
  SMS_TEMPLATE_ACCOUNT_DELETION_OTP: '1207160000000000002',
  SMS_TEMPLATE_REPEAT_REMINDER: '1207160000000000003',
  SMS_TEMPLATE_LOGIN_OTP_HI: '1207160000000000004',
  SMS_TEMPLATE_ACCOUNT_DELETION_OTP_HI: '1207160000000000005',
  SMS_TEMPLATE_REPEAT_REMINDER_HI: '1207160000000000006',
  PUBLIC_URL: 'https://shop.example.in',
};
export const FAKE_MSG91 = {
  MSG91_AUTH_KEY: 'msg91-auth-key',
  MSG91_TEMPLATE_LOGIN_OTP: '64a1f0c2d6fc0570a1b2c3d4',
  MSG91_TEMPLATE_ACCOUNT_DELETION_OTP: '64a1f0c2d6fc0570a1b2c3d5',
  MSG91_TEMPLATE_REPEAT_REMINDER: '64a1f0c2d6fc0570a1b2c3d6',
  MSG91_TEMPLATE_LOGIN_OTP_HI: '64a1f0c2d6fc0570a1b2c3d7',
  MSG91_TEMPLATE_ACCOUNT_DELETION_OTP_HI: '64a1f0c2d6fc0570a1b2c3d8',
  MSG91_TEMPLATE_REPEAT_REMINDER_HI: '64a1f0c2d6fc0570a1b2c3d9',
};
export const FAKE_GUPSHUP = { GUPSHUP_USER_ID: '2000123456', GUPSHUP_PASSWORD: 'pass word&1' };
const SHOP_DOMAIN = new URL(FAKE_DLT.PUBLIC_URL).hostname;

const json = (status: number, value: object): Answer => ({ status, body: JSON.stringify(value), type: 'application/json' });
const INDIAN_MOBILE = /^91[6-9]\d{9}$/;

/**
 * MSG91's v5 Flow API as documented: POST /api/v5/flow/ with the `authkey` header and a JSON body
 * `{template_id, short_url, recipients: [{mobiles: '91XXXXXXXXXX', VAR1 ...}]}`; it answers
 * `{type: 'success', message: <request id>}` or `{type: 'error', message}`.
 */
export function fakeMsg91(): Promise<FakeGateway> {
  const templates = new Map(
    SMS_TEMPLATES.map((template) => [FAKE_MSG91[template.msg91TemplateIdSetting as keyof typeof FAKE_MSG91], template]),
  );
  return startGateway((request, gateway) => {
    if (request.method !== 'POST' || request.path !== '/api/v5/flow/') return json(404, { type: 'error', message: 'Not found' });
    if (request.headers.authkey !== FAKE_MSG91.MSG91_AUTH_KEY) return json(401, { type: 'error', message: 'Authentication failure' });
    if (!request.headers['content-type']?.startsWith('application/json'))
      return json(400, { type: 'error', message: 'Invalid content type' });
    const body = JSON.parse(request.body) as { template_id?: string; short_url?: string; recipients?: Record<string, string>[] };
    const template = templates.get(body.template_id ?? '');
    if (!template) return json(400, { type: 'error', message: 'Invalid template id' });
    const recipient = body.recipients?.[0];
    if (body.recipients?.length !== 1 || !recipient || !INDIAN_MOBILE.test(recipient.mobiles ?? '')) {
      return json(400, { type: 'error', message: 'Mobile number missing or invalid' });
    }
    if (body.short_url !== '0') return json(400, { type: 'error', message: 'Invalid short_url' });
    // MSG91 fills its copy of the registered text with VAR1, VAR2 ...: every place must have its value.
    const places = registeredText(template, SHOP_DOMAIN).split(DLT_VARIABLE).length - 1;
    for (let place = 1; place <= places; place++) {
      if (!recipient[`VAR${place}`]) return json(400, { type: 'error', message: `VAR${place} missing` });
    }
    if (gateway.mode === 'fail') return json(200, { type: 'error', message: 'Insufficient balance' });
    return json(200, { type: 'success', message: '3763646c3058373530393832' });
  });
}

/**
 * Gupshup's Enterprise SMS API as documented: method SendMessage with userid, password, auth_scheme
 * plain, v 1.1, send_to 91XXXXXXXXXX, msg, msg_type, principalEntityId, dltTemplateId and mask, as a
 * form; with format=text it answers `success | <phone> | <id>` or `error | <code> | <reason>`, HTTP 200.
 * Like an operator, it drops a text that does not match the template registered under its id.
 */
export function fakeGupshup(): Promise<FakeGateway> {
  const templates = new Map(SMS_TEMPLATES.map((template) => [FAKE_DLT[template.templateIdSetting as keyof typeof FAKE_DLT], template]));
  const text = (body: string): Answer => ({ status: 200, body, type: 'text/plain' });
  return startGateway((request, gateway) => {
    if (request.method !== 'POST' || request.path !== '/GatewayAPI/rest') return { status: 404, body: 'Not found', type: 'text/plain' };
    if (request.headers['content-type'] !== 'application/x-www-form-urlencoded') return text('error | 101 | Invalid content type');
    const form = new URLSearchParams(request.body);
    const field = (name: string) => form.get(name) ?? '';
    if (field('method').toLowerCase() !== 'sendmessage' || field('v') !== '1.1' || field('auth_scheme').toLowerCase() !== 'plain') {
      return text('error | 106 | Invalid method, version or authentication scheme');
    }
    if (field('userid') !== FAKE_GUPSHUP.GUPSHUP_USER_ID || field('password') !== FAKE_GUPSHUP.GUPSHUP_PASSWORD) {
      return text('error | 105 | Authentication failed');
    }
    if (!INDIAN_MOBILE.test(field('send_to'))) return text('error | 107 | The phone number is not valid');
    if (field('msg_type') !== 'TEXT' || field('format') !== 'text') return text('error | 108 | Invalid message type or format');
    if (field('principalEntityId') !== FAKE_DLT.SMS_DLT_ENTITY_ID || field('mask') !== FAKE_DLT.SMS_SENDER_ID) {
      return text('error | 175 | The entity id or header is not registered');
    }
    const template = templates.get(field('dltTemplateId'));
    if (!template || !templatePattern(template, SHOP_DOMAIN).test(field('msg'))) {
      return text('error | 176 | The message does not match the DLT template');
    }
    if (gateway.mode === 'fail') return text('error | 100 | Internal error, please try again');
    return text(`success | ${field('send_to')} | 3913263947463465768-123456789012345678`);
  });
}

/** The operator's own gateway behind the webhook: any JSON POST, 200 or (failing) 500. */
export function fakeWebhook(): Promise<FakeGateway> {
  return startGateway((request, gateway) => {
    if (request.method !== 'POST' || !request.headers['content-type']?.startsWith('application/json'))
      return json(400, { message: 'bad request' });
    return gateway.mode === 'fail' ? json(500, { message: 'down' }) : json(200, { ok: true });
  });
}

/** A log that keeps its warnings, for the tests to read. */
export function recordingLog() {
  const warnings: { details: Record<string, unknown>; message: string }[] = [];
  return {
    warnings,
    warn: (details: object, message: string) => void warnings.push({ details: details as Record<string, unknown>, message }),
  };
}
