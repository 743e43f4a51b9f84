import { randomBytes, randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  MESSAGES,
  OTP_LENGTH,
  OTP_LIFETIME_SECONDS,
  OTP_MAX_WRONG_TRIES,
  OTP_RESEND_COOLDOWN_SECONDS,
  OTP_SENDS_PER_PHONE_PER_HOUR,
  STORE_NAME,
} from '@padstore/domain';
import type { Database } from '../../db/client.js';
import { otpCodes } from '../../db/schema.js';
import { HttpError, tooManyRequests } from '../../lib/http-error.js';
import type { RateLimiter } from '../../lib/rate-limiter.js';
import { sameDigest, sha256 } from '../../lib/tokens.js';
import type { SmsProvider } from './sms.js';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface OtpDependencies {
  db: Database;
  sms: SmsProvider;
  limiter: RateLimiter;
  sendsPerIpPer10Min: number;
  now?: () => Date;
}

const HOUR_MS = 60 * 60 * 1000;
const hashCode = (salt: string, code: string) => sha256(`${salt}:${code}`);

/** Serialises OTP work on one phone inside a transaction, on either engine and across instances. */
async function lockPhone(tx: Transaction, phoneNumber: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp:${phoneNumber}`}))`);
}

/**
 * Checks the per-IP limit. Kept apart from the per-phone checks so that a refused registration can be
 * refused before anything is written.
 */
export async function checkIpSendLimit(deps: OtpDependencies, ip: string): Promise<void> {
  const result = await deps.limiter.hit(`otp-send-ip:${ip}`, deps.sendsPerIpPer10Min, 10 * 60 * 1000);
  if (!result.allowed) throw tooManyRequests(MESSAGES.tooManyRequests, result.retryAfterSeconds);
}

/** Verify attempts allowed per phone in ten minutes: two codes' worth of tries. */
const VERIFIES_PER_PHONE_PER_10_MIN = 10;

/**
 * Limits guessing: per phone (so a code cannot be hammered from many addresses) and per address (so
 * one address cannot try many phones). Refusals answer 429 with Retry-After.
 */
export async function checkVerifyLimits(deps: OtpDependencies, phoneNumber: string, ip: string): Promise<void> {
  const windowMs = 10 * 60 * 1000;
  for (const [key, limit] of [
    [`otp-verify-phone:${phoneNumber}`, VERIFIES_PER_PHONE_PER_10_MIN],
    [`otp-verify-ip:${ip}`, deps.sendsPerIpPer10Min * 5],
  ] as const) {
    const result = await deps.limiter.hit(key, limit, windowMs);
    if (!result.allowed) throw tooManyRequests(MESSAGES.tooManyRequests, result.retryAfterSeconds);
  }
}

/**
 * Writes a new code for the phone inside `tx`, after the per-phone rules: none within 59 seconds of the
 * last send, at most five an hour. Older unused codes stop working. Answers the code to send.
 */
export async function issueOtp(tx: Transaction, phoneNumber: string, now: Date): Promise<string> {
  await lockPhone(tx, phoneNumber);
  const recent = await tx
    .select({ createdAt: otpCodes.createdAt })
    .from(otpCodes)
    .where(and(eq(otpCodes.phoneNumber, phoneNumber), gt(otpCodes.createdAt, new Date(now.getTime() - HOUR_MS))))
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
    .where(and(eq(otpCodes.phoneNumber, phoneNumber), isNull(otpCodes.usedAt)));
  const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
  const salt = randomBytes(16).toString('hex');
  await tx.insert(otpCodes).values({
    phoneNumber,
    codeHash: hashCode(salt, code),
    salt,
    createdAt: now,
    expiresAt: new Date(now.getTime() + OTP_LIFETIME_SECONDS * 1000),
  });
  return code;
}

export async function deliverOtp(sms: SmsProvider, phoneNumber: string, code: string): Promise<void> {
  try {
    await sms.send(phoneNumber, `${code} is your ${STORE_NAME} login code. It expires in 5 minutes. Do not share it.`);
  } catch {
    throw new HttpError(502, MESSAGES.smsFailed);
  }
}

/** Issues and sends a code to a phone, in its own transaction. */
export async function sendOtp(deps: OtpDependencies, phoneNumber: string, ip: string): Promise<void> {
  await checkIpSendLimit(deps, ip);
  const now = deps.now?.() ?? new Date();
  const code = await deps.db.transaction((tx) => issueOtp(tx, phoneNumber, now));
  await deliverOtp(deps.sms, phoneNumber, code);
}

type CheckResult = 'ok' | 'wrong' | 'burnt' | 'expired';

/**
 * Checks a code against the phone's latest one. A right code works once; five wrong tries burn it;
 * wrong tries are written even though the caller is refused.
 */
export async function checkOtp(db: Database, phoneNumber: string, code: string, now = new Date()): Promise<void> {
  const result = await db.transaction(async (tx): Promise<CheckResult> => {
    await lockPhone(tx, phoneNumber);
    const [latest] = await tx
      .select()
      .from(otpCodes)
      .where(eq(otpCodes.phoneNumber, phoneNumber))
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
