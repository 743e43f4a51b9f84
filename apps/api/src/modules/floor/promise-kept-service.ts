import { and, asc, gte, inArray, lt } from 'drizzle-orm';
import { indiaDayBounds, promiseKept } from '@padstore/domain';
import type { Database } from '../../db/client.js';
import { branches, orders } from '../../db/schema.js';

/**
 * The promise kept per branch (all, or those of `scope`) over the orders placed on one India day, as it
 * stands at `now`: an order whose promise has not come due yet counts in no percentage.
 */
export async function promiseKeptByBranch(db: Pick<Database, 'select'>, day: string, scope: string[] | null, now = new Date()) {
  const [from, to] = indiaDayBounds(day);
  const [rows, placed] = await Promise.all([
    db
      .select({ _id: branches.id, name: branches.name })
      .from(branches)
      .where(scope ? inArray(branches.id, scope) : undefined)
      .orderBy(asc(branches.name)),
    db
      .select({
        branchId: orders.branchId,
        deliveryType: orders.deliveryType,
        status: orders.status,
        placedAt: orders.createdAt,
        promisedTo: orders.promisedTo,
        deliveredAt: orders.deliveredAt,
      })
      .from(orders)
      .where(and(gte(orders.createdAt, from), lt(orders.createdAt, to), scope ? inArray(orders.branchId, scope) : undefined)),
  ]);
  return rows.map((branch) => ({
    ...branch,
    ...promiseKept(
      placed.filter((order) => order.branchId === branch._id),
      now,
    ),
  }));
}
