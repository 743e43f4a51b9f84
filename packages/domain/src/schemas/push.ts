import { z } from 'zod';
import { PUSH_MESSAGES } from '../push-messages.js';

/** Longest push service address taken: Chrome's, Firefox's and Safari's are well under 600 characters. */
export const PUSH_ENDPOINT_MAX = 1000;

const invalid = { error: PUSH_MESSAGES.subscriptionInvalid };
const base64url = (min: number, max: number) =>
  z
    .string(invalid)
    .min(min, PUSH_MESSAGES.subscriptionInvalid)
    .max(max, PUSH_MESSAGES.subscriptionInvalid)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, PUSH_MESSAGES.subscriptionInvalid);

/** The push service's address for this device: https only, as every browser's is. */
export const pushEndpointField = z
  .url({ protocol: /^https$/, error: PUSH_MESSAGES.subscriptionInvalid })
  .max(PUSH_ENDPOINT_MAX, PUSH_MESSAGES.subscriptionInvalid)
  .describe("the push service's address for this device (PushSubscription.endpoint)");

/** `PushSubscription.toJSON()` as the browser gives it (expirationTime, when sent, is ignored). */
export const pushSubscriptionSchema = z.object({
  endpoint: pushEndpointField,
  keys: z.object(
    {
      // An uncompressed P-256 point is 65 bytes: 87 characters of base64url (88 with padding).
      p256dh: base64url(86, 90).describe("the browser's P-256 public key, base64url"),
      // 16 bytes: 22 characters of base64url (24 with padding).
      auth: base64url(21, 24).describe('the authentication secret, base64url'),
    },
    invalid,
  ),
  expirationTime: z.number().nullable().optional(),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

export const pushUnsubscribeSchema = z.object({ endpoint: pushEndpointField });

/** The VAPID public key the browser subscribes with, or null when the shop sends no notifications. */
export const pushSettingsAnswerSchema = z.object({ publicKey: z.string().nullable() });
