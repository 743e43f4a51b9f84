import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireCustomer } from '../../plugins/auth.js';
import { errorAnswerSchema, MESSAGES, reverseGeocodeAnswerSchema } from '@padstore/domain';
import { bearerAuth, commonErrors } from '../../lib/schemas.js';
import type { ReverseGeocoder } from './geo-service.js';

const coordinate = (limit: number) =>
  z.coerce.number({ error: MESSAGES.coordinatesInvalid }).min(-limit, MESSAGES.coordinatesInvalid).max(limit, MESSAGES.coordinatesInvalid);

export const geoRoutes: FastifyPluginAsyncZod<{ geocoder: ReverseGeocoder }> = async (app, { geocoder }) => {
  app.get(
    '/geo/reverse',
    {
      preHandler: requireCustomer,
      schema: {
        tags: ['Account'],
        summary: 'The address at a position, for the location screen (through the configured geocoder, cached)',
        security: bearerAuth,
        querystring: z.object({ lat: coordinate(90), lon: coordinate(180) }),
        response: {
          200: reverseGeocodeAnswerSchema,
          502: errorAnswerSchema,
          504: errorAnswerSchema,
          ...commonErrors,
        },
      },
    },
    async (request) => ({ address: await geocoder.reverse(request.query.lat, request.query.lon) }),
  );
};
