import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notificationSettingsAnswerSchema, notificationSettingsChangeSchema } from '@padstore/domain';
import { currentUser, requireCustomer } from '../../plugins/auth.js';
import { bearerAuth, commonErrors } from '../../lib/schemas.js';
import { changeNotificationSettings, readNotificationSettings } from './notification-settings-service.js';

const tags = ['Notifications'];

/** Her choice of channels (push, WhatsApp) for each kind of message, and her consents. */
export const notificationSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireCustomer);

  app.get(
    '/user/notification-settings',
    {
      schema: {
        tags,
        summary: 'Her channels for order updates and repeat reminders, her consents and the quiet hours',
        security: bearerAuth,
        response: { 200: notificationSettingsAnswerSchema, ...commonErrors },
      },
    },
    async (request) => readNotificationSettings(app.db, currentUser(request).id),
  );

  app.put(
    '/user/notification-settings',
    {
      schema: {
        tags,
        summary: 'Change her channels, say yes to WhatsApp (recorded with its time) or take it back',
        security: bearerAuth,
        body: notificationSettingsChangeSchema,
        response: { 200: notificationSettingsAnswerSchema, ...commonErrors },
      },
    },
    async (request) => changeNotificationSettings(app.db, currentUser(request).id, request.body),
  );
};
