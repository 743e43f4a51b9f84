import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
} from '@padstore/domain';
import { currentUser, requireCustomer } from '../../plugins/auth.js';
import { requestLanguage } from '../../plugins/language.js';
import { bearerAuth, commonErrors, idempotencyHeaders, idParamsSchema } from '../../lib/schemas.js';
import { cancelOrder, listOrders, trackOrder, describeOrder } from './orders-service.js';
import { placeOrder } from './place-order.js';
import { codeTryLimits, withCodeTry } from '../offers/code-tries.js';

const tags = ['Orders'];

const placed = (order: OrderDetails): PlacedOrderAnswer => ({
  message: ORDER_MESSAGES.placed,
  order,
  orderSummary: order.orderSummary,
  isBranchAvailableAtLocation: true,
  isStockAvailable: true,
});

export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireCustomer);
  const codeTries = codeTryLimits(app.limiter, app.config);

  app.post(
    '/user/buyNow',
    {
      // Orders take stock and cancels give it back: the catalog's stock changes.
      config: { changesCatalog: 'stock' },
      schema: {
        tags,
        summary: 'Place an order for the whole cart (cash on delivery); empties the cart',
        description: 'A repeat with the same Idempotency-Key answers the first order and creates nothing.',
        security: bearerAuth,
        headers: idempotencyHeaders,
        body: placeOrderSchema,
        response: { 201: placedOrderAnswerSchema, 409: orderRefusalSchema, ...commonErrors },
      },
    },
    async (request, reply) => {
      const order = await withCodeTry(codeTries, currentUser(request).id, request.ip, request.body.couponCode, () =>
        placeOrder(app.db, app.orderRules, currentUser(request), request.body, { kind: 'cart' }, request.headers['idempotency-key']),
      );
      return reply.status(201).send(placed(order));
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
        response: { 201: placedOrderAnswerSchema, 409: orderRefusalSchema, ...commonErrors },
      },
    },
    async (request, reply) => {
      const source = { kind: 'direct' as const, productId: request.params.id, quantity: request.body.quantity };
      const order = await withCodeTry(codeTries, currentUser(request).id, request.ip, request.body.couponCode, () =>
        placeOrder(app.db, app.orderRules, currentUser(request), request.body, source, request.headers['idempotency-key']),
      );
      return reply.status(201).send(placed(order));
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
      return { message: ORDER_MESSAGES.cancelled };
    },
  );
};
