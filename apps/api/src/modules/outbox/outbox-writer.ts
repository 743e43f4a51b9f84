import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client.js';
import { notificationSettings, outboxMessages, users } from '../../db/schema.js';
import { channelsFor, DEFAULT_CHOICES } from './notification-choices.js';
import type { MessageKind } from './outbox-message.js';
import { sendableAt } from './quiet-hours.js';

/** What happened, as the module that caused it tells the outbox. */
export interface MessageEvent {
  /** Unique for what happened (`order:<id>:delivered`): written twice, it is kept once per channel. */
  eventId: string;
  customerId: string;
  kind: MessageKind;
  orderId?: string | null;
  repeatId?: string | null;
  /** Its words, or a function of her language for words said in it (a day's month). */
  variables: Record<string, string> | ((language: 'en' | 'hi') => Record<string, string>);
}

/**
 * Writes the messages for one event, in the transaction of what caused it, one row for each channel
 * her settings choose, in her language: committed with the order's change or not at all. A reminder
 * written in the quiet hours waits for 8 AM India time.
 */
export async function writeOutbox(tx: Transaction, event: MessageEvent, now = new Date()): Promise<number> {
  const [her] = await tx
    .select({
      language: users.language,
      orderUpdatesPush: notificationSettings.orderUpdatesPush,
      orderUpdatesWhatsapp: notificationSettings.orderUpdatesWhatsapp,
      repeatRemindersPush: notificationSettings.repeatRemindersPush,
      repeatRemindersWhatsapp: notificationSettings.repeatRemindersWhatsapp,
      whatsappConsentAt: notificationSettings.whatsappConsentAt,
    })
    .from(users)
    .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
    .where(eq(users.id, event.customerId));
  if (!her) return 0;
  const channels = channelsFor(event.kind, {
    orderUpdatesPush: her.orderUpdatesPush ?? DEFAULT_CHOICES.orderUpdatesPush,
    orderUpdatesWhatsapp: her.orderUpdatesWhatsapp ?? DEFAULT_CHOICES.orderUpdatesWhatsapp,
    repeatRemindersPush: her.repeatRemindersPush ?? DEFAULT_CHOICES.repeatRemindersPush,
    repeatRemindersWhatsapp: her.repeatRemindersWhatsapp ?? DEFAULT_CHOICES.repeatRemindersWhatsapp,
    whatsappConsentAt: her.whatsappConsentAt,
  });
  if (channels.length === 0) return 0;
  const language = her.language === 'hi' ? 'hi' : 'en';
  const variables = typeof event.variables === 'function' ? event.variables(language) : event.variables;
  const written = await tx
    .insert(outboxMessages)
    .values(
      channels.map((channel) => ({
        eventId: event.eventId,
        customerId: event.customerId,
        channel,
        kind: event.kind,
        orderId: event.orderId ?? null,
        repeatId: event.repeatId ?? null,
        language: language as 'en' | 'hi',
        variables,
        nextTryAt: sendableAt(event.kind, now),
        createdAt: now,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: outboxMessages.id });
  return written.length;
}
