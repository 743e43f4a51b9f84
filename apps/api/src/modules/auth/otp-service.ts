import { randomBytes, randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  MESSAGES,
  OTP_LENGTH,
  OTP_LIFETIME_SECONDS,
  OTP_MAX_WRONG_TRIES,
  OTP_RESEND_COOLDOWN_SECONDS,
  OTP_SENDS_PER_PHONE_PER_HOUR,
} from '@padstore/domain';
import type { Database } from '../../db/client.js';
import { otpCodes } from '../../db/schema.js';
import { HttpError, tooManyRequests } from '../../lib/http-error.js';
import { addressKey } from '../../lib/client-address.js';
import type { RateLimiter } from '../../lib/rate-limiter.js';
import { sameDigest, sha256 } from '../../lib/tokens.js';
import type { SmsProvider } from '../sms/sms-provider.js';
import { sendSms } from '../sms/send-sms.js';
import type { SmsLanguage } from '@padstore/domain/sms-templates';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface OtpDependencies {
  db: Database;
  sms: SmsProvider;
  /** The host of PUBLIC_URL, which ends the sign-in SMS for WebOTP; none in development. */
  shopDomain?: string;
  limiter: RateLimiter;
  sendsPerIpPer10Min: number;
  /** Wrong codes one address may try in an hour, across every phone. */
  wrongTriesPerIpPerHour: number;
  now?: () => Date;
  /** Told of every code handed to the SMS provider and whether it took it (the store's metrics listen). */
  smsSent?: (provider: string, result: 'sent' | 'failed') => void;
}

const HOUR_MS = 60 * 60 * 1000;

/** What a code confirms; each purpose has its own codes, cooldown and hourly limit. */
export type OtpPurpose = (typeof otpCodes.$inferInsert)['purpose'] & string;
const hashCode = (salt: string, code: string) => sha256(`${salt}:${code}`);

/** Serialises OTP work on one phone inside a transaction, on either engine and across instances. */
async function lockPhone(tx: Transaction, phoneNumber: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp:${phoneNumber}`}))`);
}

/**
 * Checks the per-address send limit. Kept apart from the per-phone checks so that a refused
 * registration can be refused before anything is written.
 */
export async function checkIpSendLimit(deps: OtpDependencies, ip: string): Promise<void> {
  const result = await deps.limiter.hit(`otp-send-ip:${addressKey(ip)}`, deps.sendsPerIpPer10Min, 10 * 60 * 1000);
  if (!result.allowed) throw tooManyRequests(MESSAGES.tooManyRequests, result.retryAfterSeconds);
}

/** Wrong codes one address may try on one phone in an hour: two codes' worth (each burns after five). */
export const WRONG_TRIES_PER_PHONE_PER_ADDRESS_PER_HOUR = 10;

/**
 * Counts a verify attempt against the limits on guessing, before the code is checked: per phone and
 * address (one address cannot keep trying one phone), and per address across phones (one address
 * cannot try many phones). There is deliberately no limit per phone alone: it would let a stranger's
 * wrong codes lock the phone's owner out. What bounds guessing on one phone from any number of
 * addresses is the code itself: five wrong tries burn it, and at most five are sent an hour.
 * Refusals answer 429 with Retry-After. Answers a function that takes the attempt back, for a right
 * code: the limits count wrong tries.
 */
export async function countVerifyAttempt(deps: OtpDependencies, phoneNumber: string, ip: string): Promise<() => Promise<void>> {
  const address = addressKey(ip);
  const keys = [`otp-verify:${phoneNumber}:${address}`, `otp-verify-ip:${address}`];
  const [perPhone, perAddress] = await Promise.all([
    deps.limiter.hit(keys[0]!, WRONG_TRIES_PER_PHONE_PER_ADDRESS_PER_HOUR, HOUR_MS),
    deps.limiter.hit(keys[1]!, deps.wrongTriesPerIpPerHour, HOUR_MS),
  ]);
  const undo = async (which: string[]) => {
    await Promise.all(which.map((key) => deps.limiter.undo(key)));
  };
  const refused = [perPhone, perAddress].filter((result) => !result.allowed);
  if (refused.length > 0) {
    // The attempt is not made: the limit that still allowed it does not count it.
    await undo(keys.filter((_, index) => [perPhone, perAddress][index]!.allowed));
    throw tooManyRequests(MESSAGES.tooManyRequests, Math.max(...refused.map((result) => result.retryAfterSeconds)));
  }
  return () => undo(keys);
}

/**
 * Writes a new code for the phone inside `tx`, after the per-phone rules: none within 59 seconds of the
 * last send, at most five an hour. Older unused codes stop working. Answers the code to send.
 */
