import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DEFAULT_LANGUAGE, isLanguage, languageOfHeader, type Language, type Translator } from '@padstore/domain/i18n';
import { translator } from '../lib/her-language.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every language's messages (Lingui), and the English message found again by its key. */
    translator: Translator;
  }
}

/** The staff's screens (console, floor, rider) are English for now: so are their answers. */
const isStaffRoute = (request: FastifyRequest) => request.url.startsWith('/api/admin');

/**
 * The language a customer's request is answered in: the one its `Accept-Language` names among the
 * store's (the web app sends the language she chose), else the one saved in her profile, else English.
 */
export function requestLanguage(request: FastifyRequest): Language {
  if (isStaffRoute(request)) return DEFAULT_LANGUAGE;
  const asked = languageOfHeader(request.headers['accept-language']);
  if (asked) return asked;
  const saved = request.user?.language;
  return isLanguage(saved) ? saved : DEFAULT_LANGUAGE;
}

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
  app.addHook('preSerialization', async (request, reply, payload: unknown) => {
    if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) return payload;
    const body = payload as WithMessage;
    if (typeof body.message !== 'string' && !Array.isArray(body.errors)) return payload;
    const language = requestLanguage(request);
    if (!isStaffRoute(request)) {
      const vary = reply.getHeader('vary');
      reply.header('vary', vary ? `${String(vary)}, Accept-Language` : 'Accept-Language');
    }
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
