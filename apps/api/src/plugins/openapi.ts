import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { describeFileAnswer, describeOperation, STORE_TAGS } from '../lib/operations.js';

/**
 * The OpenAPI page at /api/docs, built from the same zod schemas that check the requests. Every
 * operation gets its name, its security and the error answers every route can give (see
 * `lib/operations.ts`); the document is linted with Redocly's recommended rules in `npm run lint`.
 */
export const openApiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Pad Store API',
        description: 'Sanitary pads delivered in 30-60 minutes, the same day or the next day, cash on delivery.',
        version: '1.0.0',
        license: { name: 'Pad Store terms of use', url: '/terms' },
      },
      servers: [{ url: '/', description: 'The store that serves this document' }],
      tags: STORE_TAGS,
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
    },
    transform: (input) => {
      const method = [input.route.method].flat()[0] ?? 'GET';
      return describeFileAnswer(jsonSchemaTransform({ ...input, schema: describeOperation(method, input.url, input.schema) }));
    },
  });
  // staticCSP: the documentation page gets its own policy, with hashes for its inline scripts.
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
});
