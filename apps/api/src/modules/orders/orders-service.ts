import { and, asc, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import {
  firstName,
  indiaClockText,
  indiaDateText,
  customerStatusLabel,
  ORDER_MESSAGES,
  orderEventLabel,
  orderSummaryInRupees,
  paiseToRupees,
  onlinePaymentText,
  paymentMethodText,
  refundText,
  type OnlinePaymentRecord,
  type OrderDetails,
  type OrderItem,
  type OrderListEntry,
  type OrderStatus,
  type OrderSummary,
  type PaymentRecord,
  type Tracking,
} from '@padstore/domain';
import { DEFAULT_LANGUAGE, type Language } from '@padstore/domain/i18n';
import type { Database } from '../../db/client.js';
import { deliveries, orderEvents, orderItems, orders, staff, users } from '../../db/schema.js';
import { notFound } from '../../lib/http-error.js';
import { onlinePaymentOf, paymentAtTheDoorOf } from '../bills/bill-service.js';
import { moveOrder } from './order-transitions.js';

/** A customer's own order; another customer's is "not found", never "forbidden". */
async function ownOrder(db: Database, userId: string, orderId: string) {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
    .limit(1);
  if (!order) throw notFound(ORDER_MESSAGES.orderNotFound);
  return order;
}

const itemsOf = (db: Database, orderIds: string[]) =>
  orderIds.length === 0
    ? Promise.resolve([])
    : db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds)).orderBy(asc(orderItems.productName));

type OrderLine = Pick<
  typeof orderItems.$inferSelect,
  'productId' | 'productName' | 'productImage' | 'size' | 'quantityInEachPack' | 'unitPricePaise' | 'quantity'
>;

function presentItem(item: OrderLine): OrderItem {
  return {
    _id: item.productId,
    productName: item.productName,
    productImage: item.productImage,
    size: item.size,
    quantityInEachPack: item.quantityInEachPack,
    price: paiseToRupees(item.unitPricePaise),
    quantity: item.quantity,
  };
}

/** Each order's latest timeline event, which the status she is shown agrees with. */
async function latestEvents(db: Database, orderIds: string[]): Promise<Map<string, string>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([orderEvents.orderId], { orderId: orderEvents.orderId, status: orderEvents.status })
    .from(orderEvents)
    .where(inArray(orderEvents.orderId, orderIds))
    .orderBy(orderEvents.orderId, desc(orderEvents.createdAt));
  return new Map(rows.map((row) => [row.orderId, row.status]));
}

/** The delivery date shown: the promise (end of the window) until delivered, then the real time. */
const deliveryDate = (order: typeof orders.$inferSelect) => (order.deliveredAt ?? order.promisedTo).toISOString();

/** The figures written when the order was placed (prices change; an order's do not). */
function summaryOf(order: typeof orders.$inferSelect): OrderSummary {
  return orderSummaryInRupees(
    {
      linesPaise: order.subtotalPaise,
      expressFeePaise: order.emergencyChargePaise,
      deliveryPaise: 0,
      taxPaise: 0,
      discountPaise: order.discountPaise,
      totalPaise: order.totalPaise,
    },
    order.couponCode,
  );
}

/**
 * The first name of the rider who has her order out now, as she may know him at the door; his phone
 * and the rest of his name stay with the store. Null before he leaves, or when he registered no name.
 */
async function riderOnTheWay(db: Database, orderId: string): Promise<string | null> {
  const [rider] = await db
    .select({ fullName: users.fullName })
    .from(deliveries)
    .innerJoin(staff, eq(staff.id, deliveries.riderId))
    .leftJoin(users, eq(users.phoneNumber, staff.phoneNumber))
    .where(and(eq(deliveries.orderId, orderId), isNull(deliveries.endedAt), isNotNull(deliveries.dispatchedAt)))
    .limit(1);
  return rider?.fullName ? firstName(rider.fullName) || null : null;
}

/** An order as the place-order answer and `viewOrder` give it, with how she paid once the rider recorded it. */
export async function describeOrder(db: Database, userId: string, orderId: string): Promise<OrderDetails> {
  const order = await ownOrder(db, userId, orderId);
  const [items, payment, online, latest] = await Promise.all([
    itemsOf(db, [order.id]),
    paymentAtTheDoorOf(db, order.id),
    onlinePaymentOf(db, order.id),
    latestEvents(db, [order.id]),
  ]);
  return presentOrder(order, items, { payment, online, latestEvent: latest.get(order.id) });
}

