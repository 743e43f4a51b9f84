import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { normalizeMobile } from '@padstore/domain';
import { dataDirLayout } from './storage/data-dir.js';
import { SMS_PROVIDERS, SMS_TEMPLATES, type SmsProviderName } from '@padstore/domain/sms-templates';
import { WHATSAPP_PROVIDERS, WHATSAPP_TEMPLATES } from '@padstore/domain/whatsapp-templates';

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalUrl = (protocols: RegExp) => z.preprocess(emptyToUndefined, z.url({ protocol: protocols }).optional());

const optionalMatching = (pattern: RegExp, message: string) =>
  z.preprocess(emptyToUndefined, z.string().regex(pattern, message).optional());
const optionalText = z.preprocess(emptyToUndefined, z.string().optional());
const dltTemplateIdSchema = optionalMatching(/^\d{1,30}$/, 'must be the template id the DLT portal gave, digits only');
const msg91TemplateIdSchema = optionalMatching(/^[A-Za-z0-9]{1,64}$/, "must be MSG91's id of the template, letters and digits");
const DLT_TEMPLATE_SETTINGS = SMS_TEMPLATES.map((template) => template.templateIdSetting);
const MSG91_TEMPLATE_SETTINGS = SMS_TEMPLATES.map((template) => template.msg91TemplateIdSetting);
/** The providers that send through India's DLT: each needs the entity, the header and every template's id. */
const DLT_PROVIDERS: readonly SmsProviderName[] = ['msg91', 'gupshup'];

const smsSchema = z.object({
  SMS_PROVIDER: z.preprocess(emptyToUndefined, z.enum(SMS_PROVIDERS).optional()),
  SMS_FALLBACK_PROVIDER: z.preprocess(emptyToUndefined, z.enum(SMS_PROVIDERS).optional()),
  SMS_WEBHOOK_URL: optionalUrl(/^https?$/),
  SMS_DLT_ENTITY_ID: optionalMatching(/^\d{1,30}$/, 'must be the entity id the DLT portal gave, digits only'),
  SMS_SENDER_ID: optionalMatching(/^[A-Za-z]{6}$/, 'must be the 6-letter sender header registered on the DLT portal'),
  ...Object.fromEntries(DLT_TEMPLATE_SETTINGS.map((setting) => [setting, dltTemplateIdSchema])),
  MSG91_AUTH_KEY: optionalText,
  MSG91_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).default('https://control.msg91.com')),
  ...Object.fromEntries(MSG91_TEMPLATE_SETTINGS.map((setting) => [setting, msg91TemplateIdSchema])),
  GUPSHUP_USER_ID: optionalMatching(/^\d+$/, 'must be the Gupshup Enterprise account number, digits only'),
  GUPSHUP_PASSWORD: optionalText,
  GUPSHUP_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).default('https://enterprise.smsgupshup.com/GatewayAPI/rest')),
  PUBLIC_URL: optionalUrl(/^https?$/),
});
type SmsEnvironment = z.output<typeof smsSchema> & Record<string, unknown>;

const GUPSHUP_WHATSAPP_TEMPLATE_SETTINGS = WHATSAPP_TEMPLATES.map((template) => template.gupshupTemplateIdSetting);
const whatsappSchema = z.object({
  WHATSAPP_PROVIDER: z.preprocess(emptyToUndefined, z.enum(WHATSAPP_PROVIDERS).optional()),
  WHATSAPP_MSG91_AUTH_KEY: optionalText,
  WHATSAPP_MSG91_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).default('https://api.msg91.com')),
  WHATSAPP_MSG91_NUMBER: optionalMatching(/^\d{10,15}$/, 'must be the WhatsApp number integrated at MSG91, digits with the country code'),
  WHATSAPP_MSG91_NAMESPACE: optionalMatching(/^[A-Za-z0-9_-]{1,100}$/, "must be the templates' namespace MSG91 shows"),
  WHATSAPP_GUPSHUP_API_KEY: optionalText,
  WHATSAPP_GUPSHUP_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).default('https://api.gupshup.io')),
  WHATSAPP_GUPSHUP_SOURCE: optionalMatching(
    /^\d{10,15}$/,
    'must be the WhatsApp number registered at Gupshup, digits with the country code',
  ),
  WHATSAPP_GUPSHUP_APP_NAME: optionalMatching(/^[A-Za-z0-9_-]{1,100}$/, "must be the app's name at Gupshup"),
  ...Object.fromEntries(
    GUPSHUP_WHATSAPP_TEMPLATE_SETTINGS.map((setting) => [
      setting,
      optionalMatching(/^[A-Za-z0-9-]{1,64}$/, "must be Gupshup's id of the template"),
    ]),
  ),
  OUTBOX_EVERY_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(600_000).default(5_000)),
});
type WhatsappEnvironment = z.output<typeof whatsappSchema> & Record<string, unknown>;

