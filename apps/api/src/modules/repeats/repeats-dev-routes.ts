import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { repeatRunAnswerSchema, runRepeatsSchema } from '@padstore/domain';
import { comesFromThisMachine } from '../../lib/client-address.js';
import { notFound } from '../../lib/http-error.js';
import type { RepeatScheduler } from './repeat-scheduler.js';

/**
 * Development only, guarded exactly as `GET /api/dev/otp/{phone}`: never registered in production, and
 * to any request not from this machine it does not exist (404). Runs the scheduler as if the clock read
 * `now`, so that tests and people can watch a month pass.
 */
export const repeatsDevRoutes: FastifyPluginAsyncZod<{ scheduler: RepeatScheduler }> = async (app, { scheduler }) => {
  app.addHook('onRequest', async (request) => {
    if (!comesFromThisMachine(request)) throw notFound();
  });
  app.post(
    '/dev/run-repeats',
    {
      schema: {
        tags: ['Development'],
        summary: 'Run the repeat-order scheduler as if the clock read `now` (development only)',
        body: runRepeatsSchema,
        response: { 200: repeatRunAnswerSchema },
      },
    },
    async (request) => ({ now: request.body.now, ...(await scheduler.run(new Date(request.body.now))) }),
  );
};
