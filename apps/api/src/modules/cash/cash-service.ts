import { and, asc, eq, gte, inArray, isNull, lt, or } from 'drizzle-orm';
import { indiaDayBounds, STAFF_MESSAGES, type CashDayAnswer, type RiderCashAnswer } from '@padstore/domain';
import type { Database } from '../../db/client.js';
import { branchDays, branches, cashHandIns, deliveries, orders, staff, users } from '../../db/schema.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { paiseToRupees, rupeesToPaise } from '@padstore/domain';
import { audit } from '../../lib/audit.js';
import { ordersOut, riderName } from '../floor/floor-service.js';

type Reader = Pick<Database, 'select'>;

/**
 * A branch's money for one India day, per rider: the cash and UPI collected order by order, the cash
 * handed in at the branch (and any difference the manager wrote off), and what is still unsettled.
 */
export async function cashDay(db: Reader, branchId: string, day: string): Promise<CashDayAnswer> {
  const [from, to] = indiaDayBounds(day);
  const [branch] = await db.select({ _id: branches.id, name: branches.name }).from(branches).where(eq(branches.id, branchId));
  if (!branch) throw notFound('Branch not found');
  const [delivered, handIns, [closed], out] = await Promise.all([
    db
      .select({
        riderId: deliveries.riderId,
        orderNumber: orders.orderNumber,
        paidBy: deliveries.paidBy,
        due: deliveries.amountDuePaise,
        received: deliveries.amountReceivedPaise,
        upiReference: deliveries.upiReference,
        note: deliveries.note,
        at: deliveries.endedAt,
      })
      .from(deliveries)
      .innerJoin(orders, eq(orders.id, deliveries.orderId))
      .where(
        and(
          eq(deliveries.branchId, branchId),
          eq(deliveries.outcome, 'delivered'),
          gte(deliveries.endedAt, from),
          lt(deliveries.endedAt, to),
        ),
      )
      .orderBy(asc(deliveries.endedAt)),
    db
      .select({ handIn: cashHandIns, by: users.fullName })
      .from(cashHandIns)
      .innerJoin(users, eq(users.id, cashHandIns.recordedBy))
      .where(and(eq(cashHandIns.branchId, branchId), eq(cashHandIns.day, day)))
      .orderBy(asc(cashHandIns.createdAt)),
    db
      .select({ at: branchDays.closedAt, by: users.fullName })
      .from(branchDays)
      .innerJoin(users, eq(users.id, branchDays.closedBy))
      .where(and(eq(branchDays.branchId, branchId), eq(branchDays.day, day))),
    ordersOut(db, branchId),
  ]);
  const riderIds = [...new Set([...delivered.map((row) => row.riderId), ...handIns.map((row) => row.handIn.riderId)])];
  const names = riderIds.length
    ? await db
        .select({ id: staff.id, name: riderName })
        .from(staff)
        .leftJoin(users, eq(users.phoneNumber, staff.phoneNumber))
        .where(inArray(staff.id, riderIds))
    : [];
  const riders: RiderCashAnswer[] = riderIds.map((riderId) => {
    const mine = delivered.filter((row) => row.riderId === riderId);
    const theirs = handIns.filter((row) => row.handIn.riderId === riderId);
    const paise = <T>(rows: T[], amount: (row: T) => number | null) => rows.reduce((total, row) => total + (amount(row) ?? 0), 0);
    const cash = paise(
      mine.filter((row) => row.paidBy === 'cash'),
      (row) => row.received,
    );
    const upi = paise(
      mine.filter((row) => row.paidBy === 'upi'),
      (row) => row.received,
    );
    const handedIn = paise(
      theirs.filter((row) => row.handIn.kind === 'cash'),
      (row) => row.handIn.amountPaise,
    );
    const writtenOff = paise(
      theirs.filter((row) => row.handIn.kind === 'write_off'),
      (row) => row.handIn.amountPaise,
    );
    return {
      _id: riderId,
      name: names.find((row) => row.id === riderId)?.name ?? 'Rider',
      orders: mine.map((row) => ({
        orderNumber: row.orderNumber,
        paidBy: row.paidBy ?? 'cash',
        due: paiseToRupees(row.due),
        received: paiseToRupees(row.received ?? 0),
        upiReference: row.upiReference,
        note: row.note,
        at: (row.at ?? from).toISOString(),
      })),
      handIns: theirs.map(({ handIn, by }) => ({
        kind: handIn.kind,
        amount: paiseToRupees(handIn.amountPaise),
        note: handIn.note,
        at: handIn.createdAt.toISOString(),
        by,
      })),
      cashCollected: paiseToRupees(cash),
      upiCollected: paiseToRupees(upi),
      handedIn: paiseToRupees(handedIn),
      writtenOff: paiseToRupees(writtenOff),
      difference: paiseToRupees(cash - handedIn - writtenOff),
    };
  });
  const total = (key: 'cashCollected' | 'upiCollected' | 'handedIn' | 'writtenOff' | 'difference') =>
    paiseToRupees(riders.reduce((sum, rider) => sum + rupeesToPaise(rider[key]), 0));
  return {
    day,
    branch,
    riders,
    totals: {
      cashCollected: total('cashCollected'),
      upiCollected: total('upiCollected'),
      handedIn: total('handedIn'),
      writtenOff: total('writtenOff'),
      difference: total('difference'),
    },
    outForDelivery: out,
    closed: closed ? { at: closed.at.toISOString(), by: closed.by } : null,
  };
}

