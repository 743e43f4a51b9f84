import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminOrderListQuerySchema,
  adminOrderStatusSchema,
  consoleOrderAnswerSchema,
  consoleOrdersAnswerSchema,
  savedAnswerSchema,
} from '@padstore/domain';
import { bearerAuth, idParamsSchema } from '../../lib/schemas.js';
import { currentUser } from '../../plugins/auth.js';
import { consoleOrder, findOrders, moveOrderAsOperator } from '../orders/orders-console-service.js';
import { adminErrors } from '../../lib/console-schemas.js';
import { branchScope } from '../staff/staff-service.js';

const tags = ['Admin: orders'];

/** The console's orders: finding them, reading one, moving it along. */
export const adminOrdersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/orders',
    {
      schema: {
        tags,
        summary:
          'Orders, filtered by status, branch and India date, searchable by order number (or its end) or phone; newest first, 50 a page',
        description: "The answer's `older` is the cursor of the next, older page: send it back as `older` with the same filters.",
        security: bearerAuth,
        querystring: adminOrderListQuerySchema,
        response: { 200: consoleOrdersAnswerSchema, ...adminErrors },
      },
    },
    async (request) => findOrders(app.db, request.query, branchScope(currentUser(request).staff)),
  );

  app.get(
    '/orders/:id',
    {
      schema: {
        tags,
        summary: "One order with its timeline (the customer's phone masked)",
        security: bearerAuth,
        params: idParamsSchema,
        response: { 200: consoleOrderAnswerSchema, ...adminErrors },
      },
    },
    async (request) => consoleOrder(app.db, request.params.id),
  );

  app.put(
    '/orders/:id/status',
    {
      schema: {
        tags,
        summary: 'Move an order one step along, or cancel it with a reason (the same rule the customer meets)',
        description: 'Send the version you saw; a newer edit answers 409.',
        security: bearerAuth,
        params: idParamsSchema,
        body: adminOrderStatusSchema,
        response: { 200: savedAnswerSchema, ...adminErrors },
      },
    },
    async (request) => moveOrderAsOperator(app.db, currentUser(request).id, request.params.id, request.body),
  );
};
