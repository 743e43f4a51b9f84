import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import {
  canMoveOrder,
  endsDelivery,
  MESSAGES,
  NOT_DELIVERED_EVENT,
  notifiesCustomer,
  ORDER_BACK_REASONS,
  refusalToMove,
  sayArrival,
  type OrderActor,
  type OrderStatus,
} from '@padstore/domain';
import { DEFAULT_LANGUAGE, type Language } from '@padstore/domain/i18n';
import type { Transaction } from '../../db/client.js';
import { deliveries, notifications, orderEvents, orderItems, orders } from '../../db/schema.js';
import { inHerLanguage, translator } from '../../lib/her-language.js';
import { HttpError } from '../../lib/http-error.js';
import { returnStock } from '../stock/stock-service.js';
import { giveBackOffer } from '../offers/offers-service.js';
import { issueBill } from '../bills/bill-service.js';
import { askRefund } from './ask-refund.js';
import { writeOutbox } from '../outbox/outbox-writer.js';
import type { MessageKind } from '../outbox/outbox-message.js';
type Order = typeof orders.$inferSelect;
type Delivery = typeof deliveries.$inferSelect;

/** The notification's key in the catalog (NOTIFICATION_MESSAGES) for each status she is told of. */
const NOTIFICATION_KEY: Record<OrderStatus, string> = {
  // Never told: she is paying at that moment; she is told 'placed' once it is paid.
  awaiting_payment: 'placed',
  placed: 'placed',
  confirmed: 'confirmed',
  packed: 'packed',
  out_for_delivery: 'outForDelivery',
  delivered: 'delivered',
  cancelled: 'cancelled',
};

/** The catalog's key of each reason an order comes back for, by its English words (the timeline's note). */
const BACK_REASON_KEYS = new Map<string, string>(
  Object.entries(ORDER_BACK_REASONS).map(([name, words]) => [words, `notDeliveredReason.${name}`]),
);

/** The reason inside her notification's sentence: lower-case in English, the reason's own words in another language. */
function reasonIn(language: Language, reason: string): string {
  const key = BACK_REASON_KEYS.get(reason);
  if (language === DEFAULT_LANGUAGE || !key) return reason.toLowerCase();
  return translator.t(language, key);
}

/** What the customer's timeline and her notifications say of a move: the notification in her language. */
interface StatusWords {
  event: string;
  note?: string;
  title: SQL;
  message: SQL;
}

function wordsFor(order: Pick<Order, 'orderNumber' | 'userId'>, from: OrderStatus | null, to: OrderStatus, note?: string): StatusWords {
  const { orderNumber, userId } = order;
  // Back at the branch: the order is packed again, but what she is told is that it did not reach her.
  if (from === 'out_for_delivery' && to === 'packed') {
    const reason = note ?? '';
    return {
      event: NOT_DELIVERED_EVENT,
      note: reason,
      title: inHerLanguage(userId, 'notification.notDeliveredTitle'),
      message: inHerLanguage(userId, 'notification.notDelivered', (language) => ({ orderNumber, reason: reasonIn(language, reason) })),
    };
  }
  const key = `notification.${NOTIFICATION_KEY[to]}`;
  return { event: to, note, title: inHerLanguage(userId, `${key}Title`), message: inHerLanguage(userId, key, { orderNumber }) };
}

/**
 * The timeline event every status change leaves behind, and the notification of those she is told of
 * (`notifiesCustomer`), as WITH clauses, so that they travel inside the statement that changes the order.
 */
export function statusRecords(
  tx: Transaction,
  order: Pick<Order, 'id' | 'userId' | 'orderNumber'>,
  status: OrderStatus,
  note?: string,
  from: OrderStatus | null = null,
  actorId: string | null = null,
) {
  const words = wordsFor(order, from, status, note);
  const event = tx
    .$with('event')
    .as(
      tx
        .insert(orderEvents)
        .values({ orderId: order.id, status: words.event, note: words.note, actorId })
        .returning({ id: orderEvents.id }),
    );
  if (!notifiesCustomer(from, status)) return [event];
  const notification = tx
    .$with('notification')
    .as(
      tx
        .insert(notifications)
        .values({ userId: order.userId, orderId: order.id, title: words.title, message: words.message })
        .returning({ id: notifications.id }),
    );
  return [event, notification];
}

/** How the order's open delivery ends, when the move ends it: the rider's payment, or why it did not reach the door. */
export type DeliveryEnding = Partial<
  Pick<Delivery, 'outcome' | 'notDeliveredReason' | 'endedBy' | 'note' | 'paidBy' | 'amountReceivedPaise' | 'upiReference' | 'cashDay'>
>;