/** What the chosen WhatsApp provider needs, named setting by setting. */
function checkWhatsappSettings(env: WhatsappEnvironment, context: z.RefinementCtx) {
  const needed =
    env.WHATSAPP_PROVIDER === 'msg91'
      ? ['WHATSAPP_MSG91_AUTH_KEY', 'WHATSAPP_MSG91_NUMBER']
      : env.WHATSAPP_PROVIDER === 'gupshup'
        ? ['WHATSAPP_GUPSHUP_API_KEY', 'WHATSAPP_GUPSHUP_SOURCE', 'WHATSAPP_GUPSHUP_APP_NAME', ...GUPSHUP_WHATSAPP_TEMPLATE_SETTINGS]
        : [];
  for (const setting of needed) {
    if (!env[setting])
      context.addIssue({ code: 'custom', path: [setting], message: `is required when WHATSAPP_PROVIDER=${env.WHATSAPP_PROVIDER}` });
  }
}

function whatsappConfig(env: WhatsappEnvironment): WhatsappConfig | undefined {
  if (env.WHATSAPP_PROVIDER === 'msg91' && env.WHATSAPP_MSG91_AUTH_KEY && env.WHATSAPP_MSG91_NUMBER) {
    return {
      provider: 'msg91',
      url: env.WHATSAPP_MSG91_URL,
      authKey: env.WHATSAPP_MSG91_AUTH_KEY,
      number: env.WHATSAPP_MSG91_NUMBER,
      namespace: env.WHATSAPP_MSG91_NAMESPACE,
    };
  }
  if (env.WHATSAPP_PROVIDER === 'gupshup' && env.WHATSAPP_GUPSHUP_API_KEY && env.WHATSAPP_GUPSHUP_SOURCE && env.WHATSAPP_GUPSHUP_APP_NAME) {
    return {
      provider: 'gupshup',
      url: env.WHATSAPP_GUPSHUP_URL,
      apiKey: env.WHATSAPP_GUPSHUP_API_KEY,
      source: env.WHATSAPP_GUPSHUP_SOURCE,
      appName: env.WHATSAPP_GUPSHUP_APP_NAME,
      templateIds: settingsOf(env, GUPSHUP_WHATSAPP_TEMPLATE_SETTINGS),
    };
  }
  return undefined;
}

/** WhatsApp through the provider WHATSAPP_PROVIDER chooses; without one, no WhatsApp message is sent. */
export type WhatsappConfig =
  | { provider: 'msg91'; url: string; authKey: string; number: string; namespace?: string }
  | { provider: 'gupshup'; url: string; apiKey: string; source: string; appName: string; templateIds: Record<string, string> };

/** What each chosen provider needs, named setting by setting. */
function checkSmsSettings(env: SmsEnvironment, context: z.RefinementCtx) {
  const require = (setting: string, why: string) => {
    if (!env[setting]) context.addIssue({ code: 'custom', path: [setting], message: `is required when ${why}` });
  };
  const chosen = [
    ['SMS_PROVIDER', env.SMS_PROVIDER],
    ['SMS_FALLBACK_PROVIDER', env.SMS_FALLBACK_PROVIDER],
  ] as const;
  for (const [setting, provider] of chosen) {
    if (!provider) continue;
    const why = `${setting}=${provider}`;
    if (provider === 'webhook') require('SMS_WEBHOOK_URL', why);
    if (provider === 'msg91') ['MSG91_AUTH_KEY', ...MSG91_TEMPLATE_SETTINGS].forEach((name) => require(name, why));
    if (provider === 'gupshup') ['GUPSHUP_USER_ID', 'GUPSHUP_PASSWORD'].forEach((name) => require(name, why));
    // The sign-in text ends with the shop's domain (WebOTP), and is registered on the DLT portal so.
    if (DLT_PROVIDERS.includes(provider))
      ['SMS_DLT_ENTITY_ID', 'SMS_SENDER_ID', ...DLT_TEMPLATE_SETTINGS, 'PUBLIC_URL'].forEach((name) => require(name, why));
  }
  if (env.SMS_FALLBACK_PROVIDER && env.SMS_FALLBACK_PROVIDER === (env.SMS_PROVIDER ?? 'console')) {
    context.addIssue({ code: 'custom', path: ['SMS_FALLBACK_PROVIDER'], message: 'must be another provider than SMS_PROVIDER' });
  }
}

