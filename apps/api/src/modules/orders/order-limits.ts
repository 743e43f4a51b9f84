import { and, eq, notInArray, sql, type SQL } from 'drizzle-orm';
import { ORDER_MESSAGES } from '@padstore/domain';
import type { OrderLimits } from '../../config.js';
import type { Transaction } from '../../db/client.js';
import { orderItems, orders } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';

/** An order over a limit: 409 with the plain sentence, and which limit (`limit`) for a caller that tells her otherwise. */
export class OverLimit extends HttpError {
  constructor(message: string, limit: 'openOrders' | 'openPacks') {
    super(409, message, { limit });
  }
}

const FINISHED = ['delivered', 'cancelled'] as const;

/** Her (or the door's) open cash-on-delivery orders and the packs in them. */
async function openOrdersWhere(tx: Transaction, who: SQL): Promise<{ orders: number; packs: number }> {
  const [row] = await tx
    .select({
      orders: sql<number>`count(distinct ${orders.id})::int`,
      packs: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int`,
    })
    .from(orders)
    .leftJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(and(who, notInArray(orders.status, [...FINISHED])));
  return { orders: row?.orders ?? 0, packs: row?.packs ?? 0 };
}

/**
 * A step of placing, once the order is written: with it, her open orders and their packs stay within the
 * limits, and so do the door's (whoever placed them). Her account and the door are locked for the rest
 * of the transaction (advisory locks, taken in that order), so that orders placed at once cannot all
 * pass the same count.
 */
export async function checkOpenOrderLimits(
  tx: Transaction,
  limits: OrderLimits,
  order: { userId: string; doorKey: string },
): Promise<void> {
  const counted: readonly [SQL, string, { orders: string; packs: string }][] = [
    [
      eq(orders.userId, order.userId),
      `user:${order.userId}`,
      { orders: ORDER_MESSAGES.tooManyOpenOrders(limits.openOrders), packs: ORDER_MESSAGES.tooManyOpenPacks(limits.openPacks) },
    ],
    [
      eq(orders.doorKey, order.doorKey),
      order.doorKey,
      {
        orders: ORDER_MESSAGES.tooManyOpenOrdersAtDoor(limits.openOrders),
        packs: ORDER_MESSAGES.tooManyOpenPacksAtDoor(limits.openPacks),
      },
    ],
  ];
  for (const [who, lockName, messages] of counted) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`order-limits:${lockName}`}, 0))`);
    const open = await openOrdersWhere(tx, who);
    if (open.orders > limits.openOrders) throw new OverLimit(messages.orders, 'openOrders');
    if (open.packs > limits.openPacks) throw new OverLimit(messages.packs, 'openPacks');
  }
}
