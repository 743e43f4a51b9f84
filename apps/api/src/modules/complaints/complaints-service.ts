import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  COMPLAINT_MESSAGES,
  COMPLAINT_STATUS_LABELS,
  complaintDeadlines,
  MESSAGES,
  ORDER_MESSAGES,
  type ComplaintReply,
  type complaintSchema,
} from '@padstore/domain';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { complaintReplies, complaints, notifications, orders, users } from '../../db/schema.js';
import { inHerLanguage } from '../../lib/her-language.js';
import { HttpError, notFound } from '../../lib/http-error.js';

type ComplaintOutput = z.output<typeof complaintSchema>;

const iso = (instant: Date | null) => instant?.toISOString() ?? null;

/** Every reply to each of these complaints, oldest first. */
async function repliesOf(db: Database, complaintIds: string[]): Promise<Map<string, ComplaintReply[]>> {
  const replies = new Map<string, ComplaintReply[]>();
  if (complaintIds.length === 0) return replies;
  const rows = await db
    .select()
    .from(complaintReplies)
    .where(inArray(complaintReplies.complaintId, complaintIds))
    .orderBy(asc(complaintReplies.createdAt), asc(complaintReplies.id));
  for (const row of rows) {
    const list = replies.get(row.complaintId) ?? [];
    list.push({ message: row.message, createdAt: row.createdAt.toISOString() });
    replies.set(row.complaintId, list);
  }
  return replies;
}

/** A customer's complaints as her data export gives them. */
export async function complaintsForExport(db: Database, userId: string) {
  const rows = await db
    .select({ complaint: complaints, orderNumber: orders.orderNumber })
    .from(complaints)
    .leftJoin(orders, eq(orders.id, complaints.orderId))
    .where(eq(complaints.userId, userId))
    .orderBy(asc(complaints.createdAt));
  const replies = await repliesOf(
    db,
    rows.map(({ complaint }) => complaint.id),
  );
  return rows.map(({ complaint, orderNumber }) => ({
    ticketNumber: complaint.ticketNumber,
    subject: complaint.subject,
    message: complaint.message,
    orderNumber,
    status: complaint.status,
    replies: replies.get(complaint.id) ?? [],
    createdAt: iso(complaint.createdAt),
    acknowledgedAt: iso(complaint.acknowledgedAt),
    resolvedAt: iso(complaint.resolvedAt),
  }));
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type Complaint = typeof complaints.$inferSelect;

/** 'GRV-000042': the complaint's ticket, given the moment it is raised. */
export const ticketNumber = (sequence: number) => `GRV-${String(sequence).padStart(6, '0')}`;

/** Raises a complaint, optionally about one of her orders (another's is not found), with its ticket at once. */
export async function raiseComplaint(db: Database, userId: string, input: ComplaintOutput) {
  return db.transaction(async (tx) => {
    if (input.orderId) {
      const [order] = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.id, input.orderId), eq(orders.userId, userId)));
      if (!order) throw notFound(ORDER_MESSAGES.orderNotFound);
    }
    const [next] = rowsOf<{ value: string }>(await tx.execute(sql`select nextval('complaint_ticket_seq')::text as value`));
    const ticket = ticketNumber(Number(next!.value));
    const [created] = await tx
      .insert(complaints)
      .values({ ticketNumber: ticket, userId, orderId: input.orderId ?? null, subject: input.subject, message: input.message })
      .returning();
    await tx.insert(notifications).values({
      userId,
      complaintId: created!.id,
      title: inHerLanguage(userId, 'notification.complaintRegisteredTitle'),
      message: inHerLanguage(userId, 'notification.complaintRegistered', { ticket }),
    });
    return created!;
  });
}

/** Both drivers' answers to a raw query: PGlite gives `rows`, node-postgres a result with `rows` too. */
function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

/** A complaint as the customer and the console see it, with its replies and its clocks. */
export function presentComplaint(complaint: Complaint, orderNumber: string | null, replies: ComplaintReply[], now = new Date()) {
  const { acknowledgeBy, resolveBy } = complaintDeadlines(complaint.createdAt);
  return {
    _id: complaint.id,
    ticketNumber: complaint.ticketNumber,
    subject: complaint.subject,
    message: complaint.message,
    orderId: complaint.orderId,
    orderNumber,
    status: complaint.status,
    statusLabel: COMPLAINT_STATUS_LABELS[complaint.status],
    replies,
    createdAt: complaint.createdAt.toISOString(),
    acknowledgedAt: iso(complaint.acknowledgedAt),
    resolvedAt: iso(complaint.resolvedAt),
    acknowledgeBy: acknowledgeBy.toISOString(),
    resolveBy: resolveBy.toISOString(),
    acknowledgeOverdue: complaint.acknowledgedAt === null && complaint.resolvedAt === null && now > acknowledgeBy,
    resolveOverdue: complaint.resolvedAt === null && now > resolveBy,
    version: complaint.version,
  };
}

