import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { offerAnswerSchema, offerInputSchema, offersAnswerSchema, offerUpdateSchema } from '@padstore/domain';
import { bearerAuth, idParamsSchema } from '../../lib/schemas.js';
import { currentUser } from '../../plugins/auth.js';
import { adminErrors } from '../../lib/console-schemas.js';
import { branchScope } from '../staff/staff-service.js';
import { consoleOffers, createOffer, updateOffer } from '../offers/offers-console-service.js';

const tags = ['Admin: offers'];

/** The console's offers: an owner runs them all, a manager those of their own branches. */
export const adminOffersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/offers',
    {
      schema: {
        tags,
        summary: 'Offers with their usage: orders placed with each, the discount given, the orders cancelled',
        security: bearerAuth,
        response: { 200: offersAnswerSchema, ...adminErrors },
      },
    },
    async (request) => ({ offers: await consoleOffers(app.db, branchScope(currentUser(request).staff)) }),
  );

  app.post(
    '/offers',
    {
      schema: {
        tags,
        summary: 'Make an offer: a code, flat rupees or a percentage with a cap, its minimum, dates (India time), branches and uses',
        description: 'A manager makes offers only for their own branches (branchIds required, all theirs).',
        security: bearerAuth,
        body: offerInputSchema,
        response: { 201: offerAnswerSchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      return reply.status(201).send({ offer: await createOffer(app.db, user.id, branchScope(user.staff), request.body) });
    },
  );

  app.put(
    '/offers/:id',
    {
      schema: {
        tags,
        summary: 'Change an offer: pause it, extend it, change its terms (send the version you saw)',
        security: bearerAuth,
        params: idParamsSchema,
        body: offerUpdateSchema,
        response: { 200: offerAnswerSchema, ...adminErrors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      return { offer: await updateOffer(app.db, user.id, branchScope(user.staff), request.params.id, request.body) };
    },
  );
};
