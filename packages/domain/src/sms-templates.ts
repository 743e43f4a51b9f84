import { OTP_LIFETIME_SECONDS, STORE_NAME } from './constants.js';

/**
 * Every text the store sends by SMS. In India each one must be registered on the DLT portal, word for
 * word, with each variable written `{#var#}`; an operator drops any text that does not match. So a
 * message is only ever made here, from its template, and the production guide (docs/production.md) lists these texts for registration.
 */

/** The ways the store can send a text: printed, a gateway of the operator's, MSG91 and Gupshup. */
export const SMS_PROVIDERS = ['console', 'webhook', 'msg91', 'gupshup'] as const;
export type SmsProviderName = (typeof SMS_PROVIDERS)[number];

/** DLT takes a variable of at most 30 characters. */
export const DLT_VARIABLE_MAX_LENGTH = 30;
export const DLT_VARIABLE = '{#var#}';

export interface SmsVariable {
  name: string;
  /** Numeric variables hold digits only; text ones any character but a line break. */
  kind: 'numeric' | 'text';
}

export type SmsTemplateName = 'loginCode' | 'accountDeletionCode' | 'repeatReminder';
/** Each text is registered once per language; Hindi ones are sent as Unicode (70 characters a part). */
export type SmsLanguage = 'en' | 'hi';

export interface SmsTemplate {
  name: SmsTemplateName;
  language: SmsLanguage;
  /** The text before the WebOTP line, each variable a `{#var#}` in the order of `variables`. */
  body: string;
  variables: readonly SmsVariable[];
  /**
   * The variable repeated on a last line `@{shop's domain} #{code}`, which Chrome on Android reads to
   * fill the code in by itself (WebOTP). The domain is written into the registered text, not sent as a
   * variable: it is the shop's own and never changes.
   */
  webOtpVariable?: string;
  /** The setting that holds the template id the DLT portal gave this text. */
  templateIdSetting: `SMS_TEMPLATE_${string}`;
  /** The setting that holds MSG91's own id of the template (MSG91 maps it to the DLT one). */
  msg91TemplateIdSetting: `MSG91_TEMPLATE_${string}`;
}

const lifetime = `${OTP_LIFETIME_SECONDS / 60} minutes`;
const minutes = OTP_LIFETIME_SECONDS / 60;

export const SMS_TEMPLATES: readonly SmsTemplate[] = [
  {
    name: 'loginCode',
    language: 'en',
    body: `${DLT_VARIABLE} is your ${STORE_NAME} login code. It expires in ${lifetime}. Do not share it.`,
    variables: [{ name: 'code', kind: 'numeric' }],
    webOtpVariable: 'code',
    templateIdSetting: 'SMS_TEMPLATE_LOGIN_OTP',
    msg91TemplateIdSetting: 'MSG91_TEMPLATE_LOGIN_OTP',
  },
  {
    name: 'accountDeletionCode',
    language: 'en',
    body: `${DLT_VARIABLE} is your ${STORE_NAME} code to DELETE your account. It expires in ${lifetime}. Ignore it if you did not ask.`,
    variables: [{ name: 'code', kind: 'numeric' }],
    templateIdSetting: 'SMS_TEMPLATE_ACCOUNT_DELETION_OTP',
    msg91TemplateIdSetting: 'MSG91_TEMPLATE_ACCOUNT_DELETION_OTP',
  },
  {
    // Two days before a repeat order's delivery (issue 33). "Your order", never what it is for.
    name: 'repeatReminder',
    language: 'en',
    body: `Your ${STORE_NAME} order of Rs ${DLT_VARIABLE} comes on ${DLT_VARIABLE}. Open the app to confirm, skip or change it.`,
    variables: [
      { name: 'amount', kind: 'text' },
      { name: 'day', kind: 'text' },
    ],
    templateIdSetting: 'SMS_TEMPLATE_REPEAT_REMINDER',
    msg91TemplateIdSetting: 'MSG91_TEMPLATE_REPEAT_REMINDER',
  },
  // Hindi: registered as Unicode templates of their own, short enough for two Unicode parts.
  {
    name: 'loginCode',
    language: 'hi',
    body: `${DLT_VARIABLE} आपका ${STORE_NAME} लॉगिन कोड है। यह ${minutes} मिनट तक चलेगा। इसे किसी को न बताएँ।`,
    variables: [{ name: 'code', kind: 'numeric' }],
    webOtpVariable: 'code',
    templateIdSetting: 'SMS_TEMPLATE_LOGIN_OTP_HI',
    msg91TemplateIdSetting: 'MSG91_TEMPLATE_LOGIN_OTP_HI',
  },
  {
    name: 'accountDeletionCode',
    language: 'hi',
    body: `${DLT_VARIABLE} आपका ${STORE_NAME} अकाउंट डिलीट करने का कोड है। यह ${minutes} मिनट तक चलेगा। आपने नहीं माँगा तो इसे अनदेखा करें।`,
    variables: [{ name: 'code', kind: 'numeric' }],
    templateIdSetting: 'SMS_TEMPLATE_ACCOUNT_DELETION_OTP_HI',
    msg91TemplateIdSetting: 'MSG91_TEMPLATE_ACCOUNT_DELETION_OTP_HI',
  },
  {
    name: 'repeatReminder',
    language: 'hi',
    body: `आपका ${STORE_NAME} ऑर्डर Rs ${DLT_VARIABLE} का ${DLT_VARIABLE} को आएगा। ऐप में पुष्टि करें, छोड़ें या बदलें।`,
    variables: [
      { name: 'amount', kind: 'text' },
      { name: 'day', kind: 'text' },
    ],
    templateIdSetting: 'SMS_TEMPLATE_REPEAT_REMINDER_HI',
    msg91TemplateIdSetting: 'MSG91_TEMPLATE_REPEAT_REMINDER_HI',
  },
];

