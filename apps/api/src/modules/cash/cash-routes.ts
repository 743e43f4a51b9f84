import { Readable } from 'node:stream';
import { messageAnswerSchema } from '@padstore/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cashDayAnswer,
  dayField,
  handInReversalSchema,
  handInSchema,
  indiaDayBounds,
  prepaidDayOrdersAnswer,
  prepaidDayOrdersQuerySchema,
  riderDayOrdersAnswer,
  riderDayOrdersQuerySchema,
} from '@padstore/domain';
import { bearerAuth } from '../../lib/schemas.js';
import { currentUser } from '../../plugins/auth.js';
import { adminErrors } from '../../lib/console-schemas.js';
import {
  cashDay,
  closeDay,
  PREPAID_DAY_ORDERS_PAGE,
  prepaidOrders,
  prepaidOrdersOfDay,
  recordHandIn,
  reverseHandIn,
} from './cash-service.js';
import { dayOrders, RIDER_DAY_ORDERS_PAGE, riderOrdersOfDay } from './day-reads.js';
import { dayCsvLines, inChunks } from './day-export.js';
import { offersUsedInBranch } from '../offers/offers-console-service.js';

const tags = ['Cash'];
const params = z.object({ id: z.uuid({ error: 'The id is not valid' }), date: dayField });

/** The day's money of a branch: riders' cash and UPI, hand-ins, closing the day, the CSV. Roles: packages/domain/src/staff-access.ts. */
export const cashRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/cash/branches/:id/days/:date',
    {
      schema: {
        tags,
        summary: "A branch's money for an India day, per rider: cash and UPI collected and how many orders, handed in, differences",
        security: bearerAuth,
        params,
        response: { 200: cashDayAnswer, ...adminErrors },
      },
    },
    async (request) => cashDay(app.db, request.params.id, request.params.date),
  );

  app.get(
    '/cash/branches/:id/days/:date/riders/:riderId/orders',
    {
      schema: {
        tags,
        summary: `A rider's orders of the branch's day, with how each was paid: the latest delivered first, ${RIDER_DAY_ORDERS_PAGE} a page`,
        description:
          "The answer's `older` is the cursor of the next, older page: send it back as `older`. A rider with no order booked to the day has an empty page.",
        security: bearerAuth,
        params: params.extend({ riderId: z.uuid({ error: 'The id is not valid' }) }),
        querystring: riderDayOrdersQuerySchema,
        response: { 200: riderDayOrdersAnswer, ...adminErrors },
      },
    },
    async (request) => {
      const { id, date, riderId } = request.params;
      return riderOrdersOfDay(app.db, id, date, riderId, request.query.older);
    },
  );

  app.get(
    '/cash/branches/:id/days/:date/prepaid',
    {
      schema: {
        tags,
        summary: `The branch's orders paid online on the day, with their refunds: the latest paid first, ${PREPAID_DAY_ORDERS_PAGE} a page`,
        description:
          "The answer's `older` is the cursor of the next, older page: send it back as `older`. The day's count and sums are on the day.",
        security: bearerAuth,
        params,
        querystring: prepaidDayOrdersQuerySchema,
        response: { 200: prepaidDayOrdersAnswer, ...adminErrors },
      },
    },
    async (request) => prepaidOrdersOfDay(app.db, request.params.id, request.params.date, request.query.older),
  );

  app.post(
    '/cash/branches/:id/days/:date/hand-ins',
    {
      schema: {
        tags,
        summary: 'Record cash a rider handed in, or write off a difference with a note',
        security: bearerAuth,
        params,
        body: handInSchema,
        response: { 201: messageAnswerSchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      await recordHandIn(app.db, currentUser(request).id, request.params.id, request.params.date, request.body);
      return reply.status(201).send({ message: request.body.kind === 'cash' ? 'Cash taken in' : 'Difference written off' });
    },
  );

  app.post(
    '/cash/branches/:id/days/:date/hand-ins/:handInId/reversal',
    {
      schema: {
        tags,
        summary: 'Take back a hand-in or write-off recorded wrong, with a note: the entry stays, a reversing entry cancels it',
        security: bearerAuth,
        params: params.extend({ handInId: z.uuid({ error: 'The id is not valid' }) }),
        body: handInReversalSchema,
        response: { 201: messageAnswerSchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      const { id, date, handInId } = request.params;
      await reverseHandIn(app.db, currentUser(request).id, id, date, handInId, request.body.note);
      return reply.status(201).send({ message: 'Entry reversed' });
    },
  );

  app.post(
    '/cash/branches/:id/days/:date/close',
    {
      schema: {
        tags,
        summary: 'Close the day: refused for a day not yet begun, while an order is out or a rider’s cash is unsettled',
        security: bearerAuth,
        params,
        response: { 200: messageAnswerSchema, ...adminErrors },
      },
    },
    async (request) => {
      await closeDay(app.db, currentUser(request).id, request.params.id, request.params.date);
      return { message: 'Day closed' };
    },
  );

  app.get(
    '/cash/branches/:id/days/:date/export',
    {
      schema: {
        tags,
        summary: "The day's orders and cash as CSV",
        security: bearerAuth,
        params,
        produces: ['text/csv'],
        response: { 200: z.string().describe('CSV, one row per order, then one per hand-in'), ...adminErrors },
      },
    },
    async (request, reply) => {
      const [money, orders, offers, prepaid] = await Promise.all([
        cashDay(app.db, request.params.id, request.params.date),
        dayOrders(app.db, request.params.id, request.params.date),
        offersUsedInBranch(app.db, request.params.id, indiaDayBounds(request.params.date)),
        prepaidOrders(app.db, request.params.id, request.params.date),
      ]);
      const name = `${money.branch.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${money.day}.csv`;
      return (
        reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${name}"`)
          // Streamed as it is written, in chunks of lines; Fastify sends a stream as it is (the schema's
          // string documents its content).
          .send(Readable.from(inChunks(dayCsvLines(orders, money, offers, prepaid))) as unknown as string)
      );
    },
  );
};
