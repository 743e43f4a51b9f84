import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardAnswerSchema } from '@padstore/domain';
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
};
