import { PRIVACY_NOTICE_VERSION } from '@padstore/domain';
import type { Database } from '../../db/client.js';
import { consents } from '../../db/schema.js';

type Writer = Pick<Database, 'insert'>;

/** The purpose recorded for the consent given at registration. */
export const REGISTRATION_CONSENT = 'account_and_orders';

/** Records that the customer accepted the privacy notice now in force, when and which version. */
export async function recordRegistrationConsent(db: Writer, userId: string, now = new Date()): Promise<void> {
  await db.insert(consents).values({ userId, purpose: REGISTRATION_CONSENT, noticeVersion: PRIVACY_NOTICE_VERSION, givenAt: now });
}
