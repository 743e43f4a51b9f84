import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthAnswerSchema } from '@padstore/domain';
import type { RateLimiter } from '../../lib/rate-limiter.js';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from '../../plugins/errors.js';
import { databaseAnswers } from './health-service.js';

/** How long the database may take to answer `select 1` before it counts as down. */
export const HEALTH_QUERY_TIMEOUT_MS = 1000;

/**
 * What a load balancer asks: 200 while the store can serve, 503 while the database cannot be reached
 * or the store is stopping. Redis is reported but does not make the store unavailable: without it,
 * sign-in limits are counted in this process.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ limiter: RateLimiter; stopping: () => boolean }> = async (app, options) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['Health'],
        summary: 'Whether this instance can serve: 200, or 503 while the database is down or the store is stopping',
        response: { 200: healthAnswerSchema, 503: healthAnswerSchema },
      },
    },
    async (_request, reply) => {
      const [database, redis] = await Promise.all([databaseAnswers(app.db, HEALTH_QUERY_TIMEOUT_MS), options.limiter.status?.()]);
      const stopping = options.stopping();
      const report = {
        status: database && !stopping ? ('ok' as const) : ('unavailable' as const),
        database: database ? ('up' as const) : ('down' as const),
        ...(redis ? { redis } : {}),
        ...(stopping ? { stopping: true as const } : {}),
      };
      if (report.status === 'ok') return report;
      return reply.status(503).header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS)).send(report);
    },
  );
};
