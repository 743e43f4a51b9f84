import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reconciliationAnswerSchema } from '@padstore/domain';
import { bearerAuth } from '../../lib/schemas.js';
import { adminErrors } from '../../lib/console-schemas.js';
import { overdueRefunds, RECONCILE_WINDOW_DAYS, unmatchedPayments } from './reconciliation-service.js';

/** The payments' reconciliation for the owner. Roles: packages/domain/src/staff-access.ts. */
export const reconciliationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/payments/reconciliation',
    {
      schema: {
        tags: ['Admin: payments'],
        summary: `Payments the gateway captured in the last ${RECONCILE_WINDOW_DAYS} days for which the store holds no paid order, and refunds asked more than a day ago not yet done`,
        security: bearerAuth,
        response: { 200: reconciliationAnswerSchema, ...adminErrors },
      },
    },
    async () => ({
      provider: app.payments?.gateway.name ?? null,
      windowDays: RECONCILE_WINDOW_DAYS,
      unmatched: await unmatchedPayments(app.db),
      overdueRefunds: await overdueRefunds(app.db),
    }),
  );
};