async function refuseClosed(db: Reader, branchId: string, day: string): Promise<void> {
  const [closed] = await db
    .select({ day: branchDays.day })
    .from(branchDays)
    .where(and(eq(branchDays.branchId, branchId), eq(branchDays.day, day)));
  if (closed) throw new HttpError(409, STAFF_MESSAGES.dayClosed);
}

/** The manager records cash a rider handed in at the branch, or writes off a difference with a note. */
export async function recordHandIn(
  db: Database,
  actorId: string,
  branchId: string,
  day: string,
  input: { riderId: string; amount: number; kind: 'cash' | 'write_off'; note: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    await refuseClosed(tx, branchId, day);
    const [branch] = await tx.select({ id: branches.id }).from(branches).where(eq(branches.id, branchId));
    if (!branch) throw notFound('Branch not found');
    const [rider] = await tx
      .select({ id: staff.id })
      .from(staff)
      .where(and(eq(staff.id, input.riderId), eq(staff.role, 'rider')));
    if (!rider) throw notFound('Rider not found');
    await tx.insert(cashHandIns).values({
      branchId,
      riderId: input.riderId,
      day,
      kind: input.kind,
      amountPaise: rupeesToPaise(input.amount),
      note: input.note,
      recordedBy: actorId,
    });
    await audit(tx, actorId, input.kind === 'cash' ? 'cash.hand_in' : 'cash.write_off', {
      branchId,
      day,
      riderId: input.riderId,
      amount: input.amount,
    });
  });
}

/** The branch closes its day once no order is out and every rider's cash is settled. */
export async function closeDay(db: Database, actorId: string, branchId: string, day: string): Promise<void> {
  const money = await cashDay(db, branchId, day);
  if (money.closed) throw new HttpError(409, STAFF_MESSAGES.dayClosed);
  if (money.outForDelivery > 0) throw new HttpError(409, STAFF_MESSAGES.stillOutForDelivery(money.outForDelivery));
  if (money.riders.some((rider) => rider.difference !== 0)) throw new HttpError(409, STAFF_MESSAGES.differencesOpen);
  await db.transaction(async (tx) => {
    const inserted = await tx.insert(branchDays).values({ branchId, day, closedBy: actorId }).onConflictDoNothing().returning();
    if (inserted.length === 0) throw new HttpError(409, STAFF_MESSAGES.dayClosed);
    await audit(tx, actorId, 'cash.close_day', { branchId, day, cash: money.totals.cashCollected, upi: money.totals.upiCollected });
  });
}

/** The day's orders of a branch (placed or delivered that day) with their delivery and payment, for the CSV. */
export async function dayOrders(db: Reader, branchId: string, day: string) {
  const [from, to] = indiaDayBounds(day);
  return db
    .select({ order: orders, delivery: deliveries, rider: riderName })
    .from(orders)
    .leftJoin(deliveries, and(eq(deliveries.orderId, orders.id), or(isNull(deliveries.endedAt), eq(deliveries.outcome, 'delivered'))))
    .leftJoin(staff, eq(staff.id, deliveries.riderId))
    .leftJoin(users, eq(users.phoneNumber, staff.phoneNumber))
    .where(
      and(
        eq(orders.branchId, branchId),
        or(and(gte(orders.createdAt, from), lt(orders.createdAt, to)), and(gte(orders.deliveredAt, from), lt(orders.deliveredAt, to))),
      ),
    )
    .orderBy(asc(orders.createdAt));
}
