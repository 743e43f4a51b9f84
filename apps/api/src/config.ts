import path from 'node:path';
import { z } from 'zod';
import { normalizeMobile } from '@padstore/domain';
import { dataDirLayout } from './storage/data-dir.js';

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalUrl = (protocols: RegExp) => z.preprocess(emptyToUndefined, z.url({ protocol: protocols }).optional());

const environmentSchema = z
  .object({
    NODE_ENV: z.preprocess(emptyToUndefined, z.enum(['development', 'production', 'test']).optional()),
    PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
    HOST: z.preprocess(emptyToUndefined, z.string().default('127.0.0.1')),
    DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./data')),
    DATABASE_URL: optionalUrl(/^postgres(ql)?$/),
    DATABASE_POOL_SIZE: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(500).default(10)),
    REDIS_URL: optionalUrl(/^rediss?$/),
    SMS_PROVIDER: z.preprocess(emptyToUndefined, z.enum(['console', 'webhook']).optional()),
    SMS_WEBHOOK_URL: optionalUrl(/^https?$/),
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
    LOG_LEVEL: z.preprocess(emptyToUndefined, z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info')),
    BACKUP_DIR: z.preprocess(emptyToUndefined, z.string().optional()),
    // Fractions are allowed (0.5 is every half hour); at most once a week, which a timer can wait for.
    BACKUP_EVERY_HOURS: z.preprocess(emptyToUndefined, z.coerce.number().positive().max(168).optional()),
    BACKUP_KEEP: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(1000).default(7)),
    // A scraper's secret: long enough that trying tokens over the network is hopeless.
    METRICS_TOKEN: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .min(16, 'must be at least 16 characters (openssl rand -hex 24 makes one)')
        .regex(/^[\x21-\x7e]+$/, 'must be printable characters without spaces, as a bearer token is sent')
        .optional(),
    ),
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
    if (env.SMS_PROVIDER === 'webhook' && !env.SMS_WEBHOOK_URL) {
      context.addIssue({ code: 'custom', path: ['SMS_WEBHOOK_URL'], message: 'is required when SMS_PROVIDER=webhook' });
    }
    if (env.NODE_ENV === 'production' && !env.SMS_PROVIDER) {
      context.addIssue({
        code: 'custom',
        path: ['SMS_PROVIDER'],
        message: 'must be set in production (webhook, or console to print codes on purpose)',
      });
    }
  });

export interface Config {
  production: boolean;
  port: number;
  host: string;
  dataDir: string;
  /** Uploaded pictures: DATA_DIR/uploads. */
  uploadsDir: string;
  /** Scheduled backups of the embedded database: where, how often (none when unset), how many kept. */
  backups: { dir: string; everyHours?: number; keep: number };
  databaseUrl?: string;
  /** Connections each instance opens to PostgreSQL (plus one for LISTEN). */
  databasePoolSize: number;
  redisUrl?: string;
  sms: { provider: 'console' } | { provider: 'webhook'; url: string };
  adminPhones: string[];
  geocoderUrl: string;
  otpSendsPerIpPer10Min: number;
  /** Wrong sign-in codes one address may try in an hour, across phones. */
  otpWrongTriesPerIpPerHour: number;
  logLevel: string;
  /** The bearer token GET /metrics answers to; without it the store keeps no metrics and /metrics is not found. */
  metricsToken?: string;
}

export class ConfigError extends Error {}

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
    sms: value.SMS_PROVIDER === 'webhook' ? { provider: 'webhook', url: value.SMS_WEBHOOK_URL as string } : { provider: 'console' },
    adminPhones: value.ADMIN_PHONES,
    geocoderUrl: value.GEOCODER_URL ?? 'https://nominatim.openstreetmap.org/reverse',
    otpSendsPerIpPer10Min: value.OTP_SENDS_PER_IP_PER_10_MIN ?? (production ? 30 : 1000),
    otpWrongTriesPerIpPerHour: value.OTP_WRONG_TRIES_PER_IP_PER_HOUR ?? (production ? 30 : 1000),
    logLevel: value.LOG_LEVEL,
    metricsToken: value.METRICS_TOKEN,
  };
}
