import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswerSchema, MESSAGES, pinCode, serviceabilityAnswerSchema } from '@padstore/domain';
import { checkServiceability } from './branch-service.js';

/**
 * Before the customer commits: is the pin code served, how many packs the branch has, and what
 * delivery is promised now (India time). Open to guests.
 */
export const serviceabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user/serviceability',
    {
      schema: {
        tags: ['Delivery'],
        summary: 'Whether a pin code is served, the stock there and the delivery promise',
        querystring: z.object({
          pinCode: pinCode(MESSAGES.pinCodeRequired),
          productId: z.uuid({ error: MESSAGES.productIdInvalid }).optional(),
        }),
        response: { 200: serviceabilityAnswerSchema, 400: errorAnswerSchema },
      },
    },
    async (request) => checkServiceability(app.db, request.query.pinCode, request.query.productId),
  );
};
