import { eq } from 'drizzle-orm';
import type { NotificationSettingsAnswer, NotificationSettingsChange } from '@padstore/domain';
import type { Database } from '../../db/client.js';
import { notificationSettings } from '../../db/schema.js';
import { DEFAULT_CHOICES } from './notification-choices.js';

type SettingsRow = typeof notificationSettings.$inferSelect;

function answerOf(row: SettingsRow | undefined): NotificationSettingsAnswer {
  const at = (value: Date | null | undefined) => value?.toISOString() ?? null;
  return {
    orderUpdates: {
      push: row?.orderUpdatesPush ?? DEFAULT_CHOICES.orderUpdatesPush,
      whatsapp: row?.orderUpdatesWhatsapp ?? DEFAULT_CHOICES.orderUpdatesWhatsapp,
    },
    repeatReminders: {
      push: row?.repeatRemindersPush ?? DEFAULT_CHOICES.repeatRemindersPush,
      whatsapp: row?.repeatRemindersWhatsapp ?? DEFAULT_CHOICES.repeatRemindersWhatsapp,
    },
    whatsappConsentAt: at(row?.whatsappConsentAt),
    whatsappWithdrawnAt: at(row?.whatsappWithdrawnAt),
    promotionalConsentAt: at(row?.promotionalConsentAt),
    quietHours: { from: '21:00', until: '08:00' },
  };
}

/** Her channels for each kind of message and her consents, the defaults while she has chosen nothing. */
export async function readNotificationSettings(db: Database, userId: string): Promise<NotificationSettingsAnswer> {
  const [row] = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId));
  return answerOf(row);
}

/**
 * Changes what she changed and nothing else. A yes to WhatsApp is recorded with its time (a second yes
 * keeps the first time); taking it back is one tap, recorded with its time too, and stops what waits.
 */
export async function changeNotificationSettings(
  db: Database,
  userId: string,
  change: NotificationSettingsChange,
  now = new Date(),
): Promise<NotificationSettingsAnswer> {
  return db.transaction(async (tx) => {
    await tx.insert(notificationSettings).values({ userId }).onConflictDoNothing();
    const [current] = await tx.select().from(notificationSettings).where(eq(notificationSettings.userId, userId)).for('update');
    const set: Partial<typeof notificationSettings.$inferInsert> = { updatedAt: now };
    if (change.orderUpdates?.push !== undefined) set.orderUpdatesPush = change.orderUpdates.push;
    if (change.orderUpdates?.whatsapp !== undefined) set.orderUpdatesWhatsapp = change.orderUpdates.whatsapp;
    if (change.repeatReminders?.push !== undefined) set.repeatRemindersPush = change.repeatReminders.push;
    if (change.repeatReminders?.whatsapp !== undefined) set.repeatRemindersWhatsapp = change.repeatReminders.whatsapp;
    if (change.whatsappConsent === true && !current?.whatsappConsentAt) set.whatsappConsentAt = now;
    if (change.whatsappConsent === false && current?.whatsappConsentAt) {
      set.whatsappConsentAt = null;
      set.whatsappWithdrawnAt = now;
    }
    if (change.promotionalConsent === true && !current?.promotionalConsentAt) set.promotionalConsentAt = now;
    if (change.promotionalConsent === false) set.promotionalConsentAt = null;
    const [row] = await tx.update(notificationSettings).set(set).where(eq(notificationSettings.userId, userId)).returning();
    return answerOf(row);
  });
}
