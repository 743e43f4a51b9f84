import { eq } from 'drizzle-orm';
import { findWhatsappTemplate, whatsappValues, WhatsappVariableError, type WhatsappTemplate } from '@padstore/domain/whatsapp-templates';
import type { WhatsappConfig } from '../../config.js';
import { notificationSettings, users } from '../../db/schema.js';
import type { ChannelSender, SendOutcome } from './outbox-message.js';

/** A provider that does not answer in this time is tried again later. */
const ANSWER_WITHIN_MS = 10_000;

interface TemplateSend {
  /** Her number with India's code, as both providers take it: 91 and her ten digits. */
  to: string;
  template: WhatsappTemplate;
  values: string[];
}

/** The request each provider documents for one template message. */
function requestFor(config: WhatsappConfig, send: TemplateSend): { url: string; init: RequestInit } {
  if (config.provider === 'msg91') {
    // MSG91: POST /api/v5/whatsapp/whatsapp-outbound-message/bulk/ with the account's authkey.
    const components = Object.fromEntries(send.values.map((value, index) => [`body_${index + 1}`, { type: 'text', value }]));
    return {
      url: new URL('/api/v5/whatsapp/whatsapp-outbound-message/bulk/', config.url).toString(),
      init: {
        method: 'POST',
        headers: { authkey: config.authKey, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          integrated_number: config.number,
          content_type: 'template',
          payload: {
            messaging_product: 'whatsapp',
            type: 'template',
            template: {
              name: send.template.name,
              language: { code: send.template.language, policy: 'deterministic' },
              ...(config.namespace ? { namespace: config.namespace } : {}),
              to_and_components: [{ to: [send.to], components }],
            },
          },
        }),
      },
    };
  }
  // Gupshup: POST /wa/api/v1/template/msg, a form, with the app's apikey.
  const templateId = config.templateIds[send.template.gupshupTemplateIdSetting] ?? '';
  return {
    url: new URL('/wa/api/v1/template/msg', config.url).toString(),
    init: {
      method: 'POST',
      headers: { apikey: config.apiKey, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        channel: 'whatsapp',
        source: config.source,
        destination: send.to,
        'src.name': config.appName,
        template: JSON.stringify({ id: templateId, params: send.values }),
      }).toString(),
    },
  };
}

/** What an answer means: taken; a refusal of this message for good; or a failure worth another try. */
async function outcomeOf(config: WhatsappConfig, answer: Response): Promise<SendOutcome> {
  const text = (await answer.text()).slice(0, 300);
  // A key refused or the provider's own trouble: the shop's to fix, the message waits (and the alert fires).
  if (answer.status === 401 || answer.status === 403 || answer.status === 429 || answer.status >= 500) {
    return { outcome: 'retry', reason: `${config.provider} answered ${answer.status}: ${text}` };
  }
  if (answer.status >= 400)
    return { outcome: 'gone', reason: `${config.provider} refused it (${answer.status}): ${text}`, because: 'refused' };
  let body: { status?: unknown; hasError?: unknown } = {};
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    return { outcome: 'retry', reason: `${config.provider} answered what is not JSON: ${text}` };
  }
  const refused = config.provider === 'msg91' ? body.status === 'fail' || body.hasError === true : body.status !== 'submitted';
  return refused ? { outcome: 'retry', reason: `${config.provider} did not take it: ${text}` } : { outcome: 'sent' };
}

/**
 * The outbox's sender for WhatsApp: her message as the approved template in her language, sent only while
 * her consent stands (she may have taken it back since it was written), to the number on her account.
 */
export function createWhatsappSender(config: WhatsappConfig, fetchImpl: typeof fetch = fetch): ChannelSender {
  return async (db, message) => {
    const [her] = await db
      .select({ phone: users.phoneNumber, consentAt: notificationSettings.whatsappConsentAt })
      .from(users)
      .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
      .where(eq(users.id, message.customerId));
    if (!her?.consentAt) return { outcome: 'gone', reason: 'she has not said yes to WhatsApp', because: 'no_consent' };
    if (!/^\d{10}$/.test(her.phone)) return { outcome: 'gone', reason: 'no phone number on her account', because: 'no_phone' };
    const template = findWhatsappTemplate(message.kind, message.language);
    let values: string[];
    try {
      values = whatsappValues(template, message.variables);
    } catch (error) {
      if (error instanceof WhatsappVariableError) return { outcome: 'gone', reason: error.message, because: 'refused' };
      throw error;
    }
    const { url, init } = requestFor(config, { to: `91${her.phone}`, template, values });
    const answer = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(ANSWER_WITHIN_MS) });
    return outcomeOf(config, answer);
  };
}
