import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MESSAGES } from '@padstore/domain';
import { HttpError } from '../lib/http-error.js';
import { clearSessionCookies, mayActOnCookie, sessionCookieOf } from '../lib/session-cookie.js';
import { SessionCache, type SessionUser } from '../lib/sessions.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, when the request carries a valid token. */
    user: SessionUser | null;
    /** The session token as sent, in the Authorization header or the session cookie, for logout. */
    token: string | null;
  }
  interface FastifyInstance {
    /**
     * The customer a page's request is signed in as by its session cookie, or null. Pages are rendered
     * for a guest whoever asks; this only lets the server render one in her account's language.
     */
    pageVisitor: (request: FastifyRequest) => Promise<SessionUser | null>;
  }
}

const BEARER = /^Bearer\s+([A-Za-z0-9_-]{20,100})$/;

/**
 * Reads `Authorization: Bearer <token>` on every request, or else, on the API, the session cookie
 * (lib/session-cookie.ts, decision record 018). Routes that need a customer add `requireCustomer` as a
 * preHandler; the staff API's routes are guarded by the staff operations table
 * (modules/staff/staff-access-plugin.ts); public routes may still use `request.user`.
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  const sessions = new SessionCache(app.db, app.changes);
  const { production } = app.config;
  app.decorateRequest('user', null);
  app.decorateRequest('token', null);
  app.decorate('pageVisitor', async (request: FastifyRequest) => {
    const token = sessionCookieOf(request, production);
    if (!token) return null;
    return sessions.kept(token) ?? (await sessions.read(token));
  });
  // Callback style, so that a guest or a session kept in memory costs no promise.
  app.addHook('onRequest', (request, reply, done) => {
    const header = request.headers.authorization;
    const match = header ? BEARER.exec(header) : null;
    if (match) return readSession(request, match[1] as string, done);
    // Pages are rendered for a guest whoever asks (first-view.ts), so only the API reads the cookie.
    if (!request.headers.cookie || !request.url.startsWith('/api/')) return done();
    const cookie = sessionCookieOf(request, production);
    if (cookie === undefined) return done();
    // A write riding on the cookie alone must come from the store's pages: that is what stops another site's.
    if (!mayActOnCookie(request)) return done(new HttpError(403, MESSAGES.notFromStorePages));
    if (cookie === null) {
      clearSessionCookies(reply, production);
      return done();
    }
    readSession(request, cookie, (error) => {
      // A cookie of a session that has ended (logout elsewhere, expiry, a deleted account) is forgotten.
      if (!error && !request.user) clearSessionCookies(reply, production);
      done(error);
    });
  });

  function readSession(request: FastifyRequest, token: string, done: (error?: Error) => void): void {
    request.token = token;
    const kept = sessions.kept(token);
    if (kept) {
      request.user = kept;
      return done();
    }
    sessions.read(token).then((user) => {
      request.user = user;
      done();
    }, done);
  }
});

export async function requireCustomer(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!request.user) throw new HttpError(401, MESSAGES.loginRequired);
}

/** The signed-in user of a route guarded by requireCustomer. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new HttpError(401, MESSAGES.loginRequired);
  return request.user;
}
