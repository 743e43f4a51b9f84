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
import type { PaymentGateway } from './payment-gateway.js';
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
        summary: 'Check the payment the checkout reports, then read it from the gateway; the order is then paid',
        description:
          'Razorpay: paymentId and signature (HMAC-SHA256 of order_id|payment_id) are both required. Cashfree: its checkout returns neither; the order’s payments are read from Cashfree (GET /pg/orders/{order_id}/payments).',
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

  const webhook = (provider: PaymentGateway['name'], summary: string, description: string) =>
    app.post(
      `/payments/webhooks/${provider}`,
      {
        schema: {
          tags,
          summary,
          description,
          body: z.string().max(1024 * 1024),
          response: { 200: messageAnswerSchema, 400: errorAnswerSchema, 404: errorAnswerSchema },
        },
      },
      async (request) => {
        if (gateway?.name !== provider) throw noGateway();
        const { applied } = await applyWebhook(app.db, gateway, request.body, request.headers, request.log);
        return { message: applied ? 'Applied' : 'Already applied' };
      },
    );
  webhook(
    'razorpay',
    "Razorpay's webhook (payment.captured, order.paid, refund.processed), signed in X-Razorpay-Signature",
    'Each event is applied once by its X-Razorpay-Event-Id; a wrong signature is refused (400) and changes nothing.',
  );
  webhook(
    'cashfree',
    "Cashfree's webhook (PAYMENT_SUCCESS_WEBHOOK, REFUND_STATUS_WEBHOOK), signed in x-webhook-signature",
    'The signature is base64 HMAC-SHA256 of x-webhook-timestamp followed by the raw body; each payment is applied once by its cf_payment_id, each refund by its cf_refund_id; a wrong signature is refused (400) and changes nothing.',
  );
};
