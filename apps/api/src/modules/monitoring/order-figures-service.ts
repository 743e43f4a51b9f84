import { count, eq, min, sql } from 'drizzle-orm';
import { EXPRESS_RED_AFTER_MINUTES, type DeliveryType, type OrderStatus } from '@padstore/domain';
import type { Database } from '../../db/client.js';
import { branches, orders } from '../../db/schema.js';

/** The orders of one branch in one status and of one delivery type, as a scrape reports them. */
export interface OrderFigures {
  branch: string;
  status: OrderStatus;
  deliveryType: DeliveryType;
  orders: number;
  /** Of these orders, those delivered within 60 minutes of placing (what express promises). */
  deliveredWithin60: number;
  oldestPlacedAt: Date | null;
}

/**
 * Every order the store has taken, counted per branch, status and delivery type, in one grouped query:
 * the totals placed, cancelled and delivered on time come from the orders themselves, so that they are
 * exact across restarts and instances (and a rolled-back order was never counted).
 */
export async function orderFigures(db: Pick<Database, 'select'>): Promise<{ branches: string[]; figures: OrderFigures[] }> {
  const [branchRows, rows] = await Promise.all([
    db.select({ name: branches.name }).from(branches),
    db
      .select({
        branch: branches.name,
        status: orders.status,
        deliveryType: orders.deliveryType,
        orders: count(),
        deliveredWithin60:
          sql<number>`count(*) filter (where ${orders.deliveredAt} <= ${orders.createdAt} + ${EXPRESS_RED_AFTER_MINUTES} * interval '1 minute')`.mapWith(
            Number,
          ),
        oldestPlacedAt: min(orders.createdAt),
      })
      .from(orders)
      .innerJoin(branches, eq(branches.id, orders.branchId))
      .groupBy(branches.name, orders.status, orders.deliveryType),
  ]);
  return { branches: branchRows.map((row) => row.name), figures: rows };
}
