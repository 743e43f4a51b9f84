import { and, asc, count, desc, eq, gte, inArray, isNull, sql, sum } from 'drizzle-orm';
import {
  endedDeliverySaid,
  indiaDay,
  indiaToday,
  RIDER_DONE_TODAY_SHOWN,
  addressLine,
  mapLink,
  ORDER_MESSAGES,
  STAFF_MESSAGES,
  upiPaymentLink,
  type DeliveredInput,
  type NotDeliveredReason,
  type RiderDayAnswer,
} from '@padstore/domain';
import type { Database } from '../../db/client.js';
import { cashHandIns, deliveries, orderItems, orders, staff } from '../../db/schema.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { paiseToRupees, rupeesToPaise } from '@padstore/domain';
import { audit } from '../../lib/audit.js';
import type { StaffMember } from '../../lib/sessions.js';
import { readUpiSettings } from '../cash/upi-settings-service.js';
import { openCashDay } from '../cash/cash-service.js';
import { bringBack, lockOrder } from '../floor/floor-service.js';
import { moveOrder, openDelivery } from '../orders/order-transitions.js';
import { isPaidOnline, paidOnline } from '../orders/paid-online.js';

type Reader = Pick<Database, 'select'>;

/**
 * A rider's screen: the deliveries given to them, in the order to ride them (the ones out first, then
 * by promise), with what to collect, and today's money. The address and the map link are theirs only
 * while the delivery is; the phone is opened on purpose (GET orders/{id}/phone).
 */
export async function riderDay(db: Reader, rider: StaffMember, now = new Date()): Promise<RiderDayAnswer> {
  const today = indiaDay(now);
  const [dayStart] = indiaToday(now);
  const [member, open, upi, delivered, handedIn, done, [doneCount]] = await Promise.all([
    db.select({ onShift: staff.onShift }).from(staff).where(eq(staff.id, rider.id)),
    db
      .select({ order: orders, dispatchedAt: deliveries.dispatchedAt })
      .from(deliveries)
      .innerJoin(orders, eq(orders.id, deliveries.orderId))
      .where(and(eq(deliveries.riderId, rider.id), isNull(deliveries.endedAt)))
      .orderBy(sql`${deliveries.dispatchedAt} is null`, asc(orders.promisedTo)),
    readUpiSettings(db),
    db
      .select({
        orderNumber: orders.orderNumber,
        paidBy: deliveries.paidBy,
        received: deliveries.amountReceivedPaise,
        at: deliveries.endedAt,
      })
      .from(deliveries)
      .innerJoin(orders, eq(orders.id, deliveries.orderId))
      .where(
        and(
          eq(deliveries.riderId, rider.id),
          eq(deliveries.outcome, 'delivered'),
          // Today's cash day and any after it: cash collected after a close is booked to the next day,
          // and is still with the rider until the manager takes it in there.
          gte(deliveries.cashDay, today),
        ),
      )
      .orderBy(asc(deliveries.endedAt)),
    db
      .select({ id: cashHandIns.id, kind: cashHandIns.kind, paise: cashHandIns.amountPaise, reversesId: cashHandIns.reversesId })
      .from(cashHandIns)
      .where(and(eq(cashHandIns.riderId, rider.id), gte(cashHandIns.day, today))),
    db
      .select({
        orderNumber: orders.orderNumber,
        outcome: deliveries.outcome,
        paidBy: deliveries.paidBy,
        received: deliveries.amountReceivedPaise,
        reason: deliveries.notDeliveredReason,
        at: deliveries.endedAt,
      })
      .from(deliveries)
      .innerJoin(orders, eq(orders.id, deliveries.orderId))
      .where(and(eq(deliveries.riderId, rider.id), gte(deliveries.endedAt, dayStart)))
      .orderBy(desc(deliveries.endedAt))
      .limit(RIDER_DONE_TODAY_SHOWN),
    db
      .select({ n: count() })
      .from(deliveries)
      .where(and(eq(deliveries.riderId, rider.id), gte(deliveries.endedAt, dayStart))),
  ]);
  const ids = open.map((row) => row.order.id);
  const prepaid = await paidOnline(db, ids);
  const packs = ids.length
    ? await db
        .select({ orderId: orderItems.orderId, packs: sum(orderItems.quantity).mapWith(Number) })
        .from(orderItems)
        .where(inArray(orderItems.orderId, ids))
        .groupBy(orderItems.orderId)
    : [];
  const cash = delivered.filter((row) => row.paidBy === 'cash').reduce((total, row) => total + (row.received ?? 0), 0);
  const upiPaise = delivered.filter((row) => row.paidBy === 'upi').reduce((total, row) => total + (row.received ?? 0), 0);
  // A reversal takes back the entry it names, on that entry's side of the ledger.
  const side = (row: (typeof handedIn)[number]) =>
    row.kind === 'reversal' ? handedIn.find((other) => other.id === row.reversesId)?.kind : row.kind;
  const total = (kind: 'cash' | 'write_off') =>
    handedIn.filter((row) => side(row) === kind).reduce((paise, row) => paise + (row.kind === 'reversal' ? -row.paise : row.paise), 0);
  const handed = total('cash');
  const writtenOff = total('write_off');
  return {
    now: now.toISOString(),
    onShift: member[0]?.onShift ?? false,
    deliveries: open.map(({ order, dispatchedAt }) => {
      const address = addressLine({ plotNumber: order.plotNumber, street: order.street, line: order.address, pinCode: order.pinCode });
      return {
        _id: order.id,
        orderNumber: order.orderNumber,
        status: order.status,
        deliveryType: order.deliveryType,
        placedAt: order.createdAt.toISOString(),
        promisedTo: order.promisedTo.toISOString(),
        customerName: order.deliveredToName,
        address,
        pinCode: order.pinCode,
        mapLink: mapLink(address),
        paidOnline: prepaid.has(order.id),
        amountToCollect: prepaid.has(order.id) ? 0 : paiseToRupees(order.totalPaise),
        discreetPackaging: order.discreetPackaging,
        packs: packs.find((row) => row.orderId === order.id)?.packs ?? 0,
        dispatchedAt: dispatchedAt?.toISOString() ?? null,
        upiLink:
          upi && !prepaid.has(order.id)
            ? upiPaymentLink({
                upiId: upi.upiId,
                payeeName: upi.payeeName,
                amount: paiseToRupees(order.totalPaise),
                orderNumber: order.orderNumber,
              })
            : null,
      };
    }),
    doneToday: done.map((row) => ({
      orderNumber: row.orderNumber,
      said: endedDeliverySaid({
        outcome: row.outcome,
        paidBy: row.paidBy,
        received: row.received === null ? null : paiseToRupees(row.received),
        reason: row.reason,
      }),
      at: (row.at ?? now).toISOString(),
    })),
    doneTodayCount: doneCount?.n ?? 0,
    today: {
      delivered: delivered.map((row) => ({
        orderNumber: row.orderNumber,
        paidBy: row.paidBy ?? 'cash',
        amount: paiseToRupees(row.received ?? 0),
        at: (row.at ?? now).toISOString(),
      })),
      cashCollected: paiseToRupees(cash),
      upiCollected: paiseToRupees(upiPaise),
      cashHandedIn: paiseToRupees(handed),
      cashToHandIn: paiseToRupees(cash - handed - writtenOff),
    },
  };
}

