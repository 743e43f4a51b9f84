import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireCustomer } from '../../plugins/auth.js';
import { bearerAuth, commonErrors, idParamsSchema, messageSchema } from '../../lib/schemas.js';
import { countUnread, listNotifications, markRead } from './notifications-service.js';

const tags = ['Notifications'];
const listSchema = z.object({
  notifications: z.array(z.object({ _id: z.string(), title: z.string(), message: z.string(), timeAgo: z.string(), createdAt: z.string() })),
});

export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireCustomer);

  app.get(
    '/user/notification/getNotificationCount',
    {
      schema: {
        tags,
        summary: 'The number of unread notifications',
        security: bearerAuth,
        response: { 200: z.object({ count: z.number() }), ...commonErrors },
      },
    },
    async (request) => ({ count: await countUnread(app.db, currentUser(request).id) }),
  );

  for (const [path, read, summary] of [
    ['/user/notification/getUnreadNotification', false, 'Unread notifications, newest first'],
    ['/user/notification/getReadNotification', true, 'Read notifications, newest first'],
  ] as const) {
    app.get(path, { schema: { tags, summary, security: bearerAuth, response: { 200: listSchema, ...commonErrors } } }, async (request) => ({
      notifications: await listNotifications(app.db, currentUser(request).id, read),
    }));
  }

  app.put(
    '/user/notification/updateStatus/:id',
    {
      schema: {
        tags,
        summary: 'Mark a notification read',
        security: bearerAuth,
        params: idParamsSchema,
        response: { 200: messageSchema, ...commonErrors },
      },
    },
    async (request) => {
      await markRead(app.db, currentUser(request).id, request.params.id);
      return { message: 'Notification marked as read' };
    },
  );
};
