import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dayField, indiaDay, promiseKeptAnswer } from '@padstore/domain';
import { bearerAuth } from '../../lib/schemas.js';
import { adminErrors } from '../../lib/console-schemas.js';
import { currentStaff } from '../staff/current-staff.js';
import { branchScope } from '../staff/staff-service.js';
import { promiseKeptByBranch } from './promise-kept-service.js';

/** How well each branch kept the delivery promise on a day. Roles: packages/domain/src/staff-access.ts. */
export const promiseKeptRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/promise-kept',
    {
      schema: {
        tags: ['Admin: dashboard'],
        summary:
          'Per branch, for the orders placed on an India day (today by default): express within 60 minutes, same-day and next-day on time (%), median minutes to the door, not delivered',
        security: bearerAuth,
        querystring: z.object({ date: dayField.optional() }),
        response: { 200: promiseKeptAnswer, ...adminErrors },
      },
    },
    async (request) => {
      const day = request.query.date ?? indiaDay(new Date());
      return { day, branches: await promiseKeptByBranch(app.db, day, branchScope(currentStaff(request).staff)) };
    },
  );
};
