import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  byPromise,
  firstName,
  ORDER_BACK_REASONS,
  ORDER_MESSAGES,
  refusalToMove,
  STAFF_MESSAGES,
  type FloorAnswer,
  type NotDeliveredReason,
  type OrderStatus,
} from '@padstore/domain';
import type { Database } from '../../db/client.js';
import { branches, deliveries, orderItems, orders, staff, users } from '../../db/schema.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { paiseToRupees } from '@padstore/domain';
import { audit } from '../../lib/audit.js';
import { moveOrder, openDelivery } from '../orders/order-transitions.js';
import { isPaidOnline, paidOnline } from '../orders/paid-online.js';
import type { Transaction } from '../../db/client.js';

type Reader = Pick<Database, 'select'>;
/** The person who ended a delivery, beside the rider who carried it. */
const endedBy = alias(users, 'ended_by_user');
type Order = typeof orders.$inferSelect;

const OPEN_STATUSES: OrderStatus[] = ['placed', 'confirmed', 'packed', 'out_for_delivery'];

/** A rider's name as staff and customers see it: the name they registered under, else the end of their phone. */
export const riderName = sql<string>`coalesce(${users.fullName}, 'Rider ' || right(${staff.phoneNumber}, 4))`;

/** The riders of a branch, on shift first, with how many orders each carries now (sent out, not those only given). */
async function branchRiders(db: Reader, branchId: string) {
  const carrying = db
    .select({ riderId: deliveries.riderId, n: count().as('n') })
    .from(deliveries)
    .where(and(isNull(deliveries.endedAt), isNotNull(deliveries.dispatchedAt)))
    .groupBy(deliveries.riderId)
    .as('carrying');
  const rows = await db
    .select({ _id: staff.id, name: riderName, onShift: staff.onShift, carrying: sql<number>`coalesce(${carrying.n}, 0)::int` })
    .from(staff)
    .leftJoin(users, eq(users.phoneNumber, staff.phoneNumber))
    .leftJoin(carrying, eq(carrying.riderId, staff.id))
    .where(and(eq(staff.role, 'rider'), isNull(staff.removedAt), sql`${branchId} = any(${staff.branchIds})`))
    .orderBy(desc(staff.onShift), asc(riderName));
  return rows;
}

/**
 * The branch floor: its open orders sorted by promise (express first), each with its pick list, where
 * it goes and who carries it, and the branch's riders. Packers read it, so it holds no phone number.
 */
export async function branchFloor(db: Reader, branchId: string, now = new Date()): Promise<FloorAnswer> {
  const [branch] = await db.select({ _id: branches.id, name: branches.name }).from(branches).where(eq(branches.id, branchId));
  if (!branch) throw notFound('Branch not found');
  const open = await db
    .select()
    .from(orders)
    .where(and(eq(orders.branchId, branchId), inArray(orders.status, OPEN_STATUSES)))
    .limit(500);
  const ids = open.map((order) => order.id);
  const [items, current, attempts, riders, prepaid] = await Promise.all([
    ids.length ? db.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(asc(orderItems.productName)) : [],
    ids.length
      ? db
          .select({ orderId: deliveries.orderId, riderId: deliveries.riderId, dispatchedAt: deliveries.dispatchedAt, name: riderName })
          .from(deliveries)
          .innerJoin(staff, eq(staff.id, deliveries.riderId))
          .leftJoin(users, eq(users.phoneNumber, staff.phoneNumber))
          .where(and(inArray(deliveries.orderId, ids), isNull(deliveries.endedAt)))
      : [],
    ids.length
      ? db
          .select({
            orderId: deliveries.orderId,
            reason: deliveries.notDeliveredReason,
            note: deliveries.note,
            name: riderName,
            endedBy: sql<string | null>`coalesce(${endedBy.fullName}, 'Staff ' || right(${endedBy.phoneNumber}::text, 4))`,
          })
          .from(deliveries)
          .innerJoin(staff, eq(staff.id, deliveries.riderId))
          .leftJoin(users, eq(users.phoneNumber, staff.phoneNumber))
          .leftJoin(endedBy, eq(endedBy.id, deliveries.endedBy))
          .where(and(inArray(deliveries.orderId, ids), eq(deliveries.outcome, 'not_delivered')))
          .orderBy(desc(deliveries.endedAt))
      : [],
    branchRiders(db, branchId),
    paidOnline(db, ids),
  ]);
  const answer = open.map((order) => {
    const delivery = current.find((row) => row.orderId === order.id);
    const attempt = order.status === 'out_for_delivery' ? undefined : attempts.find((row) => row.orderId === order.id);
    return {
      _id: order.id,
      orderNumber: order.orderNumber,
      status: order.status,
      deliveryType: order.deliveryType,
      placedAt: order.createdAt.toISOString(),
      promisedFrom: order.promisedFrom.toISOString(),
      promisedTo: order.promisedTo.toISOString(),
      discreetPackaging: order.discreetPackaging,
      customerName: order.deliveredToName,
      address: { plotNumber: order.plotNumber, street: order.street, line: order.address, pinCode: order.pinCode },
      items: items
        .filter((item) => item.orderId === order.id)
        .map((item) => ({
          productId: item.productId,
          productName: item.productName,
          size: item.size,
          quantityInEachPack: item.quantityInEachPack,
          quantity: item.quantity,
        })),
      paidOnline: prepaid.has(order.id),
      amountToCollect: prepaid.has(order.id) ? 0 : paiseToRupees(order.totalPaise),
      rider: delivery ? { _id: delivery.riderId, name: delivery.name } : null,
      dispatchedAt: delivery?.dispatchedAt?.toISOString() ?? null,
      lastAttempt: attempt
        ? {
            reason: ORDER_BACK_REASONS[attempt.reason as keyof typeof ORDER_BACK_REASONS] ?? attempt.reason ?? '',
            note: attempt.note,
            rider: attempt.name,
            // Who brought it back: the manager who took it back, else the rider who could not deliver it.
            by: attempt.reason === 'taken_back' ? (attempt.endedBy ?? attempt.name) : attempt.name,
          }
        : null,
      version: order.version,
    };
  });
  return { now: now.toISOString(), branch, orders: answer.sort(byPromise), riders };
}

