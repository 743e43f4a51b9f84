import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI page at /api/docs, built from the same zod schemas that check the requests. */
export const openApiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Pad Store API',
        description: 'Sanitary pads delivered in 30-60 minutes, the same day or the next day, cash on delivery.',
        version: '1.0.0',
      },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  // staticCSP: the documentation page gets its own policy, with hashes for its inline scripts.
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
});