export function findSmsTemplate(name: SmsTemplateName, language: SmsLanguage = 'en'): SmsTemplate {
  const template = SMS_TEMPLATES.find((entry) => entry.name === name && entry.language === language);
  if (!template) throw new Error(`No ${language} SMS template named ${name}`);
  return template;
}

/**
 * The exact text to register on the DLT portal. The WebOTP line is there when the shop has a domain
 * (PUBLIC_URL); without one (development) it is left out.
 */
export function registeredText(template: SmsTemplate, shopDomain?: string): string {
  return template.webOtpVariable && shopDomain ? `${template.body}\n@${shopDomain} #${DLT_VARIABLE}` : template.body;
}

/** The variables' names in the order of the `{#var#}` places of the registered text. */
function placeNames(template: SmsTemplate, shopDomain?: string): string[] {
  const names = template.variables.map((variable) => variable.name);
  return template.webOtpVariable && shopDomain ? [...names, template.webOtpVariable] : names;
}

export class SmsVariableError extends Error {}

function checkValue(template: SmsTemplate, variable: SmsVariable, value: string | undefined): string {
  const where = `${template.name}.${variable.name}`;
  if (value === undefined || value === '') throw new SmsVariableError(`${where} is missing`);
  if (value.length > DLT_VARIABLE_MAX_LENGTH) throw new SmsVariableError(`${where} is over ${DLT_VARIABLE_MAX_LENGTH} characters`);
  if (variable.kind === 'numeric' && !/^\d+$/.test(value)) throw new SmsVariableError(`${where} must be digits only`);
  if (/[\r\n]/.test(value)) throw new SmsVariableError(`${where} cannot hold a line break`);
  return value;
}

export interface RenderedSms {
  template: SmsTemplate;
  /** The values of the `{#var#}` places, in order (what DLT providers take). */
  variables: string[];
  /** The whole text, as the phone shows it. */
  text: string;
}

/** Fills a template with checked values; the only way a text to send is made. */
export function renderSms(template: SmsTemplate, values: Record<string, string>, shopDomain?: string): RenderedSms {
  const byName = new Map(template.variables.map((variable) => [variable.name, checkValue(template, variable, values[variable.name])]));
  const variables = placeNames(template, shopDomain).map((name) => byName.get(name)!);
  const parts = registeredText(template, shopDomain).split(DLT_VARIABLE);
  const text = parts.reduce((whole, part, index) => whole + variables[index - 1]! + part);
  return { template, variables, text };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The registered text as an operator matches it: literal text, each `{#var#}` up to 30 characters. */
export function templatePattern(template: SmsTemplate, shopDomain?: string): RegExp {
  const pieces = registeredText(template, shopDomain).split(DLT_VARIABLE).map(escapeRegExp);
  return new RegExp(`^${pieces.join(`([^\\n]{1,${DLT_VARIABLE_MAX_LENGTH}})`)}$`);
}
