import type { MessageKind, OutboxChannel } from './outbox-message.js';

/** The two kinds of message she chooses channels for; nothing promotional is sent today. */
export type MessageTopic = 'orderUpdates' | 'repeatReminders';

export function topicOf(kind: MessageKind): MessageTopic {
  return kind === 'repeat_confirm' ? 'repeatReminders' : 'orderUpdates';
}

/** Her settings as the writer reads them; no row means these defaults. */
export interface ChannelChoices {
  orderUpdatesPush: boolean;
  orderUpdatesWhatsapp: boolean;
  repeatRemindersPush: boolean;
  repeatRemindersWhatsapp: boolean;
  whatsappConsentAt: Date | null;
}

export const DEFAULT_CHOICES: ChannelChoices = {
  orderUpdatesPush: true,
  orderUpdatesWhatsapp: true,
  repeatRemindersPush: true,
  repeatRemindersWhatsapp: true,
  whatsappConsentAt: null,
};

/**
 * The channels a message of this kind leaves by: push when she allows it for the kind (the push sender
 * answers 'gone' when her phone has no subscription); WhatsApp only once she said yes to it, and for the kind.
 */
export function channelsFor(kind: MessageKind, choices: ChannelChoices): OutboxChannel[] {
  const topic = topicOf(kind);
  const push = topic === 'orderUpdates' ? choices.orderUpdatesPush : choices.repeatRemindersPush;
  const whatsapp = topic === 'orderUpdates' ? choices.orderUpdatesWhatsapp : choices.repeatRemindersWhatsapp;
  const channels: OutboxChannel[] = [];
  if (push) channels.push('push');
  if (whatsapp && choices.whatsappConsentAt) channels.push('whatsapp');
  return channels;
}
