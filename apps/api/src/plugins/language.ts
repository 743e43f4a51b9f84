import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DEFAULT_LANGUAGE, type Translator } from '@padstore/domain/i18n';
import { isStaffRoute, requestLanguage, translator } from '../lib/her-language.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every language's messages (Lingui), and the English message found again by its key. */
    translator: Translator;
  }
}

export { requestLanguage };

interface WithMessage {
  message?: unknown;
  errors?: unknown;
}

/**
 * Says the API's messages in the request's language, at one place: every answer's `message` (and each
 * validation error's) that is one of the catalog's English texts is replaced by its text in the
 * language, found by its key, values carried over. Shapes do not change; English answers are untouched.
 */
export const languagePlugin = fp(async (app: FastifyInstance) => {
  app.decorate('translator', translator);
  // A customer's answers are said in her language (messages, product names): caches keep them apart.
  app.addHook('onSend', async (request, reply) => {
    if (isStaffRoute(request) || !request.url.startsWith('/api/')) return;
    const vary = reply.getHeader('vary');
    if (/accept-language/i.test(String(vary ?? ''))) return;
    reply.header('vary', vary ? `${String(vary)}, Accept-Language` : 'Accept-Language');
  });
  app.addHook('preSerialization', async (request, reply, payload: unknown) => {
    if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) return payload;
    const body = payload as WithMessage;
    if (typeof body.message !== 'string' && !Array.isArray(body.errors)) return payload;
    const language = requestLanguage(request);
    if (language === DEFAULT_LANGUAGE) return payload;
    const say = (text: unknown) => (typeof text === 'string' ? app.translator.localize(text, language) : text);
    return {
      ...body,
      ...(typeof body.message === 'string' ? { message: say(body.message) } : {}),
      ...(Array.isArray(body.errors)
        ? {
            errors: body.errors.map((error: unknown) =>
              error && typeof error === 'object' ? { ...error, message: say((error as WithMessage).message) } : error,
            ),
          }
        : {}),
    };
  });
});
