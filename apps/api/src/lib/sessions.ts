import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import { SESSION_LIFETIME_DAYS, type Role, type StaffRole } from '@padstore/domain';
import type { Database } from '../db/client.js';
import type { ChangeFeed } from './change-feed.js';
import { sessions, staff, users } from '../db/schema.js';
import { randomToken, sha256 } from './tokens.js';

/** A member of staff as their requests carry them: their staff record, role and branches (none for an owner: all). */
export interface StaffMember {
  id: string;
  role: StaffRole;
  branchIds: string[];
}

/** The signed-in user, with the role their phone has on the staff today ('customer' for anyone else). */
export type SessionUser = typeof users.$inferSelect & { role: Role; staff: StaffMember | null };

/** Opens a session for the user: the token goes to the client, only its hash is stored. */
export async function createSession(db: Database, userId: string, now = new Date()): Promise<string> {
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_DAYS * 24 * 60 * 60 * 1000);
  await db.insert(sessions).values({ userId, tokenHash: sha256(token), expiresAt });
  return token;
}

/** The user behind a token hash, with the session's end, when the session is neither expired nor revoked. */
async function findSession(db: Database, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ user: users, expiresAt: sessions.expiresAt, staffId: staff.id, role: staff.role, branchIds: staff.branchIds })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    // The role is read with the session, so a change on the staff applies at the next read.
    .leftJoin(staff, and(eq(staff.phoneNumber, users.phoneNumber), isNull(staff.removedAt)))
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .limit(1);
  if (!row) return null;
  const member: StaffMember | null = row.staffId && row.role ? { id: row.staffId, role: row.role, branchIds: row.branchIds ?? [] } : null;
  return { user: { ...row.user, role: member?.role ?? 'customer', staff: member } satisfies SessionUser, expiresAt: row.expiresAt };
}

/** How long a signed-in user is kept in memory: a bound on staleness should a change ever go unannounced. */
const SESSION_CACHE_TTL_MS = 30_000;
const MAX_SESSIONS = 10_000;

/**
 * Signed-in users kept in memory by token, so that a customer's every request does not read the
 * sessions table. Only valid sessions are kept, never past their end. A write by or about a customer
 * (logout, profile, location, a change on the staff) is announced on the change feed, which drops their sessions here
 * before the answer leaves and on other instances within milliseconds; while the feed is not live every
 * request reads the database, so a revoked token never outlives the announcement of its logout.
 */
export class SessionCache {
  private readonly byToken = new Map<string, { user: SessionUser; sessionEnds: number; keptUntil: number }>();
  private readonly byUser = new Map<string, Set<string>>();
  private generation = 0;

  constructor(
    private readonly db: Database,
    private readonly feed: Pick<ChangeFeed, 'live' | 'subscribe'>,
    private readonly ttlMs = SESSION_CACHE_TTL_MS,
  ) {
    feed.subscribe((change) => {
      if (change.kind === 'customer') this.forgetUser(change.userId);
      else if (change.kind === 'anything') this.clear();
    });
  }

  /** The user kept in memory for this token, if any: no database read, no promise. */
  kept(token: string, now = Date.now()): SessionUser | undefined {
    const hit = this.feed.live ? this.byToken.get(token) : undefined;
    return hit && hit.keptUntil > now && hit.sessionEnds > now ? hit.user : undefined;
  }

  /** The user behind a token, read from the database (after `kept` found nothing), and kept. */
  async read(token: string, now = new Date()): Promise<SessionUser | null> {
    const live = this.feed.live;
    const generation = this.generation;
    const found = await findSession(this.db, sha256(token), now);
    if (found && live && generation === this.generation) this.keep(token, found.user, found.expiresAt.getTime(), now.getTime());
    return found?.user ?? null;
  }

  // Kept by the token itself, which the process sees on every request anyway; the database holds
  // only hashes so that a copy of it opens no sessions.
  private keep(token: string, user: SessionUser, sessionEnds: number, now: number): void {
    if (this.byToken.size >= MAX_SESSIONS) this.clear();
    this.byToken.set(token, { user, sessionEnds, keptUntil: now + this.ttlMs });
    let tokens = this.byUser.get(user.id);
    if (!tokens) this.byUser.set(user.id, (tokens = new Set()));
    tokens.add(token);
  }

  private forgetUser(userId: string): void {
    this.generation += 1;
    for (const token of this.byUser.get(userId) ?? []) this.byToken.delete(token);
    this.byUser.delete(userId);
  }

  private clear(): void {
    this.generation += 1;
    this.byToken.clear();
    this.byUser.clear();
  }
}

/** Revokes the sessions of these tokens, so that they stop working at once; answers whose they were. */
/** Ends every session of one person (sign out on every device); answers how many were open. */
export async function revokeAllSessions(db: Database, userId: string): Promise<number> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return revoked.length;
}

export async function revokeSessions(db: Database, tokens: string[]): Promise<string[]> {
  if (tokens.length === 0) return [];
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(inArray(sessions.tokenHash, tokens.map(sha256)), isNull(sessions.revokedAt)))
    .returning({ userId: sessions.userId });
  return [...new Set(revoked.map((row) => row.userId))];
}
