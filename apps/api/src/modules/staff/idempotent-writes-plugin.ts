import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler, preHandlerHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { STAFF_MESSAGES } from '@padstore/domain';
import { HttpError } from '../../lib/http-error.js';
import { STAFF_API_PREFIX } from './staff-access-plugin.js';
import { claimRequestKey, keepAnswer, keptAnswer, releaseRequestKey, type RequestKey } from './request-keys-service.js';

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** How long a repeat waits for the first request of its tap to be answered before saying so. */
const WAIT_FOR_FIRST_MS = 10_000;
const POLL_MS = 50;

declare module 'fastify' {
  interface FastifyRequest {
    /** The tap's key this request claimed, whose answer is kept for its repeats. */
    requestKey?: RequestKey;
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function keyOf(request: FastifyRequest): RequestKey | undefined {
  const header = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (header === undefined || !request.user) return undefined;
  const key = Array.isArray(header) ? header[0] : header;
  if (!key || key.length > 100) throw new HttpError(400, STAFF_MESSAGES.idempotencyKeyInvalid);
  return { userId: request.user.id, key, request: `${request.method} ${request.url.split('?')[0]}` };
}

function replay(reply: FastifyReply, kept: { status: number; answer: string; contentType: string | null }) {
  if (kept.contentType) reply.header('content-type', kept.contentType);
  return reply.status(kept.status).header('idempotent-replayed', 'true').send(kept.answer);
}

/** The first request of a tap goes on; a repeat is answered with the first one's answer, waiting for it if needed. */
function answerRepeats(app: FastifyInstance): preHandlerHookHandler {
  return async (request, reply) => {
    const claim = keyOf(request);
    if (!claim) return;
    if (await claimRequestKey(app.db, claim)) {
      request.requestKey = claim;
      return;
    }
    for (let waited = 0; waited < WAIT_FOR_FIRST_MS; waited += POLL_MS) {
      const kept = await keptAnswer(app.db, claim);
      if (kept) return replay(reply, kept);
      await pause(POLL_MS);
    }
    throw new HttpError(409, STAFF_MESSAGES.tapStillHandled);
  };
}

/** Keeps the first answer of a tap; an answer the server failed gives the key back so the tap can be tried again. */
function keepFirstAnswer(app: FastifyInstance): onSendHookHandler {
  return async (request, reply, payload) => {
    const claim = request.requestKey;
    if (!claim) return payload;
    request.requestKey = undefined;
    try {
      if (reply.statusCode >= 500 || typeof payload !== 'string') await releaseRequestKey(app.db, claim);
      else {
        const contentType = reply.getHeader('content-type');
        await keepAnswer(app.db, claim, {
          status: reply.statusCode,
          answer: payload,
          contentType: typeof contentType === 'string' ? contentType : null,
        });
      }
    } catch (error) {
      request.log.error({ err: error }, 'could not keep the answer of a tap for its repeats');
    }
    return payload;
  };
}

const asList = <T>(hooks: T | T[] | undefined): T[] => (hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks]);

/**
 * One tap, one action: every staff write (under /api/admin, any method but GET) sent with an
 * `Idempotency-Key` header (one per tap) is done once for the staff member, method and path; a repeat
 * with the same key is answered with the first answer (status and body) and does nothing again, also
 * when both arrive at the same moment. A write without the header works as before.
 */
export const idempotentWritesPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRoute', (route) => {
    const methods = asList(route.method);
    if (!route.url.startsWith(STAFF_API_PREFIX) || methods.some((method) => method === 'GET' || method === 'HEAD')) return;
    // Before the scope check: a repeat of a rider's 'Delivered' is answered as the first was, though the
    // delivery is no longer hers to reach.
    route.preHandler = [answerRepeats(app), ...asList(route.preHandler)];
    route.onSend = [keepFirstAnswer(app), ...asList(route.onSend)];
  });
});