export async function issueOtp(tx: Transaction, phoneNumber: string, now: Date, purpose: OtpPurpose = 'login'): Promise<string> {
  await lockPhone(tx, phoneNumber);
  const recent = await tx
    .select({ createdAt: otpCodes.createdAt })
    .from(otpCodes)
    .where(
      and(eq(otpCodes.phoneNumber, phoneNumber), eq(otpCodes.purpose, purpose), gt(otpCodes.createdAt, new Date(now.getTime() - HOUR_MS))),
    )
    .orderBy(desc(otpCodes.createdAt));
  const last = recent[0];
  if (last) {
    const waitMs = last.createdAt.getTime() + OTP_RESEND_COOLDOWN_SECONDS * 1000 - now.getTime();
    if (waitMs > 0) throw tooManyRequests(MESSAGES.otpCooldown, waitMs / 1000);
  }
  if (recent.length >= OTP_SENDS_PER_PHONE_PER_HOUR) {
    const oldest = recent[recent.length - 1]!;
    throw tooManyRequests(MESSAGES.otpHourlyLimit, (oldest.createdAt.getTime() + HOUR_MS - now.getTime()) / 1000);
  }
  await tx
    .update(otpCodes)
    .set({ usedAt: now })
    .where(and(eq(otpCodes.phoneNumber, phoneNumber), eq(otpCodes.purpose, purpose), isNull(otpCodes.usedAt)));
  const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
  const salt = randomBytes(16).toString('hex');
  await tx.insert(otpCodes).values({
    phoneNumber,
    codeHash: hashCode(salt, code),
    salt,
    purpose,
    createdAt: now,
    expiresAt: new Date(now.getTime() + OTP_LIFETIME_SECONDS * 1000),
  });
  return code;
}

/** Sends a code by SMS, through the template of its purpose in her language; a gateway that fails is a 502. */
export async function deliverOtp(
  deps: Pick<OtpDependencies, 'sms' | 'shopDomain' | 'smsSent'>,
  phoneNumber: string,
  code: string,
  purpose: OtpPurpose = 'login',
  language: SmsLanguage = 'en',
): Promise<void> {
  const template = purpose === 'login' ? 'loginCode' : 'accountDeletionCode';
  try {
    await sendSms(deps.sms, { phone: phoneNumber, template, values: { code }, language, shopDomain: deps.shopDomain });
  } catch {
    deps.smsSent?.(deps.sms.name, 'failed');
    throw new HttpError(502, MESSAGES.smsFailed);
  }
  deps.smsSent?.(deps.sms.name, 'sent');
}

/** Issues and sends a code to a phone, in its own transaction. */
export async function sendOtp(deps: OtpDependencies, phoneNumber: string, ip: string, language: SmsLanguage = 'en'): Promise<void> {
  await checkIpSendLimit(deps, ip);
  const now = deps.now?.() ?? new Date();
  const code = await deps.db.transaction((tx) => issueOtp(tx, phoneNumber, now));
  await deliverOtp(deps, phoneNumber, code, 'login', language);
}

type CheckResult = 'ok' | 'wrong' | 'burnt' | 'expired';

/**
 * Checks a code against the phone's latest one. A right code works once; five wrong tries burn it;
 * wrong tries are written even though the caller is refused.
 */
export async function checkOtp(
  db: Database,
  phoneNumber: string,
  code: string,
  now = new Date(),
  purpose: OtpPurpose = 'login',
): Promise<void> {
  const result = await db.transaction(async (tx): Promise<CheckResult> => {
    await lockPhone(tx, phoneNumber);
    const [latest] = await tx
      .select()
      .from(otpCodes)
      .where(and(eq(otpCodes.phoneNumber, phoneNumber), eq(otpCodes.purpose, purpose)))
      .orderBy(desc(otpCodes.createdAt))
      .limit(1);
    if (!latest) return 'expired';
    if (latest.wrongTries >= OTP_MAX_WRONG_TRIES) return 'burnt';
    if (latest.usedAt || latest.expiresAt <= now) return 'expired';
    if (sameDigest(hashCode(latest.salt, code), latest.codeHash)) {
      await tx.update(otpCodes).set({ usedAt: now }).where(eq(otpCodes.id, latest.id));
      return 'ok';
    }
    const wrongTries = latest.wrongTries + 1;
    await tx
      .update(otpCodes)
      .set({ wrongTries, usedAt: wrongTries >= OTP_MAX_WRONG_TRIES ? now : null })
      .where(eq(otpCodes.id, latest.id));
    return wrongTries >= OTP_MAX_WRONG_TRIES ? 'burnt' : 'wrong';
  });
  if (result === 'wrong') throw new HttpError(400, MESSAGES.otpWrong);
  if (result === 'burnt') throw new HttpError(400, MESSAGES.otpBurnt);
  if (result === 'expired') throw new HttpError(400, MESSAGES.otpExpired);
}
