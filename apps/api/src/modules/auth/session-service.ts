import { and, eq, gt, isNull } from 'drizzle-orm';
import { SESSION_LIFETIME_DAYS } from '@padstore/domain';
import type { Database } from '../../db/client.js';
import { sessions, users } from '../../db/schema.js';
import { randomToken, sha256 } from '../../lib/tokens.js';

export type SessionUser = typeof users.$inferSelect;

/** Opens a session for the user: the token goes to the client, only its hash is stored. */
export async function createSession(db: Database, userId: string, now = new Date()): Promise<string> {
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_DAYS * 24 * 60 * 60 * 1000);
  await db.insert(sessions).values({ userId, tokenHash: sha256(token), expiresAt });
  return token;
}

/** The user behind a token that is neither expired nor revoked, else null. */
export async function findSessionUser(db: Database, token: string, now = new Date()): Promise<SessionUser | null> {
  const [row] = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sha256(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .limit(1);
  return row?.user ?? null;
}

/** Revokes the session of this token, so that it stops working at once. */
export async function revokeSession(db: Database, token: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.tokenHash, sha256(token)), isNull(sessions.revokedAt)));
}
