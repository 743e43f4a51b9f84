import { count, eq, inArray, min } from 'drizzle-orm';
import { OPEN_ORDER_STATUSES, type DeliveryType, type OrderStatus } from '@padstore/domain';
import type { Database } from '../../db/client.js';
import { branches, orders, orderTallies } from '../../db/schema.js';

/** The totals of one branch and delivery type: every order placed, cancelled and delivered (within 60 minutes or not). */
export interface OrderTally {
  branch: string;
  deliveryType: DeliveryType;
  placed: number;
  cancelled: number;
  deliveredWithin60: number;
  deliveredLate: number;
}

/** The orders of one branch still to be delivered, in one status and of one delivery type. */
export interface WaitingFigures {
  branch: string;
  status: OrderStatus;
  deliveryType: DeliveryType;
  orders: number;
  oldestPlacedAt: Date | null;
}

export interface OrderFigures {
  branches: string[];
  tallies: OrderTally[];
  waiting: WaitingFigures[];
}

/**
 * The order figures of a scrape (decision record 028): the totals from `order_tallies`, which a trigger
 * keeps in the transaction that places or moves an order (exact across restarts and instances, and a
 * rolled-back order was never counted), and the waiting orders from the open orders' index. Its cost
 * follows the branches and the orders waiting, never the orders the shop has ever taken.
 */
export async function orderFigures(db: Pick<Database, 'select'>): Promise<OrderFigures> {
  const [branchRows, tallies, waiting] = await Promise.all([
    db.select({ name: branches.name }).from(branches),
    db
      .select({
        branch: branches.name,
        deliveryType: orderTallies.deliveryType,
        placed: orderTallies.placed,
        cancelled: orderTallies.cancelled,
        deliveredWithin60: orderTallies.deliveredWithin60,
        deliveredLate: orderTallies.deliveredLate,
      })
      .from(orderTallies)
      .innerJoin(branches, eq(branches.id, orderTallies.branchId)),
    db
      .select({
        branch: branches.name,
        status: orders.status,
        deliveryType: orders.deliveryType,
        orders: count(),
        oldestPlacedAt: min(orders.createdAt),
      })
      .from(orders)
      .innerJoin(branches, eq(branches.id, orders.branchId))
      .where(inArray(orders.status, OPEN_ORDER_STATUSES))
      .groupBy(branches.name, orders.status, orders.deliveryType),
  ]);
  return { branches: branchRows.map((row) => row.name), tallies, waiting };
}
