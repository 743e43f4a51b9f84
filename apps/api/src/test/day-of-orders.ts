import { randomBytes } from 'node:crypto';
import * as schema from '../db/schema.js';
import { announceCatalogChange, type TestStore } from './harness.js';

/** An order of a day as a test writes it, with the delivery it had (none for one never sent out). */
export interface DayOrder {
  status: (typeof schema.orders.$inferInsert)['status'];
  deliveryType?: 'express' | 'same_day' | 'next_day';
  placedAt: Date;
  promisedTo?: Date;
  deliveredAt?: Date | null;
  totalPaise: number;
  cancelReason?: string;
  delivery?: {
    riderId: string;
    /** The branch that sent it out, when not the order's (an order moved between branches). */
    branchId?: string;
    endedAt: Date | null;
    outcome: 'delivered' | 'not_delivered' | 'cancelled' | null;
    paidBy: 'cash' | 'upi' | 'online' | null;
    cashDay: string | null;
    duePaise: number;
    receivedPaise: number | null;
    upiReference?: string;
    note?: string;
  };
}

/**
 * Orders of a branch with their deliveries, written straight into the database in one statement each: a
 * busy day of a rider, or orders the API cannot make (one moved between branches), for the day's pages
 * and its CSV. Answers each with its id, its order number and its delivery's id.
 */
export async function writeDayOfOrders(store: TestStore, branchId: string, userId: string, written: DayOrder[]) {
  const db = store.database.db;
  const made = await db
    .insert(schema.orders)
    .values(
      written.map((order) => ({
        orderNumber: `D${randomBytes(5).toString('hex').toUpperCase()}`,
        userId,
        branchId,
        deliveredToName: 'Asha Rao',
        deliveredToPhone: '9876543210',
        address: 'MG Road, Bengaluru',
        plotNumber: '12',
        street: 'Church Street',
        pinCode: '560001',
        deliveryType: order.deliveryType ?? 'express',
        promisedFrom: order.placedAt,
        promisedTo: order.promisedTo ?? new Date(order.placedAt.getTime() + 60 * 60_000),
        status: order.status,
        deliveredAt: order.deliveredAt ?? null,
        cancelReason: order.cancelReason ?? null,
        createdAt: order.placedAt,
        subtotalPaise: order.totalPaise,
        totalPaise: order.totalPaise,
      })),
    )
    .returning({ id: schema.orders.id, orderNumber: schema.orders.orderNumber });
  const sent = written.flatMap((order, index) => (order.delivery ? [{ orderId: made[index]!.id, ...order.delivery, index }] : []));
  const deliveries = sent.length
    ? await db
        .insert(schema.deliveries)
        .values(
          sent.map(({ orderId, index, ...delivery }) => ({
            orderId,
            branchId: delivery.branchId ?? branchId,
            riderId: delivery.riderId,
            dispatchedAt: new Date(written[index]!.placedAt.getTime() + 10 * 60_000),
            endedAt: delivery.endedAt,
            outcome: delivery.outcome,
            paidBy: delivery.paidBy,
            amountDuePaise: delivery.duePaise,
            amountReceivedPaise: delivery.receivedPaise,
            upiReference: delivery.upiReference ?? null,
            note: delivery.note ?? '',
            cashDay: delivery.cashDay,
          })),
        )
        .returning({ id: schema.deliveries.id })
    : [];
  // Written behind the API's back, so it is announced as the store announces an order.
  await announceCatalogChange(store);
  return written.map((_, index) => ({
    orderId: made[index]!.id,
    orderNumber: made[index]!.orderNumber,
    deliveryId: deliveries[sent.findIndex((row) => row.index === index)]?.id ?? null,
  }));
}

/** An order of a rider's day as the day page's paged list says it (rupees). */
interface PagedOrder {
  paidBy: string;
  due: number;
  received: number;
}

/**
 * A rider's figures on the day page as the sums of his orders, order by order: what the database's sums
 * must agree with.
 */
export function figuresOfHisOrders(orders: PagedOrder[]) {
  const paise = (rupees: number) => Math.round(rupees * 100);
  const sum = (rows: PagedOrder[], amount: (row: PagedOrder) => number) => rows.reduce((total, row) => total + amount(row), 0) / 100;
  const cash = orders.filter((order) => order.paidBy === 'cash');
  return {
    orderCount: orders.length,
    shortOrderCount: cash.filter((order) => order.received < order.due).length,
    cashCollected: sum(cash, (order) => paise(order.received)),
    upiCollected: sum(
      orders.filter((order) => order.paidBy === 'upi'),
      (order) => paise(order.received),
    ),
    short: sum(cash, (order) => Math.max(paise(order.due) - paise(order.received), 0)),
  };
}
