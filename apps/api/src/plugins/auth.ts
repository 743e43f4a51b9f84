import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MESSAGES } from '@padstore/domain';
import { HttpError } from '../lib/http-error.js';
import { SessionCache, type SessionUser } from '../lib/sessions.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, when the request carries a valid token. */
    user: SessionUser | null;
    /** The bearer token as sent, for logout. */
    token: string | null;
  }
}

const BEARER = /^Bearer\s+([A-Za-z0-9_-]{20,100})$/;

/**
 * Reads `Authorization: Bearer <token>` on every request. Routes that need a customer add
 * `requireCustomer` as a preHandler; the staff API's routes are guarded by the staff operations table
 * (modules/staff/staff-access-plugin.ts); public routes may still use `request.user`.
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  const sessions = new SessionCache(app.db, app.changes);
  app.decorateRequest('user', null);
  app.decorateRequest('token', null);
  // Callback style, so that a guest or a session kept in memory costs no promise.
  app.addHook('onRequest', (request, _reply, done) => {
    const header = request.headers.authorization;
    const match = header ? BEARER.exec(header) : null;
    if (!match) return done();
    const token = match[1] as string;
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
  });
});

export async function requireCustomer(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!request.user) throw new HttpError(401, MESSAGES.loginRequired);
}

/** The signed-in user of a route guarded by requireCustomer. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new HttpError(401, MESSAGES.loginRequired);
  return request.user;
}
