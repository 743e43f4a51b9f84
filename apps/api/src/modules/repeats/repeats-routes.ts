import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createRepeatSchema,
  errorAnswerSchema,
  messageAnswerSchema,
  REPEAT_MESSAGES,
  repeatAnswerSchema,
  repeatDemandAnswerSchema,
  repeatsAnswerSchema,
  updateRepeatSchema,
} from '@padstore/domain';
import { currentUser, requireCustomer } from '../../plugins/auth.js';
import { bearerAuth, commonErrors, idempotencyHeaders, idParamsSchema } from '../../lib/schemas.js';
import { adminErrors } from '../../lib/console-schemas.js';
import { requestLanguage } from '../../plugins/language.js';
import { createRepeat, listRepeats, stopRepeat, updateRepeat } from './repeats-service.js';
import { repeatDemand } from './repeat-demand-service.js';

const tags = ['Repeat orders'];

/** Her repeat orders (issue 33): only a delivery date and a rhythm reach the store, never cycle data. */
export const repeatsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireCustomer);
  // A query string parameter they do not take is refused in the words of their strict bodies.
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, unknownFieldMessage: REPEAT_MESSAGES.unknownField };
  });

  app.post(
    '/user/repeats',
    {
      schema: {
        tags,
        summary: 'Set up a repeat order: items, every N days (14-60) from a first delivery day, asked first or not',
        description:
          'Any field naming a period or a cycle is refused (400): only the delivery date and the rhythm are taken. ' +
          'A customer with REPEATS_PER_CUSTOMER repeats not stopped (5 by default) is refused (409). ' +
          'A repeat with the same Idempotency-Key answers the first repeat order and creates nothing.',
        security: bearerAuth,
        headers: idempotencyHeaders,
        body: createRepeatSchema,
        response: { 201: repeatAnswerSchema, 409: errorAnswerSchema, ...commonErrors },
      },
    },
    async (request, reply) => {
      const repeat = await createRepeat(
        app.db,
        currentUser(request).id,
        request.body,
        app.orderRules.limits.repeatsPerCustomer,
        undefined,
        requestLanguage(request),
        request.headers['idempotency-key'],
      );
      return reply.status(201).send({ message: REPEAT_MESSAGES.created, repeat });
    },
  );

  app.get(
    '/user/repeats',
    {
      schema: {
        tags,
        summary: 'Her repeat orders (stopped ones left out)',
        security: bearerAuth,
        response: { 200: repeatsAnswerSchema, ...commonErrors },
      },
    },
    async (request) => ({ repeats: await listRepeats(app.db, currentUser(request).id, undefined, requestLanguage(request)) }),
  );

  app.put(
    '/user/repeats/:id',
    {
      schema: {
        tags,
        summary: 'Skip the next delivery, pause, resume or confirm; move the next delivery; change items, rhythm or askFirst',
        description: "Another customer's repeat is 404. Confirming a paused repeat is 409.",
        security: bearerAuth,
        params: idParamsSchema,
        body: updateRepeatSchema,
        response: { 200: repeatAnswerSchema, 409: errorAnswerSchema, ...commonErrors },
      },
    },
    async (request) => ({
      message: REPEAT_MESSAGES.saved,
      repeat: await updateRepeat(app.db, currentUser(request).id, request.params.id, request.body, undefined, requestLanguage(request)),
    }),
  );

  app.delete(
    '/user/repeats/:id',
    {
      schema: {
        tags,
        summary: 'Stop a repeat order: nothing more is delivered or reminded',
        security: bearerAuth,
        params: idParamsSchema,
        response: { 200: messageAnswerSchema, ...commonErrors },
      },
    },
    async (request) => {
      await stopRepeat(app.db, currentUser(request).id, request.params.id);
      return { message: REPEAT_MESSAGES.stopped };
    },
  );
};

/** The console: what a branch's repeats bring. Roles: packages/domain/src/staff-access.ts. */
export const repeatsConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/repeats/branches/:id',
    {
      schema: {
        tags: ['Admin: repeat orders'],
        summary: "Packs per product the branch's active repeat orders bring tomorrow and in the next seven days",
        security: bearerAuth,
        params: idParamsSchema,
        response: { 200: repeatDemandAnswerSchema, ...adminErrors },
      },
    },
    async (request) => repeatDemand(app.db, request.params.id, new Date()),
  );
};
