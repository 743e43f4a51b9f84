import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorAnswerSchema,
  messageAnswerSchema,
  orderAnswerSchema,
  paymentOptionsAnswerSchema,
  verifyPaymentSchema,
} from '@padstore/domain';
import { currentUser, requireCustomer } from '../../plugins/auth.js';
import { bearerAuth, commonErrors } from '../../lib/schemas.js';
import { HttpError } from '../../lib/http-error.js';
import { applyWebhook, verifyPayment } from './payments-service.js';

const tags = ['Payments'];
/** Without a gateway (PAYMENT_PROVIDER unset) every order is paid on delivery: there is nothing to verify. */
const noGateway = () => new HttpError(404, 'Paying online is not offered by this store');

/** Her browser's word that she paid in the gateway's checkout: the server decides. */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const gateway = app.payments?.gateway;
  app.addHook('preHandler', requireCustomer);

  app.post(
    '/user/payments/verify',
    {
      schema: {
        tags,
        summary: 'Check the payment the checkout reports (the signature, then the payment at the gateway); the order is then paid',
        security: bearerAuth,
        body: verifyPaymentSchema,
        response: { 200: orderAnswerSchema, 409: errorAnswerSchema, 503: errorAnswerSchema, ...commonErrors },
      },
    },
    async (request) => {
      if (!gateway) throw noGateway();
      return { order: await verifyPayment(app.db, gateway, currentUser(request).id, request.body, request.log) };
    },
  );
};

/**
 * What anyone may ask of payments (the options at checkout) and the gateway's webhooks, signed over the raw body: the body is kept as it came (parsed after the
 * signature is checked), so this plugin reads JSON as text.
 */
export const paymentWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const gateway = app.payments?.gateway;
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  app.get(
    '/settings/payments',
    {
      schema: {
        tags,
        summary: 'Whether she may pay now online, and the address of the gateway checkout the page loads',
        response: { 200: paymentOptionsAnswerSchema },
      },
    },
    async () => ({
      payNow: Boolean(gateway),
      provider: gateway?.name ?? null,
      checkoutUrl: gateway?.checkoutUrl ?? null,
    }),
  );

  app.post(
    '/payments/webhooks/razorpay',
    {
      schema: {
        tags,
        summary: "Razorpay's webhook (payment.captured, order.paid, refund.processed), signed in X-Razorpay-Signature",
        description: 'Each event is applied once by its X-Razorpay-Event-Id; a wrong signature is refused (400) and changes nothing.',
        body: z.string().max(1024 * 1024),
        response: { 200: messageAnswerSchema, 400: errorAnswerSchema, 404: errorAnswerSchema },
      },
    },
    async (request) => {
      if (gateway?.name !== 'razorpay') throw noGateway();
      const { applied } = await applyWebhook(app.db, gateway, request.body, request.headers, request.log);
      return { message: applied ? 'Applied' : 'Already applied' };
    },
  );
};
