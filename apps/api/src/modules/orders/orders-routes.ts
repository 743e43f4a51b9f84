import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cancelOrderSchema, directBuySchema, ORDER_MESSAGES, ORDER_STATUSES, placeOrderSchema } from '@padstore/domain';
import { currentUser, requireCustomer } from '../../plugins/auth.js';
import { bearerAuth, commonErrors, errorSchema, idParamsSchema, messageSchema } from '../../lib/schemas.js';
import { cancelOrder, listOrders, trackOrder, describeOrder, type OrderDetails } from './orders-service.js';
import { placeOrder } from './place-order.js';

const itemSchema = z.object({
  _id: z.string(),
  productName: z.string(),
  productImage: z.string(),
  size: z.string(),
  quantityInEachPack: z.number(),
  price: z.number(),
  quantity: z.number(),
});
const summarySchema = z.object({
  price: z.number(),
  discount: z.number(),
  coupons: z.number(),
  deliveryCharges: z.number(),
  emergencyCharge: z.number(),
  tax: z.number(),
  totalAmount: z.number(),
});
const statusSchema = z.enum(ORDER_STATUSES);
export const orderDetailsSchema = z.object({
  _id: z.string(),
  orderNumber: z.string(),
  status: statusSchema,
  statusLabel: z.string(),
  items: z.array(itemSchema),
  orderPlacedOn: z.string(),
  orderDeliveredOn: z.string(),
  deliveredTo: z.object({ name: z.string(), phoneNumber: z.number() }),
  shippingAddress: z.string(),
  plotNumber: z.string(),
  street: z.string(),
  pinCode: z.string(),
  paymentMethod: z.string(),
  deliveryType: z.enum(['express', 'same_day', 'next_day']),
  promisedFrom: z.string(),
  promisedTo: z.string(),
  discreetPackaging: z.boolean(),
  cancelReason: z.string().nullable(),
  orderSummary: summarySchema,
});
const placedSchema = z.object({
  message: z.string(),
  order: orderDetailsSchema,
  orderSummary: summarySchema,
  isBranchAvailableAtLocation: z.literal(true),
  isStockAvailable: z.literal(true),
});
const refusalSchema = z.object({
  message: z.string(),
  isBranchAvailableAtLocation: z.boolean().optional(),
  isStockAvailable: z.boolean().optional(),
});
const idempotencyHeaders = z.looseObject({
  'idempotency-key': z.string().min(1).max(100, 'Idempotency-Key must be at most 100 characters').optional(),
});
const tags = ['Orders'];

const placed = (order: OrderDetails) => ({
  message: ORDER_MESSAGES.placed,
  order,
  orderSummary: order.orderSummary,
  isBranchAvailableAtLocation: true as const,
  isStockAvailable: true as const,
});

export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireCustomer);

  app.post(
    '/user/buyNow',
    {
      schema: {
        tags,
        summary: 'Place an order for the whole cart (cash on delivery); empties the cart',
        description: 'A repeat with the same Idempotency-Key answers the first order and creates nothing.',
        security: bearerAuth,
        headers: idempotencyHeaders,
        body: placeOrderSchema,
        response: { 201: placedSchema, 409: refusalSchema, ...commonErrors },
      },
    },
    async (request, reply) => {
      const order = await placeOrder(app.db, currentUser(request), request.body, { kind: 'cart' }, request.headers['idempotency-key']);
      return reply.status(201).send(placed(order));
    },
  );

  app.post(
    '/user/directBuy/:id',
    {
      schema: {
        tags,
        summary: 'Buy one product now (quantity in the body, 1 by default); the cart is left alone',
        security: bearerAuth,
        headers: idempotencyHeaders,
        params: idParamsSchema,
        body: directBuySchema,
        response: { 201: placedSchema, 409: refusalSchema, ...commonErrors },
      },
    },
    async (request, reply) => {
      const source = { kind: 'direct' as const, productId: request.params.id, quantity: request.body.quantity };
      const order = await placeOrder(app.db, currentUser(request), request.body, source, request.headers['idempotency-key']);
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
        response: {
          200: z.object({
            orders: z.array(
              z.object({
                orderId: z.string(),
                orderNumber: z.string(),
                orderDate: z.string(),
                deliveryDate: z.string(),
                status: statusSchema,
                totalAmount: z.number(),
                items: z.array(itemSchema),
              }),
            ),
          }),
          ...commonErrors,
        },
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
        response: { 200: z.object({ order: orderDetailsSchema }), ...commonErrors },
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
        response: {
          200: z.object({
            orderNumber: z.string(),
            status: statusSchema,
            promisedTo: z.string(),
            products: z.array(itemSchema.extend({ productId: z.string() })),
            timeline: z.array(z.object({ date: z.string(), time: z.string(), status: z.string(), note: z.string().nullable() })),
          }),
          ...commonErrors,
        },
      },
    },
    async (request) => trackOrder(app.db, currentUser(request).id, request.params.id),
  );

  app.put(
    '/user/cancel/:id',
    {
      schema: {
        tags,
        summary: 'Cancel an order with a reason, until it is out for delivery; the stock goes back',
        security: bearerAuth,
        params: idParamsSchema,
        body: cancelOrderSchema,
        response: { 200: messageSchema, 409: errorSchema, ...commonErrors },
      },
    },
    async (request) => {
      await cancelOrder(app.db, currentUser(request).id, request.params.id, request.body.cancelReason);
      return { message: ORDER_MESSAGES.cancelled };
    },
  );
};
