import { and, count, desc, eq } from 'drizzle-orm';
import { MESSAGES, type Notification } from '@padstore/domain';
import type { Database } from '../../db/client.js';
import { notifications } from '../../db/schema.js';
import { notFound } from '../../lib/http-error.js';

/** "just now", "5 minutes ago", "2 hours ago", "3 days ago". */
function timeAgo(instant: Date, now = new Date()): string {
  const seconds = Math.max(0, Math.round((now.getTime() - instant.getTime()) / 1000));
  const steps: [number, string][] = [
    [365 * 24 * 3600, 'year'],
    [30 * 24 * 3600, 'month'],
    [24 * 3600, 'day'],
    [3600, 'hour'],
    [60, 'minute'],
  ];
  for (const [size, unit] of steps) {
    const amount = Math.floor(seconds / size);
    if (amount >= 1) return `${amount} ${unit}${amount === 1 ? '' : 's'} ago`;
  }
  return 'just now';
}

export async function listNotifications(db: Database, userId: string, read: boolean): Promise<Notification[]> {
  const rows = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.read, read)))
    .orderBy(desc(notifications.createdAt))
    .limit(100);
  const now = new Date();
  return rows.map((row) => ({
    _id: row.id,
    title: row.title,
    message: row.message,
    timeAgo: timeAgo(row.createdAt, now),
    createdAt: row.createdAt.toISOString(),
    orderId: row.orderId,
    complaintId: row.complaintId,
    repeatId: row.repeatId,
    repeatAction: row.repeatAction,
  }));
}

export async function countUnread(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.read, false)));
  return row?.count ?? 0;
}

/** Marks one of the customer's own notifications read; another's is not found. */
export async function markRead(db: Database, userId: string, id: string): Promise<void> {
  const updated = await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  if (updated.length === 0) throw notFound(MESSAGES.notificationNotFound);
}