/** The named ranges Fastify (proxy-addr) takes besides addresses and CIDRs. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Which proxies may say who the client is, by their addresses, as Fastify's `trustProxy` takes them.
 * Neither `true` (it believes whatever `X-Forwarded-For` a client writes) nor a hop count (it cannot
 * tell a proxy from a client that connects to the store straight; Fastify 5.12 ignores it).
 */
const trustProxySchema = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .optional()
    .transform((text, context): TrustProxy => {
      const value = text?.trim().toLowerCase();
      if (value === undefined || value === 'false') return false;
      const refuse = (message: string) => {
        context.addIssue({ code: 'custom', message });
        return z.NEVER;
      };
      const byAddress = "give the proxies' addresses instead (127.0.0.1 for an nginx on this machine, or a CIDR such as 10.0.0.0/8)";
      if (value === 'true')
        return refuse(
          `true would believe any X-Forwarded-For a client writes, so anyone could choose the address the limits count; ${byAddress}`,
        );
      if (/^\d+$/.test(value))
        return refuse(
          `a number of proxies cannot tell a proxy from a client connecting straight to the store, who could then write its own X-Forwarded-For; ${byAddress}`,
        );
      const entries = value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean);
      const wrong = entries.find((entry) => !isProxyAddress(entry));
      if (wrong !== undefined || entries.length === 0)
        return refuse(`"${wrong ?? text}" is not a proxy's address or CIDR (such as 127.0.0.1 or 10.0.0.0/8)`);
      return entries.join(',');
    }),
);

const paymentSchema = z.object({
  PAYMENT_PROVIDER: z.preprocess(emptyToUndefined, z.enum(['razorpay', 'cashfree']).optional()),
  RAZORPAY_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).default('https://api.razorpay.com')),
  RAZORPAY_KEY_ID: optionalText,
  RAZORPAY_KEY_SECRET: optionalText,
  RAZORPAY_WEBHOOK_SECRET: optionalText,
  RAZORPAY_CHECKOUT_URL: z.preprocess(
    emptyToUndefined,
    z.url({ protocol: /^https?$/ }).default('https://checkout.razorpay.com/v1/checkout.js'),
  ),
  // Cashfree PG: the production API unless set (its sandbox is https://sandbox.cashfree.com).
  CASHFREE_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).default('https://api.cashfree.com')),
  CASHFREE_APP_ID: optionalText,
  CASHFREE_SECRET_KEY: optionalText,
  // Cashfree signs webhooks with the secret key; a separate webhook secret is used when one is set.
  CASHFREE_WEBHOOK_SECRET: optionalText,
  CASHFREE_CHECKOUT_URL: z.preprocess(
    emptyToUndefined,
    z.url({ protocol: /^https?$/ }).default('https://sdk.cashfree.com/js/v3/cashfree.js'),
  ),
  // Minutes an order waits for its payment before its stock and offer are given back.
  PAYMENT_TIME_LIMIT_MINUTES: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 60)
      .default(15),
  ),
});
type PaymentEnvironment = z.output<typeof paymentSchema>;