export async function listOwnComplaints(db: Database, userId: string) {
  const rows = await db
    .select({ complaint: complaints, orderNumber: orders.orderNumber })
    .from(complaints)
    .leftJoin(orders, eq(orders.id, complaints.orderId))
    .where(eq(complaints.userId, userId))
    .orderBy(desc(complaints.createdAt))
    .limit(200);
  const now = new Date();
  const replies = await repliesOf(
    db,
    rows.map(({ complaint }) => complaint.id),
  );
  return rows.map(({ complaint, orderNumber }) => presentComplaint(complaint, orderNumber, replies.get(complaint.id) ?? [], now));
}

/** The console's list: open ones first, oldest first within each status (the nearest deadline on top). */
export async function listAllComplaints(db: Database, status?: Complaint['status']) {
  const rows = await db
    .select({ complaint: complaints, orderNumber: orders.orderNumber, customer: users.fullName, phone: users.phoneNumber })
    .from(complaints)
    .innerJoin(users, eq(users.id, complaints.userId))
    .leftJoin(orders, eq(orders.id, complaints.orderId))
    .where(status ? eq(complaints.status, status) : undefined)
    .orderBy(sql`case ${complaints.status} when 'open' then 0 when 'acknowledged' then 1 else 2 end`, asc(complaints.createdAt))
    .limit(500);
  const now = new Date();
  const replies = await repliesOf(
    db,
    rows.map(({ complaint }) => complaint.id),
  );
  return rows.map(({ complaint, orderNumber, customer, phone }) => ({
    ...presentComplaint(complaint, orderNumber, replies.get(complaint.id) ?? [], now),
    customer,
    phoneNumber: phone.startsWith('deleted:') ? '' : phone,
  }));
}

const MOVES: Record<Complaint['status'], Complaint['status'][]> = {
  open: ['acknowledged', 'resolved'],
  acknowledged: ['resolved'],
  resolved: [],
};

/**
 * The console acknowledges or resolves a complaint (with a reply), if nobody changed it meanwhile; the
 * customer is told by a notification written in the same transaction.
 */
export async function answerComplaint(
  tx: Transaction,
  id: string,
  change: { status: 'acknowledged' | 'resolved'; reply?: string; version: number },
  now = new Date(),
): Promise<Complaint> {
  const [complaint] = await tx.select().from(complaints).where(eq(complaints.id, id)).for('update');
  if (!complaint) throw notFound(COMPLAINT_MESSAGES.notFound);
  if (complaint.version !== change.version) throw new HttpError(409, MESSAGES.staleEdit);
  if (!MOVES[complaint.status].includes(change.status)) throw new HttpError(409, COMPLAINT_MESSAGES.cannotMove);
  const [updated] = await tx
    .update(complaints)
    .set({
      status: change.status,
      version: complaint.version + 1,
      ...(change.status === 'acknowledged'
        ? { acknowledgedAt: now }
        : { resolvedAt: now, acknowledgedAt: complaint.acknowledgedAt ?? now }),
    })
    .where(eq(complaints.id, id))
    .returning();
  // Kept beside the earlier ones: her acknowledgement's reply stays when the resolution's comes.
  if (change.reply) await tx.insert(complaintReplies).values({ complaintId: id, message: change.reply, createdAt: now });
  // In her language; the operator's reply stays as written.
  const ticket = complaint.ticketNumber;
  const message =
    change.status === 'acknowledged'
      ? change.reply
        ? sql`${inHerLanguage(complaint.userId, 'notification.complaintAcknowledged', { ticket })} || ${` ${change.reply}`}`
        : inHerLanguage(complaint.userId, 'notification.complaintAcknowledged', { ticket })
      : inHerLanguage(complaint.userId, 'notification.complaintResolved', { ticket, reply: change.reply ?? '' });
  await tx.insert(notifications).values({
    userId: complaint.userId,
    complaintId: complaint.id,
    title: inHerLanguage(
      complaint.userId,
      change.status === 'acknowledged' ? 'notification.complaintAcknowledgedTitle' : 'notification.complaintResolvedTitle',
    ),
    message,
  });
  return updated!;
}
