import { and, eq, sql } from 'drizzle-orm';
import { canMoveOrder, MESSAGES, ORDER_STATUS_LABELS, refusalToMove, type OrderStatus } from '@padstore/domain';
import type { Transaction } from '../../db/client.js';
import { notifications, orderEvents, orderItems, orders } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';
import { returnStock } from '../stock/stock-service.js';
import { issueBill } from '../bills/bill-service.js';
type Order = typeof orders.$inferSelect;

const NOTIFICATION_TEXT: Record<OrderStatus, (number: string) => string> = {
  placed: (number) => `Your order ${number} has been placed.`,
  confirmed: (number) => `Your order ${number} has been confirmed by the store.`,
  packed: (number) => `Your order ${number} has been packed.`,
  out_for_delivery: (number) => `Your order ${number} is out for delivery. Please keep cash ready.`,
  delivered: (number) => `Your order ${number} has been delivered. Thank you!`,
  cancelled: (number) => `Your order ${number} has been cancelled.`,
};

/**
 * The timeline event and the notification every status change leaves behind, as two WITH clauses, so
 * that they travel inside the statement that changes the order.
 */
export function statusRecords(tx: Transaction, order: Pick<Order, 'id' | 'userId' | 'orderNumber'>, status: OrderStatus, note?: string) {
  return [
    tx.$with('event').as(tx.insert(orderEvents).values({ orderId: order.id, status, note }).returning({ id: orderEvents.id })),
    tx.$with('notification').as(
      tx
        .insert(notifications)
        .values({
          userId: order.userId,
          title: `Order ${ORDER_STATUS_LABELS[status].toLowerCase()}`,
          message: NOTIFICATION_TEXT[status](order.orderNumber),
        })
        .returning({ id: notifications.id }),
    ),
  ] as const;
}

/**
 * The one way an order changes status, for the customer's cancel and the operator's console alike:
 * checks the move, writes it only if nobody changed the order meanwhile, records the event and the
 * notification, and on cancelling puts the stock back in the branch.
 */
export async function moveOrder(tx: Transaction, order: Order, to: OrderStatus, note?: string): Promise<Order> {
  const from = order.status as OrderStatus;
  if (!canMoveOrder(from, to)) throw new HttpError(409, refusalToMove(from, to));
  const [updated] = await tx
    .with(...statusRecords(tx, order, to, note))
    .update(orders)
    .set({
      status: to,
      version: sql`${orders.version} + 1`,
      ...(to === 'cancelled' ? { cancelReason: note ?? null } : {}),
      ...(to === 'delivered' ? { deliveredAt: new Date() } : {}),
    })
    .where(and(eq(orders.id, order.id), eq(orders.version, order.version)))
    .returning();
  // Refused, the event and notification written beside it go back with the transaction.
  if (!updated) throw new HttpError(409, MESSAGES.staleEdit);
  // The bill's number is taken in the delivery's transaction: a delivery that fails gives it back.
  if (to === 'delivered') await issueBill(tx, updated);
  if (to === 'cancelled') await returnStock(tx, order.branchId, await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id)));
  return updated;
}