/** What the chosen gateway needs, named setting by setting. */
function checkPaymentSettings(env: PaymentEnvironment, context: z.RefinementCtx) {
  const required =
    env.PAYMENT_PROVIDER === 'razorpay'
      ? (['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const)
      : env.PAYMENT_PROVIDER === 'cashfree'
        ? (['CASHFREE_APP_ID', 'CASHFREE_SECRET_KEY'] as const)
        : [];
  for (const setting of required) {
    if (!env[setting])
      context.addIssue({ code: 'custom', path: [setting], message: `is required when PAYMENT_PROVIDER=${env.PAYMENT_PROVIDER}` });
  }
}

const pushSchema = z.object({
  // `npx web-push generate-vapid-keys` makes the pair: an uncompressed P-256 point and its private scalar, base64url.
  VAPID_PUBLIC_KEY: optionalMatching(
    /^[A-Za-z0-9_-]{87}$/,
    'must be the public key npx web-push generate-vapid-keys printed (87 characters)',
  ),
  VAPID_PRIVATE_KEY: optionalMatching(
    /^[A-Za-z0-9_-]{43}$/,
    'must be the private key npx web-push generate-vapid-keys printed (43 characters)',
  ),
  VAPID_SUBJECT: optionalMatching(
    /^(mailto:\S+@\S+|https:\/\/\S+)$/,
    "must be the shop's contact as mailto:someone@example.com or an https:// address",
  ),
});
type PushEnvironment = z.output<typeof pushSchema>;

/** Push is on with all three VAPID settings, off with none; some without the others is a mistake. */
function checkPushSettings(env: PushEnvironment, context: z.RefinementCtx) {
  const settings = ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'VAPID_SUBJECT'] as const;
  if (!settings.some((setting) => env[setting])) return;
  for (const setting of settings)
    if (!env[setting])
      context.addIssue({
        code: 'custom',
        path: [setting],
        message: 'is required with the other VAPID settings (or leave all three unset: no notifications)',
      });
}

const environmentSchema = z
  .object({
    ...smsSchema.shape,
    ...paymentSchema.shape,
    ...pushSchema.shape,
    ...whatsappSchema.shape,
    NODE_ENV: z.preprocess(emptyToUndefined, z.enum(['development', 'production', 'test']).optional()),
    PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
    HOST: z.preprocess(emptyToUndefined, z.string().default('127.0.0.1')),
    TRUST_PROXY: trustProxySchema,
    DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./data')),
    DATABASE_URL: optionalUrl(/^postgres(ql)?$/),
    DATABASE_POOL_SIZE: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(500).default(10)),
    REDIS_URL: optionalUrl(/^rediss?$/),
    // A demo shop on purpose: 'true' fills an empty database with the demo catalog even in production.
    DEMO_CATALOG: z.preprocess(emptyToUndefined, z.enum(['true', 'false'], { error: 'must be true or false' }).optional()),
    ADMIN_PHONES: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .default('')
        .transform((text, context) => {
          const phones: string[] = [];
          for (const entry of text
            .split(',')
            .map((part) => part.trim())
            .filter(Boolean)) {
            const phone = normalizeMobile(entry);
            if (!phone) {
              context.addIssue({ code: 'custom', message: `"${entry}" is not a valid mobile number` });
              return z.NEVER;
            }
            phones.push(phone);
          }
          return phones;
        }),
    ),
    GEOCODER_URL: optionalUrl(/^https?$/),
    OTP_SENDS_PER_IP_PER_10_MIN: z.preprocess(emptyToUndefined, z.coerce.number().int().positive().optional()),
    OTP_WRONG_TRIES_PER_IP_PER_HOUR: z.preprocess(emptyToUndefined, z.coerce.number().int().positive().optional()),
    COUPON_TRIES_PER_CUSTOMER_PER_HOUR: z.preprocess(emptyToUndefined, z.coerce.number().int().positive().default(20)),
    COUPON_TRIES_PER_IP_PER_HOUR: z.preprocess(emptyToUndefined, z.coerce.number().int().positive().optional()),
    LOG_LEVEL: z.preprocess(emptyToUndefined, z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info')),
    BACKUP_DIR: z.preprocess(emptyToUndefined, z.string().optional()),
    // Fractions are allowed (0.5 is every half hour); at most once a week, which a timer can wait for.
    BACKUP_EVERY_HOURS: z.preprocess(emptyToUndefined, z.coerce.number().positive().max(168).optional()),
    BACKUP_KEEP: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(1000).default(7)),
    // What grows with every order and is kept only as long as the shop chooses (decision record 028's
    // retention): at least a month, so that no open order's notes or the week's audit trail can go.
    NOTIFICATIONS_KEEP_DAYS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(30).max(36_500).default(365)),
    TIMELINE_DETAILS_KEEP_DAYS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(30).max(36_500).default(730)),
    AUDIT_LOG_KEEP_DAYS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(30).max(36_500).default(1_095)),
    // A scraper's secret: long enough that trying tokens over the network is hopeless.
    METRICS_TOKEN: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .min(16, 'must be at least 16 characters (openssl rand -hex 24 makes one)')
        .regex(/^[\x21-\x7e]+$/, 'must be printable characters without spaces, as a bearer token is sent')
        .optional(),
    ),
    // Keys the offers' use records by a keyed hash of her phone and door (decision record 009).
    OFFER_KEY_SECRET: z.preprocess(
      emptyToUndefined,
      z.string().min(32, 'must be at least 32 characters (openssl rand -hex 32 makes one)').optional(),
    ),
    REPEATS_PER_CUSTOMER: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(1_000_000).default(5)),
    OPEN_ORDERS_PER_CUSTOMER: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(1_000_000).default(3)),
    OPEN_PACKS_PER_CUSTOMER: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(1_000_000).default(20)),
  })
  .superRefine((env, context) => {
    if (env.BACKUP_EVERY_HOURS !== undefined && env.DATABASE_URL) {
      context.addIssue({
        code: 'custom',
        path: ['BACKUP_EVERY_HOURS'],
        message:
          "schedules backups of the embedded database; with DATABASE_URL use the PostgreSQL server's own backups (or npm run backup from a timer)",
      });
    }
    checkSmsSettings(env as SmsEnvironment, context);
    checkPaymentSettings(env, context);
    checkPushSettings(env, context);
    checkWhatsappSettings(env as WhatsappEnvironment, context);
    if (env.NODE_ENV === 'production' && !env.SMS_PROVIDER) {
      context.addIssue({
        code: 'custom',
        path: ['SMS_PROVIDER'],
        message: 'must be set in production (msg91, gupshup or webhook, or console to print codes on purpose)',
      });
    }
    // The development key is in the source: in production the hashes would be as good as her number in the clear.
    if (env.NODE_ENV === 'production' && !env.OFFER_KEY_SECRET) {
      context.addIssue({
        code: 'custom',
        path: ['OFFER_KEY_SECRET'],
        message: 'must be set in production, the same on every instance and kept (openssl rand -hex 32 makes one)',
      });
    }
  });