export interface OrderMoveBy {
  /** Who makes the move: the table in packages/domain/src/order-status.ts says who may. */
  by: OrderActor;
  /** The timeline's note: a cancel's reason, a rider's name, why an order came back. */
  note?: string;
  /** The person who makes it (the customer or a staff member), named by the console's timeline; none for the store's own moves. */
  actorId?: string | null;
  ending?: DeliveryEnding;
  /** The rider's first name, which her message of an order on its way carries. */
  riderFirstName?: string;
}

/** The message each status she is told of by push and WhatsApp sends; the others stay in-app. */
const MESSAGE_KIND: Partial<Record<OrderStatus, MessageKind>> = {
  placed: 'order_placed',
  out_for_delivery: 'out_for_delivery',
  delivered: 'delivered',
  cancelled: 'cancelled',
};

/**
 * Writes her messages of a status change into the outbox, in the transaction that makes the change. An
 * order may go out twice (back at the branch, then out again): each time is an event of its own.
 */
export async function tellOfStatus(
  tx: Transaction,
  order: Pick<Order, 'id' | 'userId' | 'orderNumber' | 'promisedTo' | 'deliveryType' | 'version'>,
  to: OrderStatus,
  riderFirstName?: string,
  now = new Date(),
): Promise<void> {
  const kind = MESSAGE_KIND[to];
  if (!kind) return;
  const variables = (language: Language): Record<string, string> =>
    kind === 'out_for_delivery'
      ? {
          orderNumber: order.orderNumber,
          // Unnamed (a rider with no name on her account), the message still says who brings it.
          rider: riderFirstName || (language === 'hi' ? 'हमारी राइडर' : 'our rider'),
          // Said as every page says it, in her language: 'today by 4:40 PM', 'by 4:40 PM' (express), 'आज शाम 4:40 तक'.
          arrival: sayArrival(order.promisedTo, now, language, { express: order.deliveryType === 'express' }),
        }
      : { orderNumber: order.orderNumber };
  await writeOutbox(tx, {
    eventId: `order:${order.id}:${to}${kind === 'out_for_delivery' ? `:${order.version}` : ''}`,
    customerId: order.userId,
    kind,
    orderId: order.id,
    variables,
  });
}

const CANCELLED_BY: Record<OrderActor, string> = {
  customer: 'the customer',
  floor: 'the floor',
  rider: 'the rider',
  console: 'the console',
  payment: 'the payment',
};

/** The order's delivery still open (given to a rider and not ended), locked for this transaction. */
export async function openDelivery(tx: Transaction, orderId: string): Promise<Delivery | undefined> {
  const [delivery] = await tx
    .select()
    .from(deliveries)
    .where(and(eq(deliveries.orderId, orderId), isNull(deliveries.endedAt)))
    .for('update');
  return delivery;
}

/**
 * The one way an order changes status, for the customer, the floor, the rider and the console alike:
 * checks the move against the table for who makes it, writes it only if nobody changed the order
 * meanwhile, records the event and the notification, starts or ends the rider's delivery with it, and
 * on cancelling puts the stock and the offer's use back and asks the refund of an order paid online.
 */
export async function moveOrder(
  tx: Transaction,
  order: Order,
  to: OrderStatus,
  { by, note, actorId, ending, riderFirstName }: OrderMoveBy,
): Promise<Order> {
  const from = order.status as OrderStatus;
  const delivery = await openDelivery(tx, order.id);
  if (!canMoveOrder(from, to, by, Boolean(delivery))) throw new HttpError(409, refusalToMove(from, to, by, Boolean(delivery)));
  const [updated] = await tx
    .with(...statusRecords(tx, order, to, note, from, actorId))
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
  if (notifiesCustomer(from, to)) await tellOfStatus(tx, updated, to, riderFirstName);
  if (delivery && to === 'out_for_delivery') {
    await tx.update(deliveries).set({ dispatchedAt: new Date() }).where(eq(deliveries.id, delivery.id));
  }
  // Whatever ends the order, or brings it back, ends the rider's hold on it: her list, the customer's phone.
  if (delivery && endsDelivery(from, to)) {
    const outcome = to === 'delivered' ? 'delivered' : to === 'cancelled' ? 'cancelled' : 'not_delivered';
    await tx
      .update(deliveries)
      .set({ endedAt: updated.deliveredAt ?? new Date(), outcome, ...ending })
      .where(eq(deliveries.id, delivery.id));
  }
  // The bill's number is taken in the delivery's transaction: a delivery that fails gives it back.
  if (to === 'delivered') await issueBill(tx, updated);
  if (to === 'cancelled') {
    await returnStock(tx, order.branchId, await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id)), {
      orderId: order.id,
      recordedBy: by === 'customer' ? order.userId : (actorId ?? null),
      note: `Cancelled by ${CANCELLED_BY[by]}`,
    });
    // A cancelled order gives its offer's use back, to the offer and to her.
    await giveBackOffer(tx, order.id);
    // Paid online, it is refunded in full: asked here, sent to the gateway once committed.
    await askRefund(tx, order.id);
  }
  return updated;
}
