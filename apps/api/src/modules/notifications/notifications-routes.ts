import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, count, eq } from 'drizzle-orm';
import { z } from 'zod';
import { notifications } from '../../db/schema.js';
import { currentUser, requireCustomer } from '../../plugins/auth.js';
import { bearerAuth, commonErrors } from '../../lib/schemas.js';

export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireCustomer);

  app.get(
    '/user/notification/getNotificationCount',
    {
      schema: {
        tags: ['Notifications'],
        summary: 'The number of unread notifications (for the top bar badge)',
        security: bearerAuth,
        response: { 200: z.object({ count: z.number() }), ...commonErrors },
      },
    },
    async (request) => {
      const [row] = await app.db
        .select({ count: count() })
        .from(notifications)
        .where(and(eq(notifications.userId, currentUser(request).id), eq(notifications.read, false)));
      return { count: row?.count ?? 0 };
    },
  );
};