/**
 * The key of development and tests: known to anyone who reads the source, so production refuses to start
 * without its own OFFER_KEY_SECRET.
 */
export const DEVELOPMENT_OFFER_KEY_SECRET = 'padstore-development-offer-key-not-for-production';

/** Off, or the addresses and CIDRs of the proxies in front of the store (comma-separated). */
export type TrustProxy = false | string;

/** What DLT asks of every business SMS: the registered sender, its header and each text's template id. */
export interface DltRegistration {
  entityId: string;
  /** The sender header, 6 letters. */
  senderId: string;
  /** Template ids by the setting that holds them (SMS_TEMPLATE_LOGIN_OTP ...). */
  templateIds: Record<string, string>;
}

export interface Config {
  production: boolean;
  /** How many days notifications, the timeline's intermediate steps and the audit log are kept. */
  retention: Retention;
  port: number;
  host: string;
  /** Where the client's address comes from: the socket (false) or the trusted proxies' X-Forwarded-For. */
  trustProxy: TrustProxy;
  dataDir: string;
  /** Uploaded pictures: DATA_DIR/uploads. */
  uploadsDir: string;
  /** Scheduled backups of the embedded database: where, how often (none when unset), how many kept. */
  backups: { dir: string; everyHours?: number; keep: number };
  databaseUrl?: string;
  /** Connections each instance opens to PostgreSQL (plus one for LISTEN). */
  databasePoolSize: number;
  redisUrl?: string;
  /**
   * Whether an empty database gets the demo catalog at start: yes in development, no in production (a
   * shop opens empty), unless DEMO_CATALOG says otherwise.
   */
  demoCatalog: boolean;
  sms: SmsConfig;
  /** The shop's address as customers reach it (PUBLIC_URL); its host ends the sign-in SMS for WebOTP. */
  publicUrl?: string;
  adminPhones: string[];
  geocoderUrl: string;
  otpSendsPerIpPer10Min: number;
  /** Wrong sign-in codes one address may try in an hour, across phones. */
  otpWrongTriesPerIpPerHour: number;
  /** Offers' codes one customer may have refused in an hour (guessing codes, issue 44). */
  couponTriesPerCustomerPerHour: number;
  /** Offers' codes one client address may have refused in an hour, across customers. */
  couponTriesPerIpPerHour: number;
  logLevel: string;
  /** The bearer token GET /metrics answers to; without it the store keeps no metrics and /metrics is not found. */
  metricsToken?: string;
  payments: PaymentsConfig;
  /** Notifications on her phone (Web Push, decision record 032): the VAPID keys, or none when push is off. */
  push?: VapidKeys;
  whatsapp?: WhatsappConfig;
  /** How often each instance's outbox worker looks for messages due; 0 runs none (tests run it themselves). */
  outboxEveryMs: number;
  /** The secret of the keyed hashes that the offers' use records keep instead of her phone and door. */
  offerKeySecret: string;
  /** What one customer may hold at once, so that one account cannot empty a branch's shelves. */
  limits: OrderLimits;
}

