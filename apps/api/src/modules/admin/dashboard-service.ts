import { and, count, gte, inArray, lt } from 'drizzle-orm';
import { indiaDay, indiaToday, OPEN_ORDER_STATUSES, ORDER_STATUSES, type Dashboard, type OrderStatus } from '@padstore/domain';
import type { Database } from '../../db/client.js';
import { orders } from '../../db/schema.js';
import { lowStock } from '../stock/stock-service.js';
import { repeatFigures } from '../repeats/repeat-demand-service.js';
import { moneyTaken } from '../cash/cash-service.js';

/**
 * The console's dashboard: today's orders, money taken (cash and UPI collected, as the day pages count
 * it) and cancellations (the India day), how many orders wait in each open status (read from the open
 * orders' index) and how many of today's were delivered or cancelled, and low stock in open branches (the
 * latest changes are the audit log's own paged answer). Nothing in it reads past today's orders or the open ones, so it costs the same in the
 * shop's tenth year as in its first week.
 */
export async function dashboard(db: Database, now = new Date()): Promise<Dashboard> {
  const [from, to] = indiaToday(now);
  const [today, open, low, repeats, revenue] = await Promise.all([
    // Today's orders by status, in one pass over today's part of the index on when orders were placed.
    db
      .select({ status: orders.status, n: count() })
      .from(orders)
      .where(and(gte(orders.createdAt, from), lt(orders.createdAt, to)))
      .groupBy(orders.status),
    db.select({ status: orders.status, n: count() }).from(orders).where(inArray(orders.status, OPEN_ORDER_STATUSES)).groupBy(orders.status),
    lowStock(db),
    repeatFigures(db, now),
    moneyTaken(db, indiaDay(now)),
  ]);
  const todays = (status: OrderStatus) => today.find((row) => row.status === status)?.n ?? 0;
  const perStatus = [...open, ...today.filter((row) => row.status === 'delivered' || row.status === 'cancelled')];
  const waiting = Object.fromEntries(
    ORDER_STATUSES.map((status) => [status, perStatus.find((row) => row.status === status)?.n ?? 0]),
  ) as Record<OrderStatus, number>;
  return {
    today: {
      orders: today.reduce((total, row) => total + row.n, 0),
      revenue,
      cancellations: todays('cancelled'),
    },
    waiting,
    lowStock: low,
    repeats,
  };
}
