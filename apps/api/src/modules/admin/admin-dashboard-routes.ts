import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditPageAnswerSchema, auditQuerySchema, dashboardAnswerSchema } from '@padstore/domain';
import { auditPage } from '../../lib/audit.js';
import { bearerAuth } from '../../lib/schemas.js';
import { adminErrors } from '../../lib/console-schemas.js';
import { dashboard } from './dashboard-service.js';

export const adminDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard',
    {
      schema: {
        tags: ['Admin: dashboard'],
        summary: "Today's orders, revenue and cancellations (India day), orders waiting per status, low stock, recent changes",
        security: bearerAuth,
        response: { 200: dashboardAnswerSchema, ...adminErrors },
      },
    },
    async () => dashboard(app.db),
  );

  app.get(
    '/audit',
    {
      schema: {
        tags: ['Admin: dashboard'],
        summary: 'The audit log, newest first, a page at a time (older pages by `before`), found by person and by what changed',
        security: bearerAuth,
        querystring: auditQuerySchema,
        response: { 200: auditPageAnswerSchema, ...adminErrors },
      },
    },
    async (request) => auditPage(app.db, request.query),
  );
};
