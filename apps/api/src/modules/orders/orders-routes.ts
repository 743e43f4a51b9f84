import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  cancelOrderSchema,
  directBuySchema,
  errorAnswerSchema,
  messageAnswerSchema,
  ORDER_MESSAGES,
  orderAnswerSchema,
  orderRefusalSchema,
  ordersAnswerSchema,
  placedOrderAnswerSchema,
  placeOrderSchema,
  trackingAnswerSchema,
  type OrderDetails,
  type PlacedOrderAnswer,
  type PaymentToMake,
} from '@padstore/domain';
import { currentUser, requireCustomer } from '../../plugins/auth.js';
import { requestLanguage } from '../../plugins/language.js';
import { bearerAuth, commonErrors, idempotencyHeaders, idParamsSchema } from '../../lib/schemas.js';
import { cancelOrder, listOrders, trackOrder, describeOrder } from './orders-service.js';
import { placeOrder, type OrderSource } from './place-order.js';
import { codeTryLimits, withCodeTry } from '../offers/code-tries.js';
import { HttpError } from '../../lib/http-error.js';

const tags = ['Orders'];
type PlaceOrderBody = z.output<typeof placeOrderSchema>;

const placed = (order: OrderDetails, payment?: PaymentToMake): PlacedOrderAnswer => ({
  message: ORDER_MESSAGES.placed,
  ...(payment ? { payment } : {}),
  order,
  orderSummary: order.orderSummary,
  isBranchAvailableAtLocation: true,
  isStockAvailable: true,
});

export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireCustomer);
  const codeTries = codeTryLimits(app.limiter, app.config);
  // Paying now is offered only with a gateway (app.ts makes it from PAYMENT_PROVIDER).
  const payments = app.payments;

  /**
   * Places the order (a code in it counted as a try); paid now (paymentMode false, with a gateway), it
   * waits for its payment and the answer carries what the gateway's checkout opens with.
   */
  async function placeAndPay(request: FastifyRequest, body: PlaceOrderBody, source: OrderSource, key: string | undefined) {
    if (!body.paymentMode && !payments) throw new HttpError(400, ORDER_MESSAGES.payOnDeliveryOnly);
    const order = await withCodeTry(codeTries, currentUser(request).id, request.ip, body.couponCode, () =>
      placeOrder(app.db, app.orderRules, currentUser(request), body, source, key),
    );
    const payment = payments && order.status === 'awaiting_payment' ? await payments.paymentFor(order._id, request.log) : undefined;
    return placed(order, payment);
  }

  app.post(
    '/user/buyNow',
    {
      // Orders take stock and cancels give it back: the catalog's stock changes.
      config: { changesCatalog: 'stock' },
      schema: {
        tags,
        summary: 'Place an order for the whole cart (pay on delivery, or now online when the store has a gateway); empties the cart',
        description: 'A repeat with the same Idempotency-Key answers the first order and creates nothing.',
        security: bearerAuth,
        headers: idempotencyHeaders,
        body: placeOrderSchema,
        response: { 201: placedOrderAnswerSchema, 409: orderRefusalSchema, 503: errorAnswerSchema, ...commonErrors },
      },
    },
    async (request, reply) => {
      return reply.status(201).send(await placeAndPay(request, request.body, { kind: 'cart' }, request.headers['idempotency-key']));
    },
  );

  app.post(
    '/user/directBuy/:id',
    {
      // Orders take stock and cancels give it back: the catalog's stock changes.
      config: { changesCatalog: 'stock' },
      schema: {
        tags,
        summary: 'Buy one product now (quantity in the body, 1 by default); the cart is left alone',
        security: bearerAuth,
        headers: idempotencyHeaders,
        params: idParamsSchema,
        body: directBuySchema,
        response: { 201: placedOrderAnswerSchema, 409: orderRefusalSchema, 503: errorAnswerSchema, ...commonErrors },
      },
    },
    async (request, reply) => {
      const source = { kind: 'direct' as const, productId: request.params.id, quantity: request.body.quantity };
      return reply.status(201).send(await placeAndPay(request, request.body, source, request.headers['idempotency-key']));
    },
  );

  app.get(
    '/user/orders',
    {
      schema: {
        tags,
        summary: "The customer's orders, newest first",
        security: bearerAuth,
        response: { 200: ordersAnswerSchema, ...commonErrors },
      },
    },
    async (request) => ({ orders: await listOrders(app.db, currentUser(request).id) }),
  );

  app.get(
    '/user/viewOrder/:id',
    {
      schema: {
        tags,
        summary: "One of the customer's orders",
        security: bearerAuth,
        params: idParamsSchema,
        response: { 200: orderAnswerSchema, ...commonErrors },
      },
    },
    async (request) => ({ order: await describeOrder(app.db, currentUser(request).id, request.params.id) }),
  );

  app.get(
    '/user/track/:id',
    {
      schema: {
        tags,
        summary: 'The products and the timeline of an order (India time)',
        security: bearerAuth,
        params: idParamsSchema,
        response: { 200: trackingAnswerSchema, ...commonErrors },
      },
    },
    // Its dates are written in the language asked (the language plugin says `Vary: Accept-Language`).
    async (request) => trackOrder(app.db, currentUser(request).id, request.params.id, new Date(), requestLanguage(request)),
  );

  app.put(
    '/user/cancel/:id',
    {
      // Orders take stock and cancels give it back: the catalog's stock changes.
      config: { changesCatalog: 'stock' },
      schema: {
        tags,
        summary: 'Cancel an order with a reason, until it is out for delivery; the stock goes back',
        security: bearerAuth,
        params: idParamsSchema,
        body: cancelOrderSchema,
        response: { 200: messageAnswerSchema, 409: errorAnswerSchema, ...commonErrors },
      },
    },
    async (request) => {
      await cancelOrder(app.db, currentUser(request).id, request.params.id, request.body.cancelReason);
      // Paid online, its refund goes to the gateway now; one not taken is sent again by the payments' timer.
      await payments?.sendRefunds(request.log, request.params.id);
      return { message: ORDER_MESSAGES.cancelled };
    },
  );
};
