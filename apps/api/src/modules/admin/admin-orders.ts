import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, desc, eq, gte, ilike, inArray, lt, or, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  adminOrderListQuerySchema,
  adminOrderStatusSchema,
  indiaDate,
  indiaWallClock,
  maskPhone,
  ORDER_MESSAGES,
  ORDER_STATUSES,
} from '@padstore/domain';
import { branches, orders, users } from '../../db/schema.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { paiseToRupees } from '../../lib/money.js';
import { bearerAuth, idParamsSchema } from '../../lib/schemas.js';
import { currentUser } from '../../plugins/auth.js';
import { describeOrder } from '../orders/orders-service.js';
import { moveOrder } from '../orders/order-transitions.js';
import { orderDetailsSchema } from '../orders/orders-routes.js';
import { trackOrder } from '../orders/orders-service.js';
import { audit } from './audit.js';
import { adminErrors } from './admin-schemas.js';
import { branchScope } from '../staff/staff-service.js';

const tags = ['Admin: orders'];

/** The start and end of an India calendar day given as YYYY-MM-DD. */
function indiaDay(date: string): [Date, Date] {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return [indiaWallClock(year, month, day), indiaWallClock(year, month, day + 1)];
}
export const todayInIndia = (now = new Date()) => {
  const today = indiaDate(now);
  return indiaDay(`${today.year}-${String(today.month).padStart(2, '0')}-${String(today.day).padStart(2, '0')}`);
};

export const adminOrdersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/orders',
    {
      schema: {
        tags,
        summary: 'Orders, filtered by status, branch and India date, searchable by order number or phone',
        security: bearerAuth,
        querystring: adminOrderListQuerySchema,
        response: {
          200: z.object({
            orders: z.array(
              z.object({
                _id: z.string(),
                orderNumber: z.string(),
                status: z.enum(ORDER_STATUSES),
                customer: z.string(),
                phoneNumber: z.string(),
                branch: z.string(),
                pinCode: z.string(),
                deliveryType: z.string(),
                discreetPackaging: z.boolean(),
                totalAmount: z.number(),
                createdAt: z.string(),
                promisedTo: z.string(),
                version: z.number(),
              }),
            ),
          }),
          ...adminErrors,
        },
      },
    },
    async (request) => {
      const { status, branchId, date, q } = request.query;
      const conditions: SQL[] = [];
      // A manager sees the orders of their branches only.
      const scope = branchScope(currentUser(request).staff);
      if (scope) conditions.push(inArray(orders.branchId, scope));
      if (status) conditions.push(eq(orders.status, status));
      if (branchId) conditions.push(eq(orders.branchId, branchId));
      if (date) {
        const [from, to] = indiaDay(date);
        conditions.push(gte(orders.createdAt, from), lt(orders.createdAt, to));
      }
      if (q) {
        const pattern = `%${q.replace(/[%_\\]/g, (match) => `\\${match}`)}%`;
        conditions.push(
          or(ilike(orders.orderNumber, pattern), ilike(orders.deliveredToPhone, pattern), ilike(users.phoneNumber, pattern)) as SQL,
        );
      }
      const rows = await app.db
        .select({ order: orders, customer: users.fullName, phone: users.phoneNumber, branch: branches.name })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .innerJoin(branches, eq(branches.id, orders.branchId))
        .where(conditions.length ? and(...conditions) : undefined)
        .orderBy(desc(orders.createdAt))
        .limit(200);
      return {
        orders: rows.map(({ order, customer, phone, branch }) => ({
          _id: order.id,
          orderNumber: order.orderNumber,
          status: order.status,
          customer,
          // Least needed: the number itself is opened on purpose (GET orders/{id}/phone), and the audit log says who did.
          phoneNumber: maskPhone(phone),
          branch,
          pinCode: order.pinCode,
          deliveryType: order.deliveryType,
          discreetPackaging: order.discreetPackaging,
          totalAmount: paiseToRupees(order.totalPaise),
          createdAt: order.createdAt.toISOString(),
          promisedTo: order.promisedTo.toISOString(),
          version: order.version,
        })),
      };
    },
  );

  app.get(
    '/orders/:id',
    {
      schema: {
        tags,
        summary: "One order with its timeline (the customer's phone masked)",
        security: bearerAuth,
        params: idParamsSchema,
        response: {
          200: z.object({
            order: orderDetailsSchema.extend({
              version: z.number(),
              branch: z.string(),
              deliveredTo: z.object({ name: z.string(), phoneNumber: z.string().describe('masked: open it with GET orders/{id}/phone') }),
            }),
            timeline: z.array(z.object({ date: z.string(), time: z.string(), status: z.string(), note: z.string().nullable() })),
          }),
          ...adminErrors,
        },
      },
    },
    async (request) => {
      const [row] = await app.db
        .select({ userId: orders.userId, version: orders.version, branch: branches.name })
        .from(orders)
        .innerJoin(branches, eq(branches.id, orders.branchId))
        .where(eq(orders.id, request.params.id));
      if (!row) throw notFound(ORDER_MESSAGES.orderNotFound);
      const [order, tracking] = await Promise.all([
        describeOrder(app.db, row.userId, request.params.id),
        trackOrder(app.db, row.userId, request.params.id),
      ]);
      return {
        order: {
          ...order,
          version: row.version,
          branch: row.branch,
          deliveredTo: { name: order.deliveredTo.name, phoneNumber: maskPhone(String(order.deliveredTo.phoneNumber)) },
        },
        timeline: tracking.timeline,
      };
    },
  );

  app.put(
    '/orders/:id/status',
    {
      schema: {
        tags,
        summary: 'Move an order one step along, or cancel it with a reason (the same rule the customer meets)',
        description: 'Send the version you saw; a newer edit answers 409.',
        security: bearerAuth,
        params: idParamsSchema,
        body: adminOrderStatusSchema,
        response: { 200: z.object({ message: z.string(), version: z.number() }), ...adminErrors },
      },
    },
    async (request) => {
      const admin = currentUser(request);
      const { status, reason, version } = request.body;
      if (status === 'cancelled' && !reason) throw new HttpError(400, ORDER_MESSAGES.cancelReasonRequired);
      const updated = await app.db.transaction(async (tx) => {
        const [order] = await tx.select().from(orders).where(eq(orders.id, request.params.id)).for('update');
        if (!order) throw notFound(ORDER_MESSAGES.orderNotFound);
        if (order.version !== version) throw new HttpError(409, 'This order was changed meanwhile. Please reload it and try again.');
        const moved = await moveOrder(tx, order, status, reason);
        await audit(tx, admin.id, 'order.status', { orderNumber: order.orderNumber, from: order.status, to: status, reason });
        return moved;
      });
      return { message: `Order ${updated.orderNumber} is now ${updated.status.replace(/_/g, ' ')}`, version: updated.version };
    },
  );
};
