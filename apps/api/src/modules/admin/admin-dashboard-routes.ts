import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, asc, count, eq, gte, lt, lte, ne, sql } from 'drizzle-orm';
import { dashboardAnswerSchema, ORDER_STATUSES, paiseToRupees } from '@padstore/domain';
import { branchStock, branches, orders, products } from '../../db/schema.js';
import { bearerAuth } from '../../lib/schemas.js';
import { recentAudit } from './audit.js';
import { todayInIndia } from './admin-orders-routes.js';
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
        response: { 200: dashboardAnswerSchema, ...adminErrors },
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
