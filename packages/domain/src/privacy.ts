import { z } from 'zod';

/**
 * The privacy notice shown at registration. Its version is recorded with each consent, so that the store
 * can tell which words a customer agreed to; change it whenever the notice's words change.
 */
export const PRIVACY_NOTICE_VERSION = '2026-11-28';

/** What is collected and why, in plain words, as the registration form shows it. */
export const PRIVACY_NOTICE_TEXT =
  'We collect your name, gender, mobile number and delivery address to create your account, send you ' +
  'sign-in codes, deliver your orders and keep the bills the law asks us to keep. We do not sell your data ' +
  'or use it for advertising. You can download your data or delete your account at any time from your profile. ' +
  // Decision record 009: the offers keep keyed hashes of her phone and door after an erasure.
  'If you delete your account, we erase your name, number and address, and keep only a coded trace of your ' +
  'number and address (it cannot be read back) so that a first-order offer is not used twice.';

/** Messages of the privacy and grievance features; none of them is quoted by the specification. */
export const PRIVACY_MESSAGES = {
  consentRequired: 'Please accept the privacy notice to continue',
  openOrders: 'You have orders that are not delivered or cancelled yet. Please cancel them or wait for delivery, then delete your account.',
  accountDeleted: 'Your account has been deleted',
  deletionCodeSent: 'OTP sent to your mobile number to confirm the deletion',
  invoiceNotReady: 'The invoice is available once the order is delivered',
  complaintRaised: 'Your complaint has been registered',
} as const;

/** The consent box of the registration form: it must be ticked. */
export const consentField = z.literal(true, { error: PRIVACY_MESSAGES.consentRequired });
