import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { countAnswerSchema, MESSAGES, messageAnswerSchema, notificationsAnswerSchema } from '@padstore/domain';
import { currentUser, requireCustomer } from '../../plugins/auth.js';
import { bearerAuth, commonErrors, idParamsSchema } from '../../lib/schemas.js';
import { countUnread, listNotifications, markRead } from './notifications-service.js';

const tags = ['Notifications'];

export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireCustomer);

  app.get(
    '/user/notification/getNotificationCount',
    {
      schema: {
        tags,
        summary: 'The number of unread notifications',
        security: bearerAuth,
        response: { 200: countAnswerSchema, ...commonErrors },
      },
    },
    async (request) => ({ count: await countUnread(app.db, currentUser(request).id) }),
  );

  for (const [path, read, summary] of [
    ['/user/notification/getUnreadNotification', false, 'Unread notifications, newest first'],
    ['/user/notification/getReadNotification', true, 'Read notifications, newest first'],
  ] as const) {
    app.get(
      path,
      { schema: { tags, summary, security: bearerAuth, response: { 200: notificationsAnswerSchema, ...commonErrors } } },
      async (request) => ({
        notifications: await listNotifications(app.db, currentUser(request).id, read),
      }),
    );
  }

  app.put(
    '/user/notification/updateStatus/:id',
    {
      schema: {
        tags,
        summary: 'Mark a notification read',
        security: bearerAuth,
        params: idParamsSchema,
        response: { 200: messageAnswerSchema, ...commonErrors },
      },
    },
    async (request) => {
      await markRead(app.db, currentUser(request).id, request.params.id);
      return { message: MESSAGES.notificationRead };
    },
  );
};
