import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  messageAnswerSchema,
  PUSH_MESSAGES,
  pushSettingsAnswerSchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
} from '@padstore/domain';
import { HttpError } from '../../lib/http-error.js';
import { bearerAuth, commonErrors } from '../../lib/schemas.js';
import { currentUser, requireCustomer } from '../../plugins/auth.js';
import { removeSubscription, saveSubscription } from './push-subscriptions-service.js';

const tags = ['Notifications on her phone'];

/** The VAPID public key a browser subscribes with; null when the shop sends no notifications (no VAPID settings). */
export const pushSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/settings/push',
    {
      schema: {
        tags,
        summary: 'The VAPID public key to subscribe with, or null: the shop sends no notifications and never asks',
        response: { 200: pushSettingsAnswerSchema },
      },
    },
    async () => ({ publicKey: app.config.push?.publicKey ?? null }),
  );
};

/** Her devices that take notifications (issue 48, decision record 032). */
export const pushSubscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireCustomer);

  app.post(
    '/user/push-subscriptions',
    {
      schema: {
        tags,
        summary: 'This device takes notifications about her orders: PushSubscription.toJSON() as the browser gave it',
        description:
          'One subscription per device (its endpoint): subscribed again, it is hers alone with the keys sent. ' +
          '404 when the shop sends no notifications.',
        security: bearerAuth,
        body: pushSubscriptionSchema,
        response: { 201: messageAnswerSchema, ...commonErrors },
      },
    },
    async (request, reply) => {
      if (!app.config.push) throw new HttpError(404, PUSH_MESSAGES.pushOff);
      await saveSubscription(app.db, currentUser(request).id, request.body);
      return reply.status(201).send({ message: PUSH_MESSAGES.subscribed });
    },
  );

  app.delete(
    '/user/push-subscriptions',
    {
      schema: {
        tags,
        summary: 'This device no longer takes notifications (turned off, or she signs out on it)',
        description: 'Answers 200 whether or not the device was subscribed; a device of another customer is left alone.',
        security: bearerAuth,
        body: pushUnsubscribeSchema,
        response: { 200: messageAnswerSchema, ...commonErrors },
      },
    },
    async (request) => {
      await removeSubscription(app.db, currentUser(request).id, request.body.endpoint);
      return { message: PUSH_MESSAGES.unsubscribed };
    },
  );
};
