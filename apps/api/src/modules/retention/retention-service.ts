import { and, inArray, lt, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Retention } from '../../config.js';
import type { Database } from '../../db/client.js';
import { auditLog, notifications, orderEvents, outboxMessages } from '../../db/schema.js';

/** Rows deleted by one statement: small enough that no batch holds its rows' locks for long. */
export const PURGE_BATCH = 1_000;

const DAY_MS = 86_400_000;

/** The timeline's steps kept with an order for as long as the order: when it was placed and how it ended. */
const KEPT_STEPS = ['placed', 'delivered', 'cancelled'];

export interface Purged {
  notifications: number;
  /** Her messages by push, WhatsApp and SMS once done with (sent, gone or given up), kept as long as notifications. */
  outboxMessages: number;
  timelineSteps: number;
  auditEntries: number;
}

/**
 * Deletes what the shop keeps only for a while (decision record 028), past its retention: notifications
 * and the outbox's messages done with (sent, gone or given up: the console shows both as what she was
 * sent, so both are kept as long; one still waiting to be sent is never deleted), the timeline's
 * intermediate steps (confirmed, packed, out for delivery, brought back: an order keeps its placed and
 * delivered or cancelled steps) and audit entries. Orders, their lines, deliveries, cash and
 * bills are never deleted here: GST law asks for them for six years from the annual return's due date.
 * Each batch is its own statement of at most `batch` rows of one of these tables, found by their time's
 * index, so that no order is ever locked and the store goes on taking orders meanwhile.
 */
export async function purgeExpired(
  db: Database,
  retention: Retention,
  { now = new Date(), batch = PURGE_BATCH }: { now?: Date; batch?: number } = {},
): Promise<Purged> {
  const before = (days: number) => new Date(now.getTime() - days * DAY_MS);
  return {
    notifications: await inBatches(
      db,
      notifications,
      notifications.id,
      lt(notifications.createdAt, before(retention.notificationsDays)),
      batch,
    ),
    outboxMessages: await inBatches(
      db,
      outboxMessages,
      outboxMessages.id,
      and(lt(outboxMessages.createdAt, before(retention.notificationsDays)), ne(outboxMessages.state, 'pending'))!,
      batch,
    ),
    timelineSteps: await inBatches(
      db,
      orderEvents,
      orderEvents.id,
      and(lt(orderEvents.createdAt, before(retention.timelineDetailsDays)), notInArray(orderEvents.status, KEPT_STEPS))!,
      batch,
    ),
    auditEntries: await inBatches(db, auditLog, auditLog.id, lt(auditLog.createdAt, before(retention.auditLogDays)), batch),
  };
}

/** Deletes the rows `expired` names, `batch` at a time, oldest first, until none is left; answers how many. */
async function inBatches(db: Database, table: PgTable, id: PgColumn, expired: SQL, batch: number): Promise<number> {
  let deleted = 0;
  for (;;) {
    const rows = await db
      .delete(table)
      .where(
        inArray(
          id,
          db
            .select({ id })
            .from(table)
            .where(expired)
            .orderBy(sql`created_at`)
            .limit(batch),
        ),
      )
      .returning({ id });
    deleted += rows.length;
    if (rows.length < batch) return deleted;
  }
}

const PURGE_EVERY_MS = 6 * 3_600_000;

/**
 * The purge, a minute after the store opens and every six hours after: on every instance (a row deleted by
 * one is skipped by another). Answers how to stop it.
 */
export function schedulePurge(
  db: Database,
  retention: Retention,
  log: { info(object: object, message: string): void; warn(object: object, message: string): void },
): () => void {
  const run = () =>
    void purgeExpired(db, retention).then(
      (purged) => log.info({ purged }, 'kept only as long as the retention says'),
      (error: unknown) => log.warn({ err: error }, 'the retention purge failed; it runs again later'),
    );
  const first = setTimeout(run, 60_000);
  const every = setInterval(run, PURGE_EVERY_MS);
  first.unref();
  every.unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
