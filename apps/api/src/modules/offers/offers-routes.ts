import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { couponAnswerSchema, couponRefusalSchema, couponRequestSchema, errorAnswerSchema } from '@padstore/domain';
import { currentUser, requireCustomer } from '../../plugins/auth.js';
import { bearerAuth } from '../../lib/schemas.js';
import { couponSummary } from './coupon-summary.js';
import { asCodeTry, codeTryLimits } from './code-tries.js';

const tags = ['Offers'];

/** The customer applies an offer's code at checkout or on the cart. */
export const offersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireCustomer);
  const limits = codeTryLimits(app.limiter, app.config);

  app.post(
    '/user/checkout/coupon',
    {
      schema: {
        tags,
        summary: "Apply an offer's code: the order summary with its discount (nothing is taken until the order is placed)",
        description:
          'The order is her cart, or one product bought directly (productId, quantity); pinCode is the delivery pin code ' +
          '(her saved one if missing), emergencyDelivery whether express. A code refused answers 400 with its reason ' +
          '(unknown, also for an offer not yet started; paused, expired, notForPinCode, belowMinimum, usedUp, firstOrderOnly, alreadyUsed). ' +
          'Ask again whenever the cart changes: the discount is worked out by the server each time, and again at placing. ' +
          'Refused codes are limited per customer and per client address (429 with Retry-After).',
        security: bearerAuth,
        body: couponRequestSchema,
        response: {
          200: couponAnswerSchema,
          400: couponRefusalSchema.or(errorAnswerSchema),
          401: errorAnswerSchema,
          404: errorAnswerSchema,
          429: errorAnswerSchema,
        },
      },
    },
    async (request) =>
      asCodeTry(limits, currentUser(request).id, request.ip, () =>
        couponSummary(app.db, currentUser(request), request.body, app.orderRules.keys),
      ),
  );
};
