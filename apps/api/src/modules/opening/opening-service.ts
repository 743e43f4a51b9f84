import { and, eq, gt, sql } from 'drizzle-orm';
import { FIRST_DAY_STEPS, maskPhone, type FirstDay, type FirstDayStep } from '@padstore/domain';
import type { SmsLanguage } from '@padstore/domain/sms-templates';
import type { Database } from '../../db/client.js';
import { branches, branchPinCodes, branchStock, products, settings, staff } from '../../db/schema.js';
import { audit } from '../../lib/audit.js';
import { deliverOtp, issueOtp, type OtpDependencies } from '../auth/otp-service.js';
import { readUpiSettings } from '../cash/upi-settings-service.js';
import { SELLER_SETTING } from '../seller/seller-service.js';

/** Where the last successful test SMS is recorded: when, and through which provider. */
export const SMS_CHECK_SETTING = 'sms_check';

type Reader = Pick<Database, 'select'>;

const exists = async (query: Promise<unknown[]>) => (await query).length > 0;

async function readSmsCheck(db: Reader): Promise<FirstDay['smsCheck']> {
  const [row] = await db.select().from(settings).where(eq(settings.key, SMS_CHECK_SETTING)).limit(1);
  return row ? (JSON.parse(row.value) as { at: string; provider: string }) : null;
}

/**
 * A new shop's first-day checklist, read from its data, so a step is done however it was done: the
 * seller's details saved by the owner (the migration's placeholder row is version 1), an open branch
 * serving a pin code, a product on sale with its picture and stock at an open branch, the UPI id, a
 * test SMS the provider took, and a member of staff added on the Staff page (owners of ADMIN_PHONES
 * do not count).
 */
export async function firstDayChecklist(db: Reader): Promise<FirstDay> {
  const [seller, branch, product, upi, smsCheck, member] = await Promise.all([
    exists(
      db
        .select({ key: settings.key })
        .from(settings)
        .where(and(eq(settings.key, SELLER_SETTING), gt(settings.version, 1))),
    ),
    exists(
      db
        .select({ id: branches.id })
        .from(branches)
        .innerJoin(branchPinCodes, eq(branchPinCodes.branchId, branches.id))
        .where(eq(branches.active, true))
        .limit(1),
    ),
    exists(
      db
        .select({ id: products.id })
        .from(products)
        .innerJoin(branchStock, eq(branchStock.productId, products.id))
        .innerJoin(branches, eq(branches.id, branchStock.branchId))
        .where(
          and(eq(products.hidden, false), sql`cardinality(${products.images}) > 0`, gt(branchStock.quantity, 0), eq(branches.active, true)),
        )
        .limit(1),
    ),
    readUpiSettings(db).then((saved) => Boolean(saved?.upiId)),
    readSmsCheck(db),
    exists(db.select({ id: staff.id }).from(staff).where(eq(staff.fromEnvironment, false)).limit(1)),
  ]);
  const done: Record<FirstDayStep, boolean> = { seller, branch, product, upi, sms: smsCheck !== null, staff: member };
  const steps = FIRST_DAY_STEPS.map((step) => ({ step, done: done[step] }));
  return { steps, allDone: steps.every((step) => step.done), smsCheck };
}

/**
 * Sends the owner a sign-in code for her own phone through the configured provider, as a customer's
 * would go (the registered template, the cooldown and hourly limits of her phone), and records the
 * check once the provider has taken it. A provider that refuses answers 502 and records nothing.
 */
export async function sendTestSms(
  deps: OtpDependencies,
  owner: { id: string; phoneNumber: string; language: string },
): Promise<{ sentTo: string; provider: string; at: string }> {
  const now = deps.now?.() ?? new Date();
  const code = await deps.db.transaction((tx) => issueOtp(tx, owner.phoneNumber, now));
  await deliverOtp(deps, owner.phoneNumber, code, 'login', owner.language === 'hi' ? 'hi' : ('en' satisfies SmsLanguage));
  const check = { at: now.toISOString(), provider: deps.sms.name };
  await deps.db.transaction(async (tx) => {
    const value = JSON.stringify(check);
    await tx
      .insert(settings)
      .values({ key: SMS_CHECK_SETTING, value })
      .onConflictDoUpdate({ target: settings.key, set: { value, version: sql`${settings.version} + 1` } });
    await audit(tx, owner.id, 'settings.sms-check', { provider: check.provider });
  });
  return { sentTo: maskPhone(owner.phoneNumber), ...check };
}
