import type { Database } from '../../db/client.js';

/** The channels a message for her can leave the store by, besides the in-app notification list. */
export type OutboxChannel = 'push' | 'whatsapp' | 'sms';

/** What a message is about; each channel says it in her language from these and the message's variables. */
export type MessageKind = 'order_placed' | 'out_for_delivery' | 'delivered' | 'cancelled' | 'repeat_confirm' | 'refund';

/** One message for a customer, written in the outbox with what caused it and sent later by a worker. */
export interface OutboxMessage {
  id: string;
  /** What caused it, unique per channel (for example `order:<id>:out_for_delivery`): never sent twice. */
  eventId: string;
  customerId: string;
  channel: OutboxChannel;
  kind: MessageKind;
  orderId: string | null;
  repeatId: string | null;
  language: 'en' | 'hi';
  /** The words the message needs, already decided when it was written: rider's first name, arrival, amount. */
  variables: Record<string, string>;
  /** How many times sending was tried before this one. */
  attempts: number;
}

/** Why a message is never sent, as the console tells staff: she took back her yes, no device of hers takes
 * notifications, no phone on her account, the provider or push service refused it for good, or the shop has no sender. */
export type GoneBecause = 'no_consent' | 'no_device' | 'no_phone' | 'refused' | 'no_sender';

/** What became of one try: sent; try again later; or never (no subscription, no consent, refused for good). */
export type SendOutcome =
  { outcome: 'sent' } | { outcome: 'retry'; reason: string } | { outcome: 'gone'; reason: string; because: GoneBecause };

/** Sends one message on one channel; given to the outbox worker at start-up, one per channel. */
export type ChannelSender = (db: Database, message: OutboxMessage) => Promise<SendOutcome>;
