import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { complaints, orders } from '../../db/schema.js';

const iso = (instant: Date | null) => instant?.toISOString() ?? null;

/** A customer's complaints as her data export gives them. */
export async function complaintsForExport(db: Database, userId: string) {
  const rows = await db
    .select({ complaint: complaints, orderNumber: orders.orderNumber })
    .from(complaints)
    .leftJoin(orders, eq(orders.id, complaints.orderId))
    .where(eq(complaints.userId, userId))
    .orderBy(asc(complaints.createdAt));
  return rows.map(({ complaint, orderNumber }) => ({
    ticketNumber: complaint.ticketNumber,
    subject: complaint.subject,
    message: complaint.message,
    orderNumber,
    status: complaint.status,
    reply: complaint.reply,
    createdAt: iso(complaint.createdAt),
    acknowledgedAt: iso(complaint.acknowledgedAt),
    resolvedAt: iso(complaint.resolvedAt),
  }));
}
