import { eq } from 'drizzle-orm';
import { MESSAGES, type RegisterInput } from '@padstore/domain';
import type { z } from 'zod';
import { isLanguage, type Language } from '@padstore/domain/i18n/languages';
import type { registerSchema } from '@padstore/domain';
import { users } from '../../db/schema.js';
import { recordRegistrationConsent } from './consent-service.js';
import { HttpError } from '../../lib/http-error.js';
import { checkIpSendLimit, checkOtp, countVerifyAttempt, deliverOtp, issueOtp, sendOtp, type OtpDependencies } from './otp-service.js';
import type { ChangeFeed } from '../../lib/change-feed.js';
import { createSession, revokeAllSessions, revokeSessions } from '../../lib/sessions.js';

export type AuthDependencies = OtpDependencies & {
  /** Told of the customers whose sessions a logout ends, so that no instance keeps them signed in. */
  changes: Pick<ChangeFeed, 'publish'>;
};

type Registration = z.output<typeof registerSchema>;
export type { RegisterInput };

async function findUserByPhone(deps: AuthDependencies, phoneNumber: string) {
  const [user] = await deps.db.select().from(users).where(eq(users.phoneNumber, phoneNumber)).limit(1);
  return user ?? null;
}

/**
 * Creates the account, records the consent and sends its first code, all or nothing but the SMS itself.
 * Her language is the one she registered in: her SMS and notifications follow it.
 */
export async function register(deps: AuthDependencies, input: Registration, ip: string, language: Language = 'en'): Promise<void> {
  if (await findUserByPhone(deps, input.phoneNumber)) throw new HttpError(409, MESSAGES.phoneAlreadyRegistered);
  await checkIpSendLimit(deps, ip);
  const now = deps.now?.() ?? new Date();
  const { consent: _consent, ...fields } = input;
  const code = await deps.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(users)
      .values({ ...fields, language })
      .onConflictDoNothing()
      .returning({ id: users.id });
    // Two registrations of one phone at once: the second finds the row taken.
    if (inserted.length === 0) throw new HttpError(409, MESSAGES.phoneAlreadyRegistered);
    // The schema let the request through only with the box ticked: the consent is recorded with the account,
    // in the language the form and its notice were shown in (the request's).
    await recordRegistrationConsent(tx, inserted[0]!.id, language, now);
    return issueOtp(tx, input.phoneNumber, now);
  });
  await deliverOtp(deps, input.phoneNumber, code, 'login', language);
}

/** Sends a login code to a registered phone (login and resend alike). */
export async function sendLoginCode(deps: AuthDependencies, phoneNumber: string, ip: string): Promise<void> {
  const user = await findUserByPhone(deps, phoneNumber);
  if (!user) throw new HttpError(404, MESSAGES.userNotFound);
  await sendOtp(deps, phoneNumber, ip, isLanguage(user.language) ? user.language : 'en');
}

/** Checks the code and opens a session; what the phone may do on the staff is read with the session. */
export async function verifyLogin(deps: AuthDependencies, phoneNumber: string, otp: string, ip: string): Promise<string> {
  const takeBack = await countVerifyAttempt(deps, phoneNumber, ip);
  const user = await findUserByPhone(deps, phoneNumber);
  if (!user) throw new HttpError(404, MESSAGES.userNotFound);
  await checkOtp(deps.db, phoneNumber, otp, deps.now?.() ?? new Date());
  // A right code is not a guess: only wrong tries count against the limits.
  await takeBack();
  return createSession(deps.db, user.id);
}

/**
 * Ends the sessions this browser holds: the one the request was signed in with, and the cookie's when
 * that is another (she signed in again in another tab), so that no tab of hers stays signed in.
 */
/** Signs her out on every device: all her sessions end, and every instance forgets them at once. */
export async function logoutEverywhere(deps: AuthDependencies, userId: string): Promise<void> {
  await revokeAllSessions(deps.db, userId);
  await deps.changes.publish({ kind: 'customer', userId });
}

export async function logout(deps: AuthDependencies, tokens: (string | null | undefined)[]): Promise<void> {
  const ended = await revokeSessions(deps.db, [...new Set(tokens.filter((token): token is string => Boolean(token)))]);
  await deps.changes.publish(...ended.map((userId) => ({ kind: 'customer' as const, userId })));
}
