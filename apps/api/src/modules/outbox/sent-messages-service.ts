import { eq, sql } from 'drizzle-orm';
import {
  CUSTOMER_MESSAGES_PAGE_SIZE,
  keysetPage,
  pageCursorParts,
  STAFF_MESSAGES,
  type CustomerMessagesAnswer,
  type SentMessage,
} from '@padstore/domain';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { notFound } from '../../lib/http-error.js';
import type { GoneBecause, MessageKind, OutboxChannel } from './outbox-message.js';
import { keepsQuietHours } from './quiet-hours.js';

/** One row of either table, as the page reads it: her list's notifications and the outbox's messages. */
interface MessageRow extends Record<string, unknown> {
  id: string;
  /** The instant as the database writes it (to the microsecond): the next page's cursor. */
  cursor_at: string;
  created_at: Date | string;
  channel: 'in_app' | OutboxChannel;
  kind: MessageKind | null;
  title: string | null;
  order_id: string | null;
  read: boolean | null;
  state: 'pending' | 'sent' | 'gone' | 'given_up' | null;
  attempts: number;
  sent_at: Date | string | null;
  next_try_at: Date | string | null;
  gone_because: GoneBecause | null;
}

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

/** How a message went, in the words of the console's answer. */
function outcomeOf(row: MessageRow): SentMessage['outcome'] {
  if (row.channel === 'in_app') return row.read ? 'read' : 'unread';
  if (row.state === 'sent') return 'sent';
  if (row.state === 'given_up') return 'given_up';
  if (row.state === 'gone') return 'skipped';
  if (row.attempts > 0) return 'retrying';
  // Never tried yet: a reminder written in the quiet hours waits for 8 AM India time.
  const held = row.kind !== null && keepsQuietHours(row.kind) && new Date(row.next_try_at!) > new Date(row.created_at);
  return held ? 'quiet_hours' : 'waiting';
}

function asMessage(row: MessageRow): SentMessage {
  const outcome = outcomeOf(row);
  return {
    _id: row.id,
    at: iso(row.created_at)!,
    channel: row.channel,
    event: row.kind,
    title: row.title,
    orderId: row.order_id,
    outcome,
    attempts: row.attempts,
    sentAt: row.channel === 'in_app' ? iso(row.created_at) : iso(row.sent_at),
    nextTryAt: outcome === 'waiting' || outcome === 'quiet_hours' || outcome === 'retrying' ? iso(row.next_try_at) : null,
    skippedBecause: outcome === 'skipped' ? (row.gone_because ?? 'refused') : null,
  };
}

/**
 * What the shop sent her and how it went, newest first, a page at a time (keyset: the page after
 * `before`, the last message shown as its instant and id): her list's notifications (their titles only)
 * and the outbox's messages by push, WhatsApp and SMS (their event, never their words, so never a code).
 * Each half is read through its own index on (customer, time) and the two are merged, however long her
 * history grows.
 */
export async function customerMessages(db: Database, customerId: string, before?: string): Promise<CustomerMessagesAnswer> {
  const [her] = await db.select({ id: users.id, fullName: users.fullName }).from(users).where(eq(users.id, customerId));
  if (!her) throw notFound(STAFF_MESSAGES.customerNotFound);
  const limit = CUSTOMER_MESSAGES_PAGE_SIZE + 1;
  const cursor = before ? pageCursorParts(before) : undefined;
  const older = (table: string) =>
    cursor ? sql`and (${sql.raw(table)}.created_at, ${sql.raw(table)}.id) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)` : sql``;
  const result = await db.execute(sql`
    select * from (
      (select n.id, n.created_at::text as cursor_at, n.created_at, 'in_app' as channel, null as kind, n.title, n.order_id,
              n.read, null as state, 0 as attempts, null::timestamptz as sent_at, null::timestamptz as next_try_at,
              null as gone_because
         from notifications n
        where n.user_id = ${customerId} ${older('n')}
        order by n.created_at desc, n.id desc
        limit ${limit})
      union all
      (select m.id, m.created_at::text, m.created_at, m.channel, m.kind, null, m.order_id,
              null, m.state, m.attempts, m.sent_at, m.next_try_at, m.gone_because
         from outbox_messages m
        where m.customer_id = ${customerId} ${older('m')}
        order by m.created_at desc, m.id desc
        limit ${limit})
    ) as messages
    order by created_at desc, id desc
    limit ${limit}`);
  const rows = (result as unknown as { rows: MessageRow[] }).rows;
  const { shown, older: next } = keysetPage(rows, CUSTOMER_MESSAGES_PAGE_SIZE, (row) => ({ at: row.cursor_at, id: row.id }));
  return { customer: { _id: her.id, fullName: her.fullName }, messages: shown.map(asMessage), older: next };
}
