import type { FastifyPluginAsync } from 'fastify';
import { HttpError, notFound } from '../../lib/http-error.js';
import { sameDigest, sha256 } from '../../lib/tokens.js';
import type { StoreMetrics } from './store-metrics.js';

const TOKEN_REQUIRED = 'A valid metrics token is required';

/** Compared as digests, so that the time taken tells nothing of the token, its length included. */
const isToken = (authorization: string | undefined, token: string) =>
  sameDigest(sha256(/^Bearer (.+)$/i.exec(authorization ?? '')?.[1] ?? ''), sha256(token));

/**
 * Prometheus' scrape, on the store's own port (not under /api: it is no part of the shop's API and
 * stays out of its OpenAPI document). Answered only to `Authorization: Bearer <METRICS_TOKEN>`; without
 * a token configured there is nothing here.
 */
export const metricsRoutes: FastifyPluginAsync<{ metrics?: StoreMetrics; token?: string }> = async (app, { metrics, token }) => {
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!metrics || !token) throw notFound();
    if (!isToken(request.headers.authorization, token)) throw new HttpError(401, TOKEN_REQUIRED, {}, { 'www-authenticate': 'Bearer' });
    const text = await metrics.registry.metrics();
    return reply.header('cache-control', 'no-store').type(metrics.registry.contentType).send(text);
  });
};