/** The delivery of this order that is the rider's and out now; another's, or one still at the branch, is refused. */
async function riderDelivery(tx: Parameters<Parameters<Database['transaction']>[0]>[0], rider: StaffMember, orderId: string) {
  const order = await lockOrder(tx, orderId);
  const delivery = await openDelivery(tx, orderId);
  if (!delivery || delivery.riderId !== rider.id) throw notFound(ORDER_MESSAGES.orderNotFound);
  if (!delivery.dispatchedAt || order.status !== 'out_for_delivery') throw new HttpError(409, STAFF_MESSAGES.notLeftBranch);
  return { order, delivery };
}

const PAID_NOTES = { cash: 'Paid in cash', upi: 'Paid by UPI', online: 'Paid online' } as const;

/**
 * Delivered, with how the customer paid at the door: cash (the amount received; a different amount
 * needs a note) or UPI to the store (the reference she shows, for the exact amount); or, for an order
 * she paid online, nothing collected ('online' only, and only then).
 */
export async function markDelivered(
  db: Database,
  actorId: string,
  rider: StaffMember,
  orderId: string,
  input: DeliveredInput & { note: string },
) {
  return db.transaction(async (tx) => {
    const { order, delivery } = await riderDelivery(tx, rider, orderId);
    const prepaid = await isPaidOnline(tx, order.id);
    if (prepaid && input.paidBy !== 'online') throw new HttpError(409, STAFF_MESSAGES.paidOnlineCollectNothing);
    if (!prepaid && input.paidBy === 'online') throw new HttpError(409, STAFF_MESSAGES.notPaidOnline);
    const received =
      input.paidBy === 'online' ? 0 : input.paidBy === 'cash' ? rupeesToPaise(input.amountReceived) : delivery.amountDuePaise;
    if (input.paidBy === 'cash' && received !== delivery.amountDuePaise && !input.note) {
      throw new HttpError(400, STAFF_MESSAGES.noteForDifferentAmount);
    }
    const moved = await moveOrder(tx, order, 'delivered', {
      by: 'rider',
      actorId,
      note: PAID_NOTES[input.paidBy],
      ending: {
        paidBy: input.paidBy,
        amountReceivedPaise: received,
        upiReference: input.paidBy === 'upi' ? input.upiReference : null,
        note: input.note,
        cashDay: await openCashDay(tx, order.branchId),
      },
    });
    await audit(tx, actorId, 'delivery.delivered', {
      orderNumber: order.orderNumber,
      paidBy: input.paidBy,
      received: paiseToRupees(received),
      due: paiseToRupees(delivery.amountDuePaise),
    });
    return moved;
  });
}

/** Could not deliver: the order goes back to the branch with the reason and the rider's note. */
export async function markNotDelivered(
  db: Database,
  actorId: string,
  rider: StaffMember,
  orderId: string,
  input: { reason: NotDeliveredReason; note: string },
) {
  return db.transaction(async (tx) => {
    const { order } = await riderDelivery(tx, rider, orderId);
    return bringBack(tx, actorId, order, input.reason, input.note);
  });
}
