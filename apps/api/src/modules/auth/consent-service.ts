import { PRIVACY_NOTICE_VERSION } from '@padstore/domain';
import type { Language } from '@padstore/domain/i18n/languages';
import type { Database } from '../../db/client.js';
import { consents } from '../../db/schema.js';

type Writer = Pick<Database, 'insert'>;

/** The purpose recorded for the consent given at registration. */
export const REGISTRATION_CONSENT = 'account_and_orders';

/**
 * Records that the customer accepted the privacy notice now in force: when, which version, and in which
 * language she read it (the page's, which the registration is asked in).
 */
export async function recordRegistrationConsent(db: Writer, userId: string, noticeLanguage: Language, now = new Date()): Promise<void> {
  await db
    .insert(consents)
    .values({ userId, purpose: REGISTRATION_CONSENT, noticeVersion: PRIVACY_NOTICE_VERSION, noticeLanguage, givenAt: now });
}
