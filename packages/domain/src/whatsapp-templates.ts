import { STORE_NAME } from './constants.js';

/**
 * Every WhatsApp message the store sends, as the template Meta approves through the provider: a message
 * outside a conversation she opened must be an approved template, word for word, with its variables
 * written `{{1}}`, `{{2}}` ... in the order of `variables`. A message is only ever made here, from its
 * template; the production guide (docs/production.md) lists these texts to have approved.
 */

export const WHATSAPP_PROVIDERS = ['msg91', 'gupshup'] as const;
export type WhatsappProviderName = (typeof WHATSAPP_PROVIDERS)[number];

/** What a message is about (the outbox's MessageKind). */
export type WhatsappKind = 'order_placed' | 'out_for_delivery' | 'delivered' | 'cancelled' | 'repeat_confirm' | 'refund';
export type WhatsappLanguage = 'en' | 'hi';

/** WhatsApp refuses a variable with a line break, a tab or more than four spaces in a row; the store keeps them short too. */
export const WHATSAPP_VARIABLE_MAX_LENGTH = 60;

export interface WhatsappTemplate {
  kind: WhatsappKind;
  language: WhatsappLanguage;
  /** The template's name at Meta (the same for both languages: a template has one name and a text per language). */
  name: string;
  /** The text approved, each variable `{{n}}`. */
  body: string;
  /** The outbox message's variables, in the order of `{{1}}`, `{{2}}` ... */
  variables: readonly string[];
  /** The setting that holds Gupshup's id of this template in this language. */
  gupshupTemplateIdSetting: `WHATSAPP_GUPSHUP_TEMPLATE_${string}`;
}

const template = (
  kind: WhatsappKind,
  name: string,
  variables: readonly string[],
  en: string,
  hi: string,
): [WhatsappTemplate, WhatsappTemplate] => {
  const setting = `WHATSAPP_GUPSHUP_TEMPLATE_${kind.toUpperCase()}` as const;
  return [
    { kind, language: 'en', name, body: en, variables, gupshupTemplateIdSetting: `${setting}_EN` },
    { kind, language: 'hi', name, body: hi, variables, gupshupTemplateIdSetting: `${setting}_HI` },
  ];
};

/** Utility templates only (order news): none of them is promotional. "Your order", never what is in it. */
export const WHATSAPP_TEMPLATES: readonly WhatsappTemplate[] = [
  ...template(
    'order_placed',
    'padstore_order_placed',
    ['orderNumber'],
    `Your ${STORE_NAME} order {{1}} is placed. We will tell you when it is on its way.`,
    `आपका ${STORE_NAME} ऑर्डर {{1}} मिल गया है। रास्ते में होने पर हम आपको बताएँगे।`,
  ),
  ...template(
    'out_for_delivery',
    'padstore_out_for_delivery',
    ['orderNumber', 'rider', 'arrival'],
    `Your ${STORE_NAME} order {{1}} is on its way with {{2}}. It should reach you {{3}}.`,
    `आपका ${STORE_NAME} ऑर्डर {{1}} {{2}} के साथ रास्ते में है। यह {{3}} पहुँच जाना चाहिए।`,
  ),
  ...template(
    'delivered',
    'padstore_delivered',
    ['orderNumber'],
    `Your ${STORE_NAME} order {{1}} is delivered. Thank you.`,
    `आपका ${STORE_NAME} ऑर्डर {{1}} पहुँच गया है। धन्यवाद।`,
  ),
  ...template(
    'cancelled',
    'padstore_cancelled',
    ['orderNumber'],
    `Your ${STORE_NAME} order {{1}} is cancelled. Open the app to see why.`,
    `आपका ${STORE_NAME} ऑर्डर {{1}} रद्द हो गया है। कारण ऐप में देखें।`,
  ),
  ...template(
    'repeat_confirm',
    'padstore_repeat_confirm',
    ['amount', 'day'],
    `Your ${STORE_NAME} order of Rs {{1}} comes on {{2}}. Open the app to confirm, skip or change it.`,
    `आपका ${STORE_NAME} ऑर्डर Rs {{1}} का {{2}} को आएगा। ऐप में पुष्टि करें, छोड़ें या बदलें।`,
  ),
  ...template(
    'refund',
    'padstore_refund',
    ['amount', 'orderNumber'],
    `Rs {{1}} for your ${STORE_NAME} order {{2}} is refunded. Your bank may take a few days to show it.`,
    `आपके ${STORE_NAME} ऑर्डर {{2}} के Rs {{1}} वापस भेज दिए गए हैं। बैंक में दिखने में कुछ दिन लग सकते हैं।`,
  ),
];

export function findWhatsappTemplate(kind: WhatsappKind, language: WhatsappLanguage): WhatsappTemplate {
  const found = WHATSAPP_TEMPLATES.find((entry) => entry.kind === kind && entry.language === language);
  if (!found) throw new Error(`No ${language} WhatsApp template for ${kind}`);
  return found;
}

export class WhatsappVariableError extends Error {}

/** The values of a template's variables in order, each checked as WhatsApp takes them. */
export function whatsappValues(found: WhatsappTemplate, values: Record<string, string>): string[] {
  return found.variables.map((name) => {
    const value = values[name]?.trim() ?? '';
    const where = `${found.kind}.${name}`;
    if (value === '') throw new WhatsappVariableError(`${where} is missing`);
    if (value.length > WHATSAPP_VARIABLE_MAX_LENGTH)
      throw new WhatsappVariableError(`${where} is over ${WHATSAPP_VARIABLE_MAX_LENGTH} characters`);
    if (/[\r\n\t]| {5}/.test(value)) throw new WhatsappVariableError(`${where} holds a line break, a tab or five spaces`);
    return value;
  });
}

/** The text she reads: the template with its values in place. */
export function renderWhatsapp(found: WhatsappTemplate, values: Record<string, string>): string {
  const ordered = whatsappValues(found, values);
  return found.body.replace(/\{\{(\d+)\}\}/g, (_, place: string) => ordered[Number(place) - 1] ?? '');
}
