import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { staffRequestKeys } from '../../db/schema.js';

/** How long a tap's answer is kept for its repeats. */
export const REQUEST_KEY_TTL_MS = 24 * 60 * 60 * 1000;

export interface RequestKey {
  userId: string;
  key: string;
  /** `PUT /api/admin/floor/orders/<id>/packed` */
  request: string;
}

export interface KeptAnswer {
  status: number;
  answer: string;
  contentType: string | null;
}

/**
 * Claims a tap's key for its first request: true when this request is the first (it goes on to do the
 * write), false when another request holds the key already. The primary key decides between two
 * requests arriving at the same moment. Keys older than a day are dropped first, so that a key is
 * answered for a day and then forgotten.
 */
export async function claimRequestKey(db: Database, claim: RequestKey, now = new Date()): Promise<boolean> {
  await db.delete(staffRequestKeys).where(lt(staffRequestKeys.createdAt, new Date(now.getTime() - REQUEST_KEY_TTL_MS)));
  const claimed = await db.insert(staffRequestKeys).values(claim).onConflictDoNothing().returning({ key: staffRequestKeys.key });
  return claimed.length > 0;
}

const matching = (claim: RequestKey) =>
  and(eq(staffRequestKeys.userId, claim.userId), eq(staffRequestKeys.key, claim.key), eq(staffRequestKeys.request, claim.request));

/** The first request's answer, or null while it is still being handled. */
export async function keptAnswer(db: Database, claim: RequestKey): Promise<KeptAnswer | null> {
  const [row] = await db.select().from(staffRequestKeys).where(matching(claim));
  if (!row || row.status === null || row.answer === null) return null;
  return { status: row.status, answer: row.answer, contentType: row.contentType };
}

/** Keeps the first request's answer for its repeats. */
export async function keepAnswer(db: Database, claim: RequestKey, answer: KeptAnswer): Promise<void> {
  await db.update(staffRequestKeys).set(answer).where(matching(claim));
}

/** Gives a key back when its request failed on the server's side, so that the tap can be tried again. */
export async function releaseRequestKey(db: Database, claim: RequestKey): Promise<void> {
  await db.delete(staffRequestKeys).where(matching(claim));
}
