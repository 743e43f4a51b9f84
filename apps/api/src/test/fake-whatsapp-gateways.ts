import { WHATSAPP_TEMPLATES } from '@padstore/domain/whatsapp-templates';
import { startGateway, type Answer, type FakeGateway } from './fake-sms-gateways.js';

const json = (status: number, value: object): Answer => ({ status, body: JSON.stringify(value), type: 'application/json' });
const INDIAN_MOBILE = /^91[6-9]\d{9}$/;
const placesIn = (body: string) => body.match(/\{\{\d+\}\}/g)?.length ?? 0;

export const FAKE_WHATSAPP_MSG91 = {
  WHATSAPP_MSG91_AUTH_KEY: '412345AbCdEfGhIjKlMn',
  WHATSAPP_MSG91_NUMBER: '918012345678',
  WHATSAPP_MSG91_NAMESPACE: 'a1b2c3d4_e5f6_7890_abcd_ef1234567890',
};

export const FAKE_WHATSAPP_GUPSHUP = {
  WHATSAPP_GUPSHUP_API_KEY: 'k7x2m9q4w1e8r5t3y6u0i2o4p6a8s0d1',
  WHATSAPP_GUPSHUP_SOURCE: '918012345678',
  WHATSAPP_GUPSHUP_APP_NAME: 'PadStore',
  ...Object.fromEntries(
    WHATSAPP_TEMPLATES.map((template, index) => [
      template.gupshupTemplateIdSetting,
      `c6aecef6-bcb0-4fb1-8100-${String(index).padStart(12, '0')}`,
    ]),
  ),
} as Record<string, string>;

/**
 * MSG91's WhatsApp template API as documented: POST /api/v5/whatsapp/whatsapp-outbound-message/bulk/
 * with the `authkey` header and a JSON body: the integrated number, content_type template, and the
 * template's name, language and namespace with `to_and_components` (numbers with 91, body_1 ... values).
 * Like Meta, it refuses a template it does not hold, in a language it does not hold, or values missing.
 */
export function fakeMsg91Whatsapp(): Promise<FakeGateway> {
  return startGateway((request, gateway) => {
    if (request.method !== 'POST' || request.path !== '/api/v5/whatsapp/whatsapp-outbound-message/bulk/')
      return json(404, { message: 'Not found' });
    if (request.headers.authkey !== FAKE_WHATSAPP_MSG91.WHATSAPP_MSG91_AUTH_KEY)
      return json(401, { status: 'fail', hasError: true, errors: 'Unauthorized' });
    if (!request.headers['content-type']?.startsWith('application/json'))
      return json(400, { status: 'fail', hasError: true, errors: 'Invalid content type' });
    const body = JSON.parse(request.body) as {
      integrated_number?: string;
      content_type?: string;
      payload?: {
        messaging_product?: string;
        type?: string;
        template?: {
          name?: string;
          language?: { code?: string; policy?: string };
          namespace?: string;
          to_and_components?: { to?: string[]; components?: Record<string, { type?: string; value?: string }> }[];
        };
      };
    };
    const fail = (errors: string) => json(400, { status: 'fail', hasError: true, errors });
    if (body.integrated_number !== FAKE_WHATSAPP_MSG91.WHATSAPP_MSG91_NUMBER) return fail('integrated_number is not yours');
    if (body.content_type !== 'template' || body.payload?.type !== 'template' || body.payload.messaging_product !== 'whatsapp')
      return fail('not a template message');
    const template = body.payload.template;
    if (template?.namespace !== FAKE_WHATSAPP_MSG91.WHATSAPP_MSG91_NAMESPACE) return fail('namespace');
    const found = WHATSAPP_TEMPLATES.find((entry) => entry.name === template.name && entry.language === template.language?.code);
    if (!found || template.language?.policy !== 'deterministic') return fail('template not approved in this language');
    const [recipient, ...others] = template.to_and_components ?? [];
    if (!recipient || others.length > 0 || recipient.to?.length !== 1 || !INDIAN_MOBILE.test(recipient.to[0] ?? '')) return fail('to');
    for (let place = 1; place <= placesIn(found.body); place++) {
      const component = recipient.components?.[`body_${place}`];
      if (component?.type !== 'text' || !component.value) return fail(`body_${place} missing`);
    }
    if (Object.keys(recipient.components ?? {}).length !== placesIn(found.body)) return fail('too many values');
    if (gateway.mode === 'fail') return json(500, { status: 'fail', hasError: true, errors: 'Internal error' });
    return json(200, { status: 'success', hasError: false, data: 'Message submitted', request_id: '6657a1b2c3d4e5f6' });
  });
}

/**
 * Gupshup's WhatsApp template API as documented: POST /wa/api/v1/template/msg with the `apikey` header
 * and a form: channel whatsapp, source, destination, src.name and template `{"id","params"}`; it
 * answers 202 `{"status":"submitted","messageId":...}`.
 */
export function fakeGupshupWhatsapp(): Promise<FakeGateway> {
  const templates = new Map(WHATSAPP_TEMPLATES.map((template) => [FAKE_WHATSAPP_GUPSHUP[template.gupshupTemplateIdSetting], template]));
  return startGateway((request, gateway) => {
    if (request.method !== 'POST' || request.path !== '/wa/api/v1/template/msg')
      return json(404, { status: 'error', message: 'Not found' });
    if (request.headers.apikey !== FAKE_WHATSAPP_GUPSHUP.WHATSAPP_GUPSHUP_API_KEY)
      return json(401, { status: 'error', message: 'Authentication Failed' });
    if (request.headers['content-type'] !== 'application/x-www-form-urlencoded')
      return json(400, { status: 'error', message: 'Invalid content type' });
    const form = new URLSearchParams(request.body);
    const fail = (message: string) => json(400, { status: 'error', message });
    if (form.get('channel') !== 'whatsapp') return fail('channel');
    if (
      form.get('source') !== FAKE_WHATSAPP_GUPSHUP.WHATSAPP_GUPSHUP_SOURCE ||
      form.get('src.name') !== FAKE_WHATSAPP_GUPSHUP.WHATSAPP_GUPSHUP_APP_NAME
    )
      return fail('source');
    if (!INDIAN_MOBILE.test(form.get('destination') ?? '')) return fail('destination');
    const template = JSON.parse(form.get('template') ?? '{}') as { id?: string; params?: unknown[] };
    const found = templates.get(template.id ?? '');
    if (!found) return fail('Template Does Not Exists');
    if (
      !Array.isArray(template.params) ||
      template.params.length !== placesIn(found.body) ||
      template.params.some((value) => typeof value !== 'string' || !value)
    ) {
      return fail('Template params mismatch');
    }
    if (gateway.mode === 'fail') return json(503, { status: 'error', message: 'Service unavailable' });
    return json(202, { status: 'submitted', messageId: 'ee4a68a0-1203-4c85-8dc3-49d0b3226a35' });
  });
}