export interface OrderLimits {
  /** Active repeat orders per customer. */
  repeatsPerCustomer: number;
  /** Open (not yet delivered or cancelled) cash-on-delivery orders, per customer and per door. */
  openOrders: number;
  /** Packs in those open orders, per customer and per door. */
  openPacks: number;
}

/** Paying online (issue 47): without a provider, every order is paid on delivery. */
export interface PaymentsConfig {
  provider?: 'razorpay' | 'cashfree';
  /** How long an order waits for its payment before it is released. */
  timeLimitMinutes: number;
  razorpay?: { url: string; keyId: string; keySecret: string; webhookSecret: string; checkoutUrl: string };
  cashfree?: { url: string; appId: string; secretKey: string; webhookSecret: string; checkoutUrl: string };
}

export interface SmsConfig {
  provider: SmsProviderName;
  /** Sends what the provider could not (an error or no answer in 5 seconds). */
  fallback?: SmsProviderName;
  webhookUrl?: string;
  /** Present when the entity id and header are set. */
  dlt?: DltRegistration;
  msg91?: { authKey: string; url: string; templateIds: Record<string, string> };
  gupshup?: { userId: string; password: string; url: string };
}

/** The shop's VAPID key pair and contact (RFC 8292): the push services know the sender by it. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** A mailto: or https: address the push service may write to about the shop's messages. */
  subject: string;
}

export class ConfigError extends Error {}

const settingsOf = (env: Record<string, unknown>, settings: string[]) =>
  Object.fromEntries(settings.filter((setting) => typeof env[setting] === 'string').map((setting) => [setting, env[setting] as string]));

function smsConfig(env: SmsEnvironment): SmsConfig {
  return {
    provider: env.SMS_PROVIDER ?? 'console',
    fallback: env.SMS_FALLBACK_PROVIDER,
    webhookUrl: env.SMS_WEBHOOK_URL,
    dlt:
      env.SMS_DLT_ENTITY_ID && env.SMS_SENDER_ID
        ? { entityId: env.SMS_DLT_ENTITY_ID, senderId: env.SMS_SENDER_ID, templateIds: settingsOf(env, DLT_TEMPLATE_SETTINGS) }
        : undefined,
    msg91: env.MSG91_AUTH_KEY
      ? { authKey: env.MSG91_AUTH_KEY, url: env.MSG91_URL, templateIds: settingsOf(env, MSG91_TEMPLATE_SETTINGS) }
      : undefined,
    gupshup:
      env.GUPSHUP_USER_ID && env.GUPSHUP_PASSWORD
        ? { userId: env.GUPSHUP_USER_ID, password: env.GUPSHUP_PASSWORD, url: env.GUPSHUP_URL }
        : undefined,
  };
}

export interface Retention {
  notificationsDays: number;
  timelineDetailsDays: number;
  auditLogDays: number;
}

