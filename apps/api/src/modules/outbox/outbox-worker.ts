import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { maskPhone } from '@padstore/domain';
import type { Database } from '../../db/client.js';
import { outboxMessages, users } from '../../db/schema.js';
import type { ChannelSender, OutboxChannel, OutboxMessage, SendOutcome } from './outbox-message.js';
import { sendableAt } from './quiet-hours.js';

/** What became of one message at one try, as the metrics count it. */
export type OutboxOutcome = 'sent' | 'retry' | 'gone' | 'given_up';

/** A message not sent within a day of being written is given up: her news is stale by then. */
export const GIVE_UP_AFTER_MS = 24 * 60 * 60 * 1000;
/** How long a worker holds a message it took: past it, another instance takes it again (the first died). */
export const SEND_LEASE_MS = 2 * 60 * 1000;
const FIRST_WAIT_MS = 30_000;
const LONGEST_WAIT_MS = 60 * 60 * 1000;
/** Messages one worker takes at a time. */
const BATCH = 20;

/** The wait before the next try after `tries` tries: 30 s, 1 min, 2 min ... at most an hour. */
export function backOff(tries: number): number {
  return Math.min(FIRST_WAIT_MS * 2 ** Math.max(0, tries - 1), LONGEST_WAIT_MS);
}

/** A provider's answer as it is kept and logged: every run of six or more digits (a phone) masked. */
export function withoutPhones(text: string): string {
  return text.replace(/\d{6,}/g, (digits) => maskPhone(digits)).slice(0, 500);
}

export interface OutboxWorkerDeps {
  db: Database;
  senders: Partial<Record<OutboxChannel, ChannelSender>>;
  log: FastifyBaseLogger;
  /** Told of every try's outcome (the metrics). */
  onOutcome?: (channel: OutboxChannel, outcome: OutboxOutcome) => void;
}

type Row = typeof outboxMessages.$inferSelect;

/**
 * Sends what the outbox holds. Any instance may run one: a row is taken by moving its next try past a
 * lease in one statement over rows locked with `FOR UPDATE SKIP LOCKED`, so that two workers never take
 * the same row, and a worker that dies mid-send leaves it to be taken again once the lease is over.
 */
export class OutboxWorker {
  constructor(private readonly deps: OutboxWorkerDeps) {}

  /** Sends every message due now, batch after batch; answers how many were tried. */
  async drain(now: () => Date = () => new Date()): Promise<number> {
    let tried = 0;
    for (;;) {
      const taken = await this.take(now());
      if (taken.length === 0) return tried;
      await Promise.all(taken.map((row) => this.send(row, now)));
      tried += taken.length;
    }
  }

  /** Takes the messages due, at most a batch, for this worker alone. */
  async take(now: Date): Promise<Row[]> {
    const due = this.deps.db
      .select({ id: outboxMessages.id })
      .from(outboxMessages)
      .where(and(eq(outboxMessages.state, 'pending'), lte(outboxMessages.nextTryAt, now)))
      .orderBy(outboxMessages.nextTryAt)
      .limit(BATCH)
      .for('update', { skipLocked: true });
    return this.deps.db
      .update(outboxMessages)
      .set({ nextTryAt: new Date(now.getTime() + SEND_LEASE_MS), attempts: sql`${outboxMessages.attempts} + 1` })
      .where(inArray(outboxMessages.id, due))
      .returning();
  }

  private async send(row: Row, now: () => Date): Promise<void> {
    const message: OutboxMessage = {
      id: row.id,
      eventId: row.eventId,
      customerId: row.customerId,
      channel: row.channel,
      kind: row.kind,
      orderId: row.orderId,
      repeatId: row.repeatId,
      language: row.language,
      variables: row.variables,
      attempts: row.attempts - 1,
    };
    const sender = this.deps.senders[row.channel];
    let result: SendOutcome;
    try {
      result = sender
        ? await sender(this.deps.db, message)
        : { outcome: 'gone', reason: `no sender for ${row.channel}`, because: 'no_sender' };
    } catch (error) {
      result = { outcome: 'retry', reason: error instanceof Error ? error.message : String(error) };
    }
    await this.record(row, result, now());
  }

  /** Keeps what became of the try, unless the lease ran out and another worker has taken the row since. */
  private async record(row: Row, result: SendOutcome, now: Date): Promise<void> {
    const mine = and(eq(outboxMessages.id, row.id), eq(outboxMessages.state, 'pending'), eq(outboxMessages.attempts, row.attempts));
    let outcome: OutboxOutcome = result.outcome;
    if (result.outcome === 'sent') {
      await this.deps.db.update(outboxMessages).set({ state: 'sent', sentAt: now, lastError: null }).where(mine);
    } else if (result.outcome === 'gone') {
      await this.deps.db
        .update(outboxMessages)
        .set({ state: 'gone', givenUpAt: now, lastError: withoutPhones(result.reason), goneBecause: result.because })
        .where(mine);
    } else if (now.getTime() - row.createdAt.getTime() >= GIVE_UP_AFTER_MS) {
      outcome = 'given_up';
      await this.deps.db
        .update(outboxMessages)
        .set({ state: 'given_up', givenUpAt: now, lastError: withoutPhones(result.reason) })
        .where(mine);
      await this.logGivenUp(row, result.reason);
    } else {
      const next = sendableAt(row.kind, new Date(now.getTime() + backOff(row.attempts)));
      await this.deps.db
        .update(outboxMessages)
        .set({ nextTryAt: next, lastError: withoutPhones(result.reason) })
        .where(mine);
    }
    this.deps.onOutcome?.(row.channel, outcome);
  }

  private async logGivenUp(row: Row, reason: string): Promise<void> {
    const [her] = await this.deps.db.select({ phone: users.phoneNumber }).from(users).where(eq(users.id, row.customerId));
    this.deps.log.warn(
      {
        messageId: row.id,
        eventId: row.eventId,
        channel: row.channel,
        kind: row.kind,
        attempts: row.attempts,
        phone: maskPhone(her?.phone ?? ''),
        reason: withoutPhones(reason),
      },
      'outbox: a message was not sent within a day and is given up',
    );
  }
}
