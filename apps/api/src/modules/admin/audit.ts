import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { auditLog, users } from '../../db/schema.js';

type Writer = Pick<Database, 'insert'>;

/** Records who changed what, and when; written in the same transaction as the change. */
export async function audit(db: Writer, userId: string, action: string, details: Record<string, unknown> = {}): Promise<void> {
  await db.insert(auditLog).values({ userId, action, details: JSON.stringify(details) });
}

export async function recentAudit(db: Database, limit = 50) {
  const rows = await db
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
    .orderBy(desc(auditLog.createdAt))
    .limit(limit);
  return rows.map((row) => ({
    _id: row.id,
    action: row.action,
    details: row.details,
    createdAt: row.createdAt.toISOString(),
    who: row.who ?? 'unknown',
    phone: row.phone ?? '',
  }));
}
