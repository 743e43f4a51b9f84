import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MESSAGES, namesCycleData, REPEAT_MESSAGES, unknownFieldsMessage } from '@padstore/domain';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The query string parameters the route declares in its schema (set as it is registered): any other is 400. */
    declaredQuery?: readonly string[];
    /** What the route calls a field it does not take, in its refusal (the repeat orders say their own). */
    unknownFieldMessage?: string;
  }
}

const API_PREFIX = '/api/';

interface ZodLike {
  _zod?: { def?: { type?: string; shape?: Record<string, unknown>; in?: unknown } };
}

/** The parameters a route's querystring schema names: a zod object, or one piped into a transform. */
function declaredKeys(schema: unknown, url: string): string[] {
  if (schema === undefined) return [];
  const def = (schema as ZodLike)._zod?.def;
  if (def?.type === 'object' && def.shape) return Object.keys(def.shape);
  if (def?.type === 'pipe') return declaredKeys(def.in, url);
  throw new Error(`${url}: a route's querystring is a zod object, so that the parameters it takes are known`);
}

/** Whether a value parsed from a header's JSON holds, at any depth, a key naming a period or a cycle. */
function holdsCycleKey(value: unknown, depth = 0): boolean {
  if (depth > 8 || value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(([key, inner]) => namesCycleData(key) || holdsCycleKey(inner, depth + 1));
}

function headerCarriesCycleData(name: string, value: string | string[] | undefined): boolean {
  if (namesCycleData(name)) return true;
  return (Array.isArray(value) ? value : [value ?? '']).some((text) => {
    const trimmed = text.trim();
    if (!trimmed.startsWith('{') && !trimmed.startsWith('[')) return false;
    try {
      return holdsCycleKey(JSON.parse(trimmed));
    } catch {
      return false;
    }
  });
}

/** The query string parameters of the request its route does not declare. */
export function undeclaredQuery(request: FastifyRequest): string[] {
  const declared = request.routeOptions.config.declaredQuery;
  if (!declared) return [];
  return Object.keys((request.query ?? {}) as object).filter((key) => !declared.includes(key));
}

/**
 * Every API route takes only what it declares (issue 44, decision record 020). Its query string: any
 * parameter its schema does not name is refused 400, with the message a strict body gives (a field
 * naming a period or a cycle gets the privacy promise's), instead of being silently dropped, so that a
 * client leaking one learns it at once. Its headers: one named for cycle data, or carrying JSON with such
 * a key, is refused the same way. Checked before anything else of the request, authentication included.
 */
export const declaredFieldsPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(API_PREFIX) || route.schema?.hide) return;
    route.config = { ...route.config, declaredQuery: declaredKeys(route.schema?.querystring, route.url) };
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!request.routeOptions.config.declaredQuery) return;
    const unknown = undeclaredQuery(request);
    if (unknown.length > 0) {
      const called = request.routeOptions.config.unknownFieldMessage ?? MESSAGES.unknownQueryField;
      return reply.status(400).send({ message: unknownFieldsMessage(unknown, called) });
    }
    if (Object.entries(request.headers).some(([name, value]) => headerCarriesCycleData(name, value)))
      return reply.status(400).send({ message: REPEAT_MESSAGES.noCycleData });
  });
});
