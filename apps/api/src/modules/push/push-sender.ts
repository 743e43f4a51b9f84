import type { Agent } from 'node:https';
import webpush from 'web-push';
import type { VapidKeys } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { ChannelSender, OutboxMessage, SendOutcome } from '../outbox/outbox-message.js';
import { PUSH_TTL_SECONDS, pushPayloadOf } from './push-payload.js';
import { removeGoneSubscription, subscriptionsOf, type StoredPushSubscription } from './push-subscriptions-service.js';

export interface PushSenderOptions {
  vapid: VapidKeys;
  /** How long one push service may take to answer before the message is tried again later. */
  timeoutMs?: number;
  /** The HTTPS agent (tests: one that trusts the local push service's certificate). */
  agent?: Agent;
  log?: { warn: (details: object, message: string) => void };
}

type DeviceOutcome = 'sent' | 'gone' | 'retry' | 'refused';

async function sendToDevice(
  db: Database,
  device: StoredPushSubscription,
  payload: string,
  message: OutboxMessage,
  options: PushSenderOptions,
): Promise<DeviceOutcome> {
  try {
    await webpush.sendNotification({ endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } }, payload, {
      vapidDetails: options.vapid,
      TTL: PUSH_TTL_SECONDS[message.kind],
      // An order on its way wakes the phone; the rest may wait for it to wake.
      urgency: message.kind === 'out_for_delivery' || message.kind === 'repeat_confirm' ? 'high' : 'normal',
      contentEncoding: 'aes128gcm',
      timeout: options.timeoutMs ?? 10_000,
      ...(options.agent ? { agent: options.agent } : {}),
    });
    return 'sent';
  } catch (error) {
    const status = error instanceof webpush.WebPushError ? error.statusCode : undefined;
    // The device unsubscribed, or its subscription expired: it is never written to again.
    if (status === 404 || status === 410) {
      await removeGoneSubscription(db, device.endpoint);
      return 'gone';
    }
    // No answer, the service's own trouble, or too many at once: later.
    if (status === undefined || status === 429 || status >= 500) return 'retry';
    // 400, 403 (a VAPID key the subscription was not made with), 413: trying again changes nothing.
    options.log?.warn({ status, messageId: message.id, kind: message.kind }, 'the push service refused a notification');
    return 'refused';
  }
}

/**
 * The outbox's sender for push (decision record 032): the message, in her language, to each of her
 * devices. Sent when at least one device took it (a retry would show it twice on those that did); tried
 * again when none did and one may later; gone when she has no device, or each is gone or refused.
 */
export function createPushSender(options: PushSenderOptions): ChannelSender {
  return async (db, message): Promise<SendOutcome> => {
    const devices = await subscriptionsOf(db, message.customerId);
    if (devices.length === 0) return { outcome: 'gone', reason: 'no device of hers takes notifications', because: 'no_device' };
    const payload = JSON.stringify(pushPayloadOf(message));
    const outcomes = await Promise.all(devices.map((device) => sendToDevice(db, device, payload, message, options)));
    if (outcomes.includes('sent')) return { outcome: 'sent' };
    if (outcomes.includes('retry')) return { outcome: 'retry', reason: 'no push service took it' };
    return outcomes.includes('refused')
      ? { outcome: 'gone', reason: 'refused by the push service', because: 'refused' }
      : { outcome: 'gone', reason: 'her devices unsubscribed', because: 'no_device' };
  };
}