/** Reads and checks the environment; a bad value throws a ConfigError naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environmentSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.') || 'environment'}: ${issue.message}`);
    throw new ConfigError(`The store cannot start, the configuration is not valid:\n${lines.join('\n')}`);
  }
  const value = parsed.data;
  const production = value.NODE_ENV === 'production';
  const dataDir = path.resolve(value.DATA_DIR);
  return {
    production,
    port: value.PORT,
    host: value.HOST,
    trustProxy: value.TRUST_PROXY,
    dataDir,
    uploadsDir: dataDirLayout(dataDir).uploadsDir,
    backups: {
      dir: value.BACKUP_DIR ? path.resolve(value.BACKUP_DIR) : path.join(dataDir, 'backups'),
      everyHours: value.BACKUP_EVERY_HOURS,
      keep: value.BACKUP_KEEP,
    },
    databaseUrl: value.DATABASE_URL,
    databasePoolSize: value.DATABASE_POOL_SIZE,
    redisUrl: value.REDIS_URL,
    demoCatalog: value.DEMO_CATALOG === undefined ? !production : value.DEMO_CATALOG === 'true',
    sms: smsConfig(value as SmsEnvironment),
    whatsapp: whatsappConfig(value as WhatsappEnvironment),
    outboxEveryMs: value.OUTBOX_EVERY_MS,
    publicUrl: value.PUBLIC_URL,
    adminPhones: value.ADMIN_PHONES,
    geocoderUrl: value.GEOCODER_URL ?? 'https://nominatim.openstreetmap.org/reverse',
    otpSendsPerIpPer10Min: value.OTP_SENDS_PER_IP_PER_10_MIN ?? (production ? 30 : 1000),
    otpWrongTriesPerIpPerHour: value.OTP_WRONG_TRIES_PER_IP_PER_HOUR ?? (production ? 30 : 1000),
    couponTriesPerCustomerPerHour: value.COUPON_TRIES_PER_CUSTOMER_PER_HOUR,
    couponTriesPerIpPerHour: value.COUPON_TRIES_PER_IP_PER_HOUR ?? (production ? 60 : 1000),
    logLevel: value.LOG_LEVEL,
    metricsToken: value.METRICS_TOKEN,
    offerKeySecret: value.OFFER_KEY_SECRET ?? DEVELOPMENT_OFFER_KEY_SECRET,
    limits: {
      repeatsPerCustomer: value.REPEATS_PER_CUSTOMER,
      openOrders: value.OPEN_ORDERS_PER_CUSTOMER,
      openPacks: value.OPEN_PACKS_PER_CUSTOMER,
    },
    retention: {
      notificationsDays: value.NOTIFICATIONS_KEEP_DAYS,
      timelineDetailsDays: value.TIMELINE_DETAILS_KEEP_DAYS,
      auditLogDays: value.AUDIT_LOG_KEEP_DAYS,
    },
    payments: {
      provider: value.PAYMENT_PROVIDER,
      timeLimitMinutes: value.PAYMENT_TIME_LIMIT_MINUTES,
      razorpay:
        value.RAZORPAY_KEY_ID && value.RAZORPAY_KEY_SECRET && value.RAZORPAY_WEBHOOK_SECRET
          ? {
              url: value.RAZORPAY_URL,
              keyId: value.RAZORPAY_KEY_ID,
              keySecret: value.RAZORPAY_KEY_SECRET,
              webhookSecret: value.RAZORPAY_WEBHOOK_SECRET,
              checkoutUrl: value.RAZORPAY_CHECKOUT_URL,
            }
          : undefined,
      cashfree:
        value.CASHFREE_APP_ID && value.CASHFREE_SECRET_KEY
          ? {
              url: value.CASHFREE_URL,
              appId: value.CASHFREE_APP_ID,
              secretKey: value.CASHFREE_SECRET_KEY,
              webhookSecret: value.CASHFREE_WEBHOOK_SECRET ?? value.CASHFREE_SECRET_KEY,
              checkoutUrl: value.CASHFREE_CHECKOUT_URL,
            }
          : undefined,
    },
    push:
      value.VAPID_PUBLIC_KEY && value.VAPID_PRIVATE_KEY && value.VAPID_SUBJECT
        ? { publicKey: value.VAPID_PUBLIC_KEY, privateKey: value.VAPID_PRIVATE_KEY, subject: value.VAPID_SUBJECT }
        : undefined,
  };
}

const LOOPBACK_HOSTS = ['localhost', '::1', '::ffff:127.0.0.1'];
const listensOnLoopbackOnly = (host: string) => LOOPBACK_HOSTS.includes(host.toLowerCase()) || /^127(\.\d{1,3}){3}$/.test(host);

/**
 * The one line a store in development mode says at start when it listens beyond this machine: it
 * starts (trying the shop from a phone on the same network is a fair use), but says what is on and why
 * that is no way to run a shop. Nothing for a store on loopback or in production.
 */
export function developmentModeWarning(config: Config): string | undefined {
  if (config.production || listensOnLoopbackOnly(config.host)) return undefined;
  const printed = config.sms.provider === 'console' ? ', sign-in codes are printed here instead of sent' : '';
  return (
    `development mode (NODE_ENV is not production) while listening on ${config.host}: ` +
    `an address may ask for ${config.otpSendsPerIpPer10Min} sign-in codes in 10 minutes (30 in production)${printed}, ` +
    'and the development code endpoint is on for this machine; anyone who can reach this address gets a store ' +
    'not set up to be safe. Set NODE_ENV=production to run a shop.'
  );
}
