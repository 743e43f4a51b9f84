import { and, eq } from 'drizzle-orm';
import type { PushSubscriptionInput } from '@padstore/domain';
import type { Database } from '../../db/client.js';
import { pushSubscriptions } from '../../db/schema.js';

/** A device's subscription as the sender needs it. */
export interface StoredPushSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** How many devices one customer may keep told: a phone, a tablet, a computer, with room for browsers changed. */
export const SUBSCRIPTIONS_PER_CUSTOMER = 10;

/**
 * Keeps this device's subscription for her. The endpoint names the device: subscribed again (new keys,
 * or another customer now signed in on it) the one row is updated and belongs to her alone. Past the
 * limit, her oldest device is forgotten.
 */
export async function saveSubscription(db: Database, userId: string, input: PushSubscriptionInput): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(pushSubscriptions)
      .values({ userId, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { userId, p256dh: input.keys.p256dh, auth: input.keys.auth, createdAt: new Date() },
      });
    const devices = await tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(pushSubscriptions.createdAt);
    for (const old of devices.slice(0, Math.max(0, devices.length - SUBSCRIPTIONS_PER_CUSTOMER)))
      await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.id, old.id));
  });
}

/** Forgets this device for her (turned off, or signing out); another customer's device is left alone. */
export async function removeSubscription(db: Database, userId: string, endpoint: string): Promise<void> {
  await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}

/** Forgets a device the push service says is gone (404 or 410). */
export async function removeGoneSubscription(db: Database, endpoint: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
}

/** Her devices that said yes. */
export async function subscriptionsOf(db: Database, userId: string): Promise<StoredPushSubscription[]> {
  return db
    .select({ endpoint: pushSubscriptions.endpoint, p256dh: pushSubscriptions.p256dh, auth: pushSubscriptions.auth })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
}