/** The order, locked for this transaction. */
export async function lockOrder(tx: Transaction, orderId: string): Promise<Order> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) throw notFound(ORDER_MESSAGES.orderNotFound);
  return order;
}

/** Picked and packed: a placed order is confirmed on the way, so the customer's timeline shows both steps. */
export async function markPacked(db: Database, actorId: string, orderId: string): Promise<Order> {
  return db.transaction(async (tx) => {
    let order = await lockOrder(tx, orderId);
    // Packed again from out for delivery is the branch taking an order back: a manager's move, not packing.
    if (order.status === 'out_for_delivery') throw new HttpError(409, refusalToMove('out_for_delivery', 'packed'));
    if (order.status === 'placed') order = await moveOrder(tx, order, 'confirmed', { by: 'floor', actorId });
    order = await moveOrder(tx, order, 'packed', { by: 'floor', actorId });
    await audit(tx, actorId, 'floor.packed', { orderNumber: order.orderNumber });
    return order;
  });
}

/** Gives an order to a rider of its branch who is on shift; a rider may carry several. Until it leaves, it may be given to another. */
export async function assignRider(db: Database, actorId: string, orderId: string, riderId: string): Promise<string> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!['placed', 'confirmed', 'packed'].includes(order.status)) {
      throw new HttpError(409, STAFF_MESSAGES.cannotGiveToRider(order.status));
    }
    const [rider] = await tx
      .select({ id: staff.id, name: riderName })
      .from(staff)
      .leftJoin(users, eq(users.phoneNumber, staff.phoneNumber))
      .where(
        and(
          eq(staff.id, riderId),
          eq(staff.role, 'rider'),
          eq(staff.onShift, true),
          isNull(staff.removedAt),
          sql`${order.branchId} = any(${staff.branchIds})`,
        ),
      );
    if (!rider) throw new HttpError(409, STAFF_MESSAGES.riderNotOnShift);
    const current = await openDelivery(tx, orderId);
    if (current) await tx.update(deliveries).set({ riderId, assignedAt: new Date() }).where(eq(deliveries.id, current.id));
    else {
      // Paid online, the rider is owed nothing at the door, and the cash ledger expects nothing of him for it.
      const amountDuePaise = (await isPaidOnline(tx, orderId)) ? 0 : order.totalPaise;
      await tx.insert(deliveries).values({ orderId, branchId: order.branchId, riderId, amountDuePaise });
    }
    await audit(tx, actorId, 'floor.rider', { orderNumber: order.orderNumber, riderId });
    return rider.name;
  });
}

/** A packed order leaves with its rider; the customer's timeline names the rider by first name. */
export async function sendOut(db: Database, actorId: string, orderId: string): Promise<Order> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    const delivery = await openDelivery(tx, orderId);
    if (!delivery) throw new HttpError(409, STAFF_MESSAGES.giveToRiderFirst);
    const [rider] = await tx
      .select({ name: riderName })
      .from(staff)
      .leftJoin(users, eq(users.phoneNumber, staff.phoneNumber))
      .where(eq(staff.id, delivery.riderId));
    const moved = await moveOrder(tx, order, 'out_for_delivery', {
      by: 'floor',
      actorId,
      note: `With ${firstName(rider?.name ?? '')}`.trim(),
      riderFirstName: firstName(rider?.name ?? ''),
    });
    await audit(tx, actorId, 'floor.out', { orderNumber: order.orderNumber, riderId: delivery.riderId });
    return moved;
  });
}

/**
 * An order out for delivery comes back to the branch (the rider could not deliver it, or the branch
 * takes it back): the attempt ends with its reason and note, the order is packed again, on the floor,
 * and the customer is told. Its stock returns only if the branch then cancels it.
 */
export async function bringBack(
  tx: Transaction,
  actorId: string,
  order: Order,
  reason: NotDeliveredReason | 'taken_back',
  note: string,
  by: 'rider' | 'floor' = reason === 'taken_back' ? 'floor' : 'rider',
): Promise<Order> {
  if (order.status !== 'out_for_delivery') throw new HttpError(409, STAFF_MESSAGES.notOutForDelivery);
  const words = ORDER_BACK_REASONS[reason];
  const updated = await moveOrder(tx, order, 'packed', {
    by,
    actorId,
    note: words,
    ending: { notDeliveredReason: reason, note, endedBy: by === 'floor' ? actorId : null },
  });
  await audit(tx, actorId, 'delivery.not_delivered', { orderNumber: order.orderNumber, reason, note });
  return updated;
}

/** The branch takes back an order that is out (its rider was taken off the staff, or came back without the app). */
export async function takeBack(db: Database, actorId: string, orderId: string, note: string): Promise<Order> {
  return db.transaction(async (tx) => bringBack(tx, actorId, await lockOrder(tx, orderId), 'taken_back', note));
}

/** Orders a rider carries now that were sent out: a check for closing the day. */
export async function ordersOut(db: Reader, branchId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(deliveries)
    .where(and(eq(deliveries.branchId, branchId), isNull(deliveries.endedAt), isNotNull(deliveries.dispatchedAt)));
  return row?.n ?? 0;
}
