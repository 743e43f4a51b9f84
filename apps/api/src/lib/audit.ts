import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  AUDIT_PAGE_SIZE,
  AUDIT_PAGE_UNKNOWN,
  CONSOLE_MESSAGES,
  MESSAGES,
  type AuditEntry,
  type AuditPage,
  type auditQuerySchema,
} from '@padstore/domain';
import type { Database, Transaction } from '../db/client.js';
import { auditLog, users } from '../db/schema.js';
import { HttpError, notFound } from './http-error.js';

/** Who changed what: the audit entry a console change leaves. */
export interface AuditedAs<T = unknown> {
  userId: string;
  action: string;
  /** What to record; a function reads it from the change's result. */
  details?: Record<string, unknown> | ((result: T) => Record<string, unknown>);
}

/** Records who changed what, and when. It takes a transaction: an entry is written with its change or not at all. */
export async function audit(tx: Transaction, userId: string, action: string, details: Record<string, unknown> = {}): Promise<void> {
  await tx.insert(auditLog).values({ userId, action, details: JSON.stringify(details) });
}

/**
 * A console change and its audit entry in one transaction: should the entry fail to be written, the
 * change is rolled back with it, so no change is ever kept without its record.
 */
export function audited<T>(db: Database, as: AuditedAs<T>, change: (tx: Transaction) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    const result = await change(tx);
    await audit(tx, as.userId, as.action, typeof as.details === 'function' ? as.details(result) : as.details);
    return result;
  });
}

/**
 * The one versioned save of the console. An edit made on a copy of version N: `update` writes only where
 * the row is still at version N (and bumps it). Nothing written means the row is gone (404, when `exists`
 * finds nothing) or someone saved a newer version first (409, the one stale-edit message). The change and
 * its audit entry are one transaction.
 */
export function saveVersioned<T>(
  db: Database,
  as: AuditedAs<T>,
  save: { what: string; update: (tx: Transaction) => Promise<T[]>; exists?: (tx: Transaction) => Promise<unknown[]> },
): Promise<T> {
  return audited(db, as, async (tx) => {
    const [updated] = await save.update(tx);
    if (updated) return updated;
    if (save.exists && (await save.exists(tx)).length === 0) throw notFound(CONSOLE_MESSAGES.notFound(save.what));
    throw new HttpError(409, MESSAGES.staleEdit);
  });
}

const contains = (text: string) => `%${text.replace(/[%_\\]/g, (match) => `\\${match}`)}%`;

/**
 * A page of the audit log, newest first: the entries older than `before` (the last one of the page
 * shown, as its time and id), made by a person whose name or phone holds `who`, whose change holds
 * `what` (its kind or its details: an order number, a product, a phone). Keyset paging: a page reads
 * only its own entries, however long the log grows.
 */
export async function auditPage(db: Database, { who, what, before }: z.output<typeof auditQuerySchema>): Promise<AuditPage> {
  const conditions: SQL[] = [];
  if (who) conditions.push(or(ilike(users.fullName, contains(who)), ilike(users.phoneNumber, contains(who.replace(/\s/g, '')))) as SQL);
  if (what) conditions.push(ilike(sql`${auditLog.action} || ' ' || ${auditLog.details}`, contains(what)));
  if (before) {
    // The last entry shown, read from the log itself: its time to the microsecond, which a text cursor would round.
    const [last] = await db.select({ id: auditLog.id }).from(auditLog).where(eq(auditLog.id, before));
    if (!last) throw new HttpError(400, AUDIT_PAGE_UNKNOWN);
    conditions.push(
      sql`(${auditLog.createdAt}, ${auditLog.id}) < (select last.created_at, last.id from ${auditLog} as last where last.id = ${before})`,
    );
  }
  const rows = await auditEntries(db, conditions.length ? and(...conditions) : undefined, AUDIT_PAGE_SIZE + 1);
  const page = rows.slice(0, AUDIT_PAGE_SIZE);
  const last = page.at(-1);
  return {
    entries: page.map(asEntry),
    older: rows.length > AUDIT_PAGE_SIZE && last ? last.id : null,
  };
}

async function auditEntries(db: Database, where: SQL | undefined, limit: number) {
  return db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      details: auditLog.details,
      createdAt: auditLog.createdAt,
      who: users.fullName,
      phone: users.phoneNumber,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.userId))
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
}

function asEntry(row: Awaited<ReturnType<typeof auditEntries>>[number]): AuditEntry {
  return {
    _id: row.id,
    action: row.action,
    details: row.details,
    createdAt: row.createdAt.toISOString(),
    who: row.who ?? 'unknown',
    phone: row.phone ?? '',
  };
}
