import { z } from 'zod';

/** The channels she chooses for one kind of message; the in-app list always has them. */
const channelChoiceSchema = z.object({ push: z.boolean(), whatsapp: z.boolean() });

/** Her notification settings as the store answers them (GET and PUT /api/user/notification-settings). */
export const notificationSettingsAnswerSchema = z.object({
  orderUpdates: channelChoiceSchema,
  repeatReminders: channelChoiceSchema,
  /** Her yes to WhatsApp, with its time; null while she has not said it, or since she took it back. */
  whatsappConsentAt: z.string().nullable(),
  whatsappWithdrawnAt: z.string().nullable(),
  /** A separate yes for offers; nothing promotional is sent today. */
  promotionalConsentAt: z.string().nullable(),
  /** No reminder is sent in these hours, India time; it waits for their end. An order's news is always told. */
  quietHours: z.object({ from: z.literal('21:00'), until: z.literal('08:00') }),
});
export type NotificationSettingsAnswer = z.infer<typeof notificationSettingsAnswerSchema>;

const channelChangeSchema = z.strictObject({ push: z.boolean().optional(), whatsapp: z.boolean().optional() });

/** What she changes: any of the channels, and her consents (true says yes now, false takes it back). */
export const notificationSettingsChangeSchema = z.strictObject({
  orderUpdates: channelChangeSchema.optional(),
  repeatReminders: channelChangeSchema.optional(),
  whatsappConsent: z.boolean().optional(),
  promotionalConsent: z.boolean().optional(),
});
export type NotificationSettingsChange = z.infer<typeof notificationSettingsChangeSchema>;
