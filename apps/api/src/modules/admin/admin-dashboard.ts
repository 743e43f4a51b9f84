import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, asc, count, eq, gte, lt, lte, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { ORDER_STATUSES, type OrderStatus } from '@padstore/domain';
import { branchStock, branches, orders, products } from '../../db/schema.js';
import { paiseToRupees } from '../../lib/money.js';
import { bearerAuth } from '../../lib/schemas.js';
import { recentAudit } from './audit.js';
import { todayInIndia } from './admin-orders.js';
import { adminErrors } from './admin-schemas.js';

export const LOW_STOCK_AT = 5;

export const adminDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard',
    {
      schema: {
        tags: ['Admin: dashboard'],
        summary: "Today's orders, revenue and cancellations (India day), orders waiting per status, low stock, recent changes",
        security: bearerAuth,
        response: {
          200: z.object({
            today: z.object({ orders: z.number(), revenue: z.number(), cancellations: z.number() }),
            // Every status is a declared property, so that the OpenAPI document names the keys it requires.
            waiting: z.object(Object.fromEntries(ORDER_STATUSES.map((status) => [status, z.number()])) as Record<OrderStatus, z.ZodNumber>),
            lowStock: z.array(z.object({ branch: z.string(), productName: z.string(), quantity: z.number() })),
            audit: z.array(
              z.object({
                _id: z.string(),
                action: z.string(),
                details: z.string(),
                createdAt: z.string(),
                who: z.string(),
                phone: z.string(),
              }),
            ),
          }),
          ...adminErrors,
        },
      },
    },
    async () => {
      const [from, to] = todayInIndia();
      const today = and(gte(orders.createdAt, from), lt(orders.createdAt, to));
      const [[placed], [cancelled], perStatus, lowStock, auditTrail] = await Promise.all([
        app.db
          .select({ n: count(), revenue: sql<number>`coalesce(sum(${orders.totalPaise}), 0)::int` })
          .from(orders)
          .where(and(today, ne(orders.status, 'cancelled'))),
        app.db
          .select({ n: count() })
          .from(orders)
          .where(and(today, eq(orders.status, 'cancelled'))),
        app.db.select({ status: orders.status, n: count() }).from(orders).groupBy(orders.status),
        app.db
          .select({ branch: branches.name, productName: products.productName, quantity: branchStock.quantity })
          .from(branchStock)
          .innerJoin(branches, eq(branches.id, branchStock.branchId))
          .innerJoin(products, eq(products.id, branchStock.productId))
          .where(and(lte(branchStock.quantity, LOW_STOCK_AT), eq(branches.active, true), eq(products.hidden, false)))
          .orderBy(asc(branchStock.quantity), asc(products.productName))
          .limit(50),
        recentAudit(app.db, 20),
      ]);
      const waiting = Object.fromEntries(
        ORDER_STATUSES.map((status) => [status, perStatus.find((row) => row.status === status)?.n ?? 0]),
      ) as Record<(typeof ORDER_STATUSES)[number], number>;
      return {
        today: {
          orders: (placed?.n ?? 0) + (cancelled?.n ?? 0),
          revenue: paiseToRupees(placed?.revenue ?? 0),
          cancellations: cancelled?.n ?? 0,
        },
        waiting,
        lowStock,
        audit: auditTrail,
      };
    },
  );
};
