import { and, asc, desc, eq, gt, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import {
  indiaDay,
  indiaDayBounds,
  keysetPage,
  pageCursorParts,
  STAFF_MESSAGES,
  type CashDayAnswer,
  type PrepaidDayOrdersAnswer,
  type PrepaidOrderAnswer,
  type RiderCashAnswer,
} from '@padstore/domain';
import type { Database, Transaction } from '../../db/client.js';
import { branchDays, branches, cashHandIns, deliveries, orders, payments, staff, users } from '../../db/schema.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { paiseToRupees, rupeesToPaise } from '@padstore/domain';
import { audit } from '../../lib/audit.js';
import { ordersOut, riderName } from '../floor/floor-service.js';
import { riderSumsOfDay } from './day-reads.js';

type Reader = Pick<Database, 'select'>;

/** The day's orders paid online the console shows a page at a time. */
export const PREPAID_DAY_ORDERS_PAGE = 50;

/** The branch's payments taken online in the day's bounds: by the payments' index on when they were paid. */
const paidOnlineIn = (branchId: string, [from, to]: [Date, Date]) =>
  and(eq(orders.branchId, branchId), eq(payments.status, 'paid'), gte(payments.paidAt, from), lt(payments.paidAt, to));

type PaidOnlineRow = { orderNumber: string; status: string; payment: typeof payments.$inferSelect };

/** A payment as the day page and its CSV show it, with its refund (always of the whole payment, issue 47). */
const prepaidOrder = ({ orderNumber, status, payment }: PaidOnlineRow, from: Date): PrepaidOrderAnswer => ({
  orderNumber,
  status,
  paymentId: payment.paymentId ?? '',
  method: payment.method,
  amount: paiseToRupees(payment.amountPaise),
  paidAt: (payment.paidAt ?? from).toISOString(),
  refund: payment.refundStatus
    ? { amount: paiseToRupees(payment.amountPaise), state: payment.refundStatus, refundId: payment.refundId }
    : null,
});

/**
 * Every order of the branch paid online on the day (by when the gateway took the money), with their
 * refunds, the first paid first: for the day's CSV, which is the whole day.
 */
export async function prepaidOrders(db: Reader, branchId: string, day: string): Promise<PrepaidOrderAnswer[]> {
  const bounds = indiaDayBounds(day);
  const rows = await db
    .select({ orderNumber: orders.orderNumber, status: orders.status, payment: payments })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(paidOnlineIn(branchId, bounds))
    .orderBy(asc(payments.paidAt), asc(payments.id));
  return rows.map((row) => prepaidOrder(row, bounds[0]));
}

/**
 * A page of the branch's orders paid online on the day, the latest paid first, each page those before the
 * cursor (`older`) the one before answered.
 */
export async function prepaidOrdersOfDay(db: Reader, branchId: string, day: string, older?: string): Promise<PrepaidDayOrdersAnswer> {
  const bounds = indiaDayBounds(day);
  const conditions = [paidOnlineIn(branchId, bounds)];
  if (older) {
    const { at, id } = pageCursorParts(older);
    // The first condition alone bounds the index scan; the pair orders payments taken at the same instant.
    conditions.push(
      sql`${payments.paidAt} <= ${at}::timestamptz`,
      sql`(${payments.paidAt}, ${payments.id}) < (${at}::timestamptz, ${id}::uuid)`,
    );
  }
  const rows = await db
    .select({
      orderNumber: orders.orderNumber,
      status: orders.status,
      payment: payments,
      // The instant as the database keeps it (to the microsecond), so that the next page starts exactly after it.
      at: sql<string>`${payments.paidAt}::text`,
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(...conditions))
    .orderBy(desc(payments.paidAt), desc(payments.id))
    .limit(PREPAID_DAY_ORDERS_PAGE + 1);
  const { shown, older: next } = keysetPage(rows, PREPAID_DAY_ORDERS_PAGE, (row) => ({ at: row.at, id: row.payment.id }));
  return { orders: shown.map((row) => prepaidOrder(row, bounds[0])), older: next };
}

/**
 * How many of the branch's orders were paid online on the day, and their money, added up by the database:
 * what the store kept, and what went or is going back to her (a refunded order is not revenue).
 */
async function prepaidSums(db: Reader, branchId: string, bounds: [Date, Date]) {
  const [sums] = await db
    .select({
      count: sql<number>`count(*)::int`,
      keptPaise: sql<number>`coalesce(sum(${payments.amountPaise}) filter (where ${payments.refundStatus} is null), 0)::int`,
      refundedPaise: sql<number>`coalesce(sum(${payments.amountPaise}) filter (where ${payments.refundStatus} is not null), 0)::int`,
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(paidOnlineIn(branchId, bounds));
  return sums ?? { count: 0, keptPaise: 0, refundedPaise: 0 };
}

/** The India day after this one. */
const nextDay = (day: string) => indiaDay(indiaDayBounds(day)[1]);

/**
 * The day a branch's cash collected now is booked to: today, or, once today is closed, the first day
 * after it that is not. Cash is never booked where it cannot be handed in. The branch is locked
 * against a close running at the same time (which holds it for update until it has counted).
 */
export async function openCashDay(tx: Transaction, branchId: string, now = new Date()): Promise<string> {
  await tx.select({ id: branches.id }).from(branches).where(eq(branches.id, branchId)).for('share');
  const closed = await tx
    .select({ day: branchDays.day })
    .from(branchDays)
    .where(and(eq(branchDays.branchId, branchId), gte(branchDays.day, indiaDay(now))));
  let day = indiaDay(now);
  while (closed.some((row) => row.day === day)) day = nextDay(day);
  return day;
}

/**
 * A branch's money for one India day, per rider: the cash and UPI collected (summed by the database, with
 * how many orders; the orders themselves are paged by `riderOrdersOfDay`), the cash handed in at the
 * branch (and any difference the manager wrote off), and what is still unsettled.
 */
export async function cashDay(db: Reader, branchId: string, day: string): Promise<CashDayAnswer> {
  const [from, to] = indiaDayBounds(day);
  const [branch] = await db.select({ _id: branches.id, name: branches.name }).from(branches).where(eq(branches.id, branchId));
  if (!branch) throw notFound('Branch not found');
  const [sums, handIns, [closed], out, late, prepaid] = await Promise.all([
    riderSumsOfDay(db, branchId, day),
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
    // Cash collected on this day after it closed, booked to a later day.
    db
      .select({ riderId: deliveries.riderId, received: deliveries.amountReceivedPaise, cashDay: deliveries.cashDay })
      .from(deliveries)
      .where(
        and(
          eq(deliveries.branchId, branchId),
          eq(deliveries.outcome, 'delivered'),
          eq(deliveries.paidBy, 'cash'),
          gte(deliveries.endedAt, from),
          lt(deliveries.endedAt, to),
          gt(deliveries.cashDay, day),
        ),
      )
      .orderBy(asc(deliveries.cashDay)),
    prepaidSums(db, branchId, [from, to]),
  ]);
  // Riders in the order of their first delivery of the day, then those with only entries or later cash.
  const riderIds = [
    ...new Set([...sums.map((row) => row.riderId), ...handIns.map((row) => row.handIn.riderId), ...late.map((row) => row.riderId)]),
  ];
  const names = riderIds.length
    ? await db
        .select({ id: staff.id, name: riderName })
        .from(staff)
        .leftJoin(users, eq(users.phoneNumber, staff.phoneNumber))
        .where(inArray(staff.id, riderIds))
    : [];
  const riders: RiderCashAnswer[] = riderIds.map((riderId) => {
    const mine = sums.filter((row) => row.riderId === riderId);
    const theirs = handIns.filter((row) => row.handIn.riderId === riderId);
    const paise = <T>(rows: T[], amount: (row: T) => number | null) => rows.reduce((total, row) => total + (amount(row) ?? 0), 0);
    const paidBy = (way: 'cash' | 'upi') => mine.find((row) => row.paidBy === way);
    const cash = paidBy('cash')?.received ?? 0;
    const upi = paidBy('upi')?.received ?? 0;
    // A reversal takes back the entry it names, on the side of the ledger that entry was on.
    const sideOf = (row: (typeof theirs)[number]) =>
      row.handIn.kind === 'reversal' ? theirs.find((other) => other.handIn.id === row.handIn.reversesId)?.handIn.kind : row.handIn.kind;
    const signed = (row: (typeof theirs)[number]) => (row.handIn.kind === 'reversal' ? -row.handIn.amountPaise : row.handIn.amountPaise);
    const handedIn = paise(
      theirs.filter((row) => sideOf(row) === 'cash'),
      signed,
    );
    const writtenOff = paise(
      theirs.filter((row) => sideOf(row) === 'write_off'),
      signed,
    );
    const lateCash = late.filter((row) => row.riderId === riderId);
    return {
      _id: riderId,
      name: names.find((row) => row.id === riderId)?.name ?? 'Rider',
      orderCount: paise(mine, (row) => row.orders),
      // A delivery that does not say how it was paid counts as cash, as its order's line says.
      shortOrderCount: paise(
        mine.filter((row) => row.paidBy === 'cash' || row.paidBy === null),
        (row) => row.shortOrders,
      ),
      handIns: theirs.map(({ handIn, by }) => ({
        _id: handIn.id,
        kind: handIn.kind,
        reverses: handIn.reversesId,
        reversed: theirs.some((other) => other.handIn.reversesId === handIn.id),
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
      short: paiseToRupees(paidBy('cash')?.short ?? 0),
      collectedAfterClose: paiseToRupees(paise(lateCash, (row) => row.received)),
      owedTo: lateCash[0]?.cashDay ?? null,
    };
  });
  const total = (key: 'cashCollected' | 'upiCollected' | 'handedIn' | 'writtenOff' | 'difference' | 'short' | 'collectedAfterClose') =>
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
      short: total('short'),
      collectedAfterClose: total('collectedAfterClose'),
      paidOnline: paiseToRupees(prepaid.keptPaise),
      refunds: paiseToRupees(prepaid.refundedPaise),
      taken: paiseToRupees(rupeesToPaise(total('cashCollected')) + rupeesToPaise(total('upiCollected')) + prepaid.keptPaise),
    },
    prepaidCount: prepaid.count,
    outForDelivery: out,
    closed: closed ? { at: closed.at.toISOString(), by: closed.by } : null,
  };
}

/**
 * The day's money of the whole store (`TAKEN_COUNTS`): cash and UPI collected at the door, booked to the
 * day, and paid online less refunds: the sums the day pages' `totals.taken` adds up, branch by branch
 * (`day-agreement.test.ts` holds the two together), counted by the database from the day's deliveries
 * and payments without reading them out.
 */
export async function moneyTaken(db: Reader, day: string): Promise<number> {
  const [from, to] = indiaDayBounds(day);
  const paise = (column: typeof deliveries.amountReceivedPaise | typeof payments.amountPaise) =>
    sql<number>`coalesce(sum(${column}), 0)::int`;
  const [[door], [online]] = await Promise.all([
    db
      .select({ paise: paise(deliveries.amountReceivedPaise) })
      .from(deliveries)
      .where(
        and(
          // Every branch's day, by the index on a branch's days.
          inArray(deliveries.branchId, db.select({ id: branches.id }).from(branches)),
          eq(deliveries.cashDay, day),
          eq(deliveries.outcome, 'delivered'),
          inArray(deliveries.paidBy, ['cash', 'upi']),
        ),
      ),
    db
      .select({ paise: paise(payments.amountPaise) })
      .from(payments)
      .where(and(eq(payments.status, 'paid'), gte(payments.paidAt, from), lt(payments.paidAt, to), isNull(payments.refundStatus))),
  ]);
  return paiseToRupees((door?.paise ?? 0) + (online?.paise ?? 0));
}

async function refuseClosed(db: Reader, branchId: string, day: string): Promise<void> {
  const [closed] = await db
    .select({ day: branchDays.day })
    .from(branchDays)
    .where(and(eq(branchDays.branchId, branchId), eq(branchDays.day, day)));
  if (closed) throw new HttpError(409, STAFF_MESSAGES.dayClosed);
}

/** The branch, held against a close of its day while an entry is written. */
async function lockBranch(tx: Transaction, branchId: string, mode: 'share' | 'update'): Promise<void> {
  const [branch] = await tx.select({ id: branches.id }).from(branches).where(eq(branches.id, branchId)).for(mode);
  if (!branch) throw notFound('Branch not found');
}

/**
 * A rider whose cash this branch takes in for the day: one of its riders, or one who delivered for it
 * that day (and has since moved). Another branch's rider is not found here.
 */
async function riderOfBranch(tx: Transaction, branchId: string, day: string, riderId: string): Promise<void> {
  const [rider] = await tx
    .select({ id: staff.id })
    .from(staff)
    .where(
      and(
        eq(staff.id, riderId),
        eq(staff.role, 'rider'),
        or(
          sql`${branchId} = any(${staff.branchIds})`,
          sql`exists (select 1 from ${deliveries} where ${deliveries.riderId} = ${staff.id} and ${deliveries.branchId} = ${branchId} and ${deliveries.cashDay} = ${day})`,
        ),
      ),
    );
  if (!rider) throw notFound(STAFF_MESSAGES.riderNotOfBranch);
}

/** Cash more than the rider owes for the day (a ₹350 typed for ₹35) is refused until the manager confirms it. */
async function refuseMoreThanOwed(tx: Transaction, branchId: string, day: string, riderId: string, amount: number): Promise<void> {
  const money = await cashDay(tx, branchId, day);
  const rider = money.riders.find((row) => row._id === riderId);
  const over = rupeesToPaise(amount) - rupeesToPaise(Math.max(rider?.difference ?? 0, 0));
  if (over <= 0) return;
  const name = rider?.name ?? (await riderNameOf(tx, riderId));
  throw new HttpError(409, STAFF_MESSAGES.handInMoreThanOwed(paiseToRupees(over), name));
}

async function riderNameOf(db: Reader, riderId: string): Promise<string> {
  const [row] = await db
    .select({ name: riderName })
    .from(staff)
    .leftJoin(users, eq(users.phoneNumber, staff.phoneNumber))
    .where(eq(staff.id, riderId));
  return row?.name ?? 'the rider';
}

/** The manager records cash a rider handed in at the branch, or writes off a difference with a note. */
export async function recordHandIn(
  db: Database,
  actorId: string,
  branchId: string,
  day: string,
  input: { riderId: string; amount: number; kind: 'cash' | 'write_off'; note: string; confirmOverpay?: boolean },
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockBranch(tx, branchId, 'share');
    await refuseClosed(tx, branchId, day);
    await riderOfBranch(tx, branchId, day, input.riderId);
    if (input.kind === 'cash' && !input.confirmOverpay) await refuseMoreThanOwed(tx, branchId, day, input.riderId, input.amount);
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

/**
 * A hand-in or write-off recorded wrong is taken back by a reversing entry with a note saying why,
 * once; the entry itself stays in the ledger. The right amount is then recorded afresh.
 */
export async function reverseHandIn(
  db: Database,
  actorId: string,
  branchId: string,
  day: string,
  handInId: string,
  note: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockBranch(tx, branchId, 'share');
    await refuseClosed(tx, branchId, day);
    const [entry] = await tx
      .select()
      .from(cashHandIns)
      .where(and(eq(cashHandIns.id, handInId), eq(cashHandIns.branchId, branchId), eq(cashHandIns.day, day)))
      .for('update');
    if (!entry) throw notFound(STAFF_MESSAGES.handInNotFound);
    if (entry.kind === 'reversal') throw new HttpError(409, STAFF_MESSAGES.reversalNotReversed);
    const [reversal] = await tx
      .insert(cashHandIns)
      .values({
        branchId,
        riderId: entry.riderId,
        day,
        kind: 'reversal',
        amountPaise: entry.amountPaise,
        note,
        recordedBy: actorId,
        reversesId: entry.id,
      })
      .onConflictDoNothing()
      .returning({ id: cashHandIns.id });
    if (!reversal) throw new HttpError(409, STAFF_MESSAGES.alreadyReversed);
    await audit(tx, actorId, 'cash.reversal', { branchId, day, riderId: entry.riderId, amount: paiseToRupees(entry.amountPaise), note });
  });
}

/**
 * The branch closes a day that has begun once no order is out and every rider's cash is settled; it
 * counts with the branch held, so no delivery or hand-in lands on the day as it closes.
 */
export async function closeDay(db: Database, actorId: string, branchId: string, day: string, now = new Date()): Promise<void> {
  if (day > indiaDay(now)) throw new HttpError(400, STAFF_MESSAGES.dayNotBegun);
  await db.transaction(async (tx) => {
    await lockBranch(tx, branchId, 'update');
    const money = await cashDay(tx, branchId, day);
    if (money.closed) throw new HttpError(409, STAFF_MESSAGES.dayClosed);
    if (money.outForDelivery > 0) throw new HttpError(409, STAFF_MESSAGES.stillOutForDelivery(money.outForDelivery));
    if (money.riders.some((rider) => rider.difference !== 0)) throw new HttpError(409, STAFF_MESSAGES.differencesOpen);
    const inserted = await tx.insert(branchDays).values({ branchId, day, closedBy: actorId }).onConflictDoNothing().returning();
    if (inserted.length === 0) throw new HttpError(409, STAFF_MESSAGES.dayClosed);
    await audit(tx, actorId, 'cash.close_day', {
      branchId,
      day,
      cash: money.totals.cashCollected,
      upi: money.totals.upiCollected,
      paidOnline: money.totals.paidOnline,
    });
  });
}
