import { isLanguage } from '@padstore/domain/i18n/languages';
import { and, eq, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import { MESSAGES, PRIVACY_MESSAGES } from '@padstore/domain';
import type { Database } from '../../db/client.js';
import { cartItems, complaints, consents, notifications, orders, otpCodes, sessions, users } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';
import type { SessionUser } from '../../lib/sessions.js';
import { redactBillsOf } from '../bills/bill-service.js';
import { stopRepeatsOf } from '../repeats/repeats-service.js';
import { checkIpSendLimit, checkOtp, countVerifyAttempt, deliverOtp, issueOtp, type OtpDependencies } from '../auth/otp-service.js';

/** The name that replaces a deleted customer's, on her orders and wherever her account is shown. */
export const DELETED_CUSTOMER = 'Deleted customer';
/** What replaces the texts of a deleted customer's complaints: the ticket and its dates stay for the records. */
export const ERASED_TEXT = '[erased with the account]';

const FINISHED = ['delivered', 'cancelled'] as const;

async function refuseWithOpenOrders(db: Pick<Database, 'select'>, userId: string): Promise<void> {
  const open = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), notInArray(orders.status, [...FINISHED])))
    .limit(1);
  if (open.length > 0) throw new HttpError(409, PRIVACY_MESSAGES.openOrders);
}

/** Sends a fresh code to her phone that only confirms deleting the account (not a sign-in code). */
export async function sendDeletionCode(deps: OtpDependencies, user: SessionUser, ip: string): Promise<void> {
  await refuseWithOpenOrders(deps.db, user.id);
  await checkIpSendLimit(deps, ip);
  const now = deps.now?.() ?? new Date();
  const code = await deps.db.transaction((tx) => issueOtp(tx, user.phoneNumber, now, 'account_deletion'));
  await deliverOtp(deps, user.phoneNumber, code, 'account_deletion', isLanguage(user.language) ? user.language : 'en');
}

/**
 * Deletes the account once the deletion code checks out. In one transaction: every session ends, the
 * cart and notifications go, her consents are marked withdrawn, her complaints' texts are erased, her
 * orders keep their lines, amounts and pin code but name 'Deleted customer' with no phone or street,
 * and the account row is emptied (its phone becomes `deleted:<id>`, so the number can register afresh).
 * Stock and totals are not touched. Answers the photo to remove from disk.
 */
export async function deleteAccount(deps: OtpDependencies, user: SessionUser, otp: string, ip: string): Promise<string | null> {
  await refuseWithOpenOrders(deps.db, user.id);
  const takeBack = await countVerifyAttempt(deps, user.phoneNumber, ip);
  const now = deps.now?.() ?? new Date();
  await checkOtp(deps.db, user.phoneNumber, otp, now, 'account_deletion');
  // A right code is not a guess: only wrong tries count against the limits.
  await takeBack();
  return deps.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(users).where(eq(users.id, user.id)).for('update');
    if (!locked || locked.deletedAt) throw new HttpError(401, MESSAGES.loginRequired);
    // An order placed in the meantime is refused here, with everything above rolled back.
    await refuseWithOpenOrders(tx, user.id);
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    await tx.delete(cartItems).where(eq(cartItems.userId, user.id));
    // Her repeat orders stop: nothing more is reminded or placed for a deleted account.
    await stopRepeatsOf(tx, user.id, now);
    await tx.delete(notifications).where(eq(notifications.userId, user.id));
    await tx.delete(otpCodes).where(eq(otpCodes.phoneNumber, user.phoneNumber));
    await tx
      .update(consents)
      .set({ withdrawnAt: now })
      .where(and(eq(consents.userId, user.id), isNull(consents.withdrawnAt)));
    await tx.update(complaints).set({ subject: ERASED_TEXT, message: ERASED_TEXT }).where(eq(complaints.userId, user.id));
    await redactBillsOf(tx, user.id, DELETED_CUSTOMER);
    await tx
      .update(orders)
      .set({ deliveredToName: DELETED_CUSTOMER, deliveredToPhone: '', address: '', plotNumber: '', street: '' })
      .where(eq(orders.userId, user.id));
    await tx
      .update(users)
      .set({
        phoneNumber: sql`'deleted:' || ${users.id}::text`,
        fullName: DELETED_CUSTOMER,
        gender: '',
        email: '',
        address: '',
        pinCode: '',
        plotNumber: '',
        street: '',
        image: null,
        deletedAt: now,
        updatedAt: now,
      })
      .where(eq(users.id, user.id));
    return locked.image;
  });
}

/** Codes are kept an hour (the hourly send limit counts them), then purged; ended sessions go at once. */
export const OTP_KEPT_MS = 60 * 60 * 1000;

/** Removes sign-in codes past the hour and sessions that expired or were ended. */
export async function purgeExpired(db: Database, now = new Date()): Promise<{ codes: number; sessions: number }> {
  const codes = await db
    .delete(otpCodes)
    .where(lt(otpCodes.createdAt, new Date(now.getTime() - OTP_KEPT_MS)))
    .returning({ id: otpCodes.id });
  const ended = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, now), lt(sessions.revokedAt, now)))
    .returning({ id: sessions.id });
  return { codes: codes.length, sessions: ended.length };
}
