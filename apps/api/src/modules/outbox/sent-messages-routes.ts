import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customerMessagesAnswerSchema, customerMessagesQuerySchema } from '@padstore/domain';
import { adminErrors } from '../../lib/console-schemas.js';
import { bearerAuth, idParamsSchema } from '../../lib/schemas.js';
import { customerMessages } from './sent-messages-service.js';

const tags = ['Admin: customers'];

/** The console's view of a customer: what the shop sent her and how it went (issue 48). */
export const adminCustomerMessagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/customers/:id/messages',
    {
      schema: {
        tags,
        summary:
          'What the shop sent a customer, newest first, 20 a page: when, which event, which channel (in-app, push, WhatsApp, SMS) and how it went; never a message body',
        description: "The answer's `older` is the cursor of the next, older page: send it back as `before`.",
        security: bearerAuth,
        params: idParamsSchema,
        querystring: customerMessagesQuerySchema,
        response: { 200: customerMessagesAnswerSchema, ...adminErrors },
      },
    },
    async (request) => customerMessages(app.db, request.params.id, request.query.before),
  );
};