/**
 * An order and its lines (in product name order) as the API gives them; the payment as the rider
 * recorded it, and the status in her words from the latest step of her timeline, when given.
 */
export function presentOrder(
  order: typeof orders.$inferSelect,
  items: OrderLine[],
  { payment, online, latestEvent }: { payment?: PaymentRecord | null; online?: OnlinePaymentRecord | null; latestEvent?: string } = {},
): OrderDetails {
  return {
    _id: order.id,
    orderNumber: order.orderNumber,
    status: order.status,
    statusLabel: customerStatusLabel(order.status as OrderStatus, latestEvent),
    items: items.map(presentItem),
    orderPlacedOn: order.createdAt.toISOString(),
    orderDeliveredOn: deliveryDate(order),
    deliveredTo: { name: order.deliveredToName, phoneNumber: Number(order.deliveredToPhone) },
    shippingAddress: order.address,
    plotNumber: order.plotNumber,
    street: order.street,
    pinCode: order.pinCode,
    paymentMethod: online ? onlinePaymentText(online) : payment ? paymentMethodText(payment) : order.paymentMethod,
    deliveryType: order.deliveryType,
    promisedFrom: order.promisedFrom.toISOString(),
    promisedTo: order.promisedTo.toISOString(),
    discreetPackaging: order.discreetPackaging,
    cancelReason: order.cancelReason,
    orderSummary: summaryOf(order),
    repeat: order.repeatId !== null,
    refund: refundText(online),
  };
}

/** The customer's orders, newest first. */
export async function listOrders(db: Database, userId: string): Promise<OrderListEntry[]> {
  const rows = await db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt)).limit(200);
  const ids = rows.map((row) => row.id);
  const [items, latest] = await Promise.all([itemsOf(db, ids), latestEvents(db, ids)]);
  return rows.map((order) => ({
    orderId: order.id,
    orderNumber: order.orderNumber,
    orderDate: order.createdAt.toISOString(),
    deliveryDate: deliveryDate(order),
    status: order.status,
    statusLabel: customerStatusLabel(order.status as OrderStatus, latest.get(order.id)),
    deliveryType: order.deliveryType,
    promisedTo: order.promisedTo.toISOString(),
    totalAmount: paiseToRupees(order.totalPaise),
    items: items.filter((item) => item.orderId === order.id).map(presentItem),
    repeat: order.repeatId !== null,
  }));
}

/**
 * The products of an order and its timeline, dates and times in India time, the dates in the language
 * asked (the page shows them as they come); the rider's first name while it is out.
 */
export async function trackOrder(
  db: Database,
  userId: string,
  orderId: string,
  now = new Date(),
  language: Language = DEFAULT_LANGUAGE,
): Promise<Tracking> {
  const order = await ownOrder(db, userId, orderId);
  const [items, events, rider] = await Promise.all([
    itemsOf(db, [order.id]),
    db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id)).orderBy(asc(orderEvents.createdAt)),
    order.status === 'out_for_delivery' ? riderOnTheWay(db, order.id) : null,
  ]);
  return {
    now: now.toISOString(),
    orderNumber: order.orderNumber,
    status: order.status,
    statusLabel: customerStatusLabel(order.status as OrderStatus, events.at(-1)?.status),
    deliveryType: order.deliveryType,
    promisedTo: order.promisedTo.toISOString(),
    totalAmount: paiseToRupees(order.totalPaise),
    riderFirstName: rider,
    products: items.map((item) => ({ ...presentItem(item), productId: item.productId })),
    timeline: events.map((event) => ({
      date: indiaDateText(event.createdAt, language),
      time: indiaClockText(event.createdAt),
      status: orderEventLabel(event.status),
      note: event.note,
    })),
  };
}

/** The customer cancels with a reason, through the same transition the operator uses. */
export async function cancelOrder(db: Database, userId: string, orderId: string, reason: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
      .for('update')
      .limit(1);
    if (!order) throw notFound(ORDER_MESSAGES.orderNotFound);
    await moveOrder(tx, order, 'cancelled', { by: 'customer', note: reason, actorId: userId });
  });
}
