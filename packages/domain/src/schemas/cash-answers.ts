import { z } from 'zod';
import { DELIVERY_PAID_BY } from '../floor.js';

const money = z.number();

export const riderCashAnswer = z.object({
  _id: z.string(),
  name: z.string(),
  /**
   * How many orders this rider delivered on the day (their money booked to it). The orders themselves,
   * with how each was paid, are read a page at a time (`riderDayOrdersAnswer`): a busy branch's day is
   * thousands.
   */
  orderCount: z.number(),
  /** How many of those customers paid short of the amount due in cash. */
  shortOrderCount: z.number(),
  /** The ledger of the day: entries are never edited; one recorded wrong is taken back by a reversal naming it. */
  handIns: z.array(
    z.object({
      _id: z.string(),
      kind: z.enum(['cash', 'write_off', 'reversal']),
      /** For a reversal: the entry it takes back. */
      reverses: z.string().nullable(),
      /** Whether a reversal has taken this entry back. */
      reversed: z.boolean(),
      amount: money,
      note: z.string(),
      at: z.string(),
      by: z.string(),
    }),
  ),
  cashCollected: money,
  upiCollected: money,
  handedIn: money,
  writtenOff: money,
  /** Cash collected less what was handed in or written off: positive is still with the rider. Settled at 0. */
  difference: money,
  /** What customers paid short of the amount due in cash (₹400 of ₹407: ₹7), each with the rider's note. */
  short: money,
  /**
   * Cash this rider collected on this India day after the day was closed: booked to the next open day
   * (`owedTo`), where it is handed in. Not part of this day's figures above.
   */
  collectedAfterClose: money,
  owedTo: z.string().nullable(),
});
export type RiderCashAnswer = z.infer<typeof riderCashAnswer>;

/** An order a rider delivered on the day, with how it was paid. */
export const riderDayOrderAnswer = z.object({
  orderNumber: z.string(),
  paidBy: z.enum(DELIVERY_PAID_BY),
  due: money,
  received: money,
  upiReference: z.string().nullable(),
  note: z.string(),
  at: z.string(),
});
export type RiderDayOrderAnswer = z.infer<typeof riderDayOrderAnswer>;

/** A page of a rider's orders of the day, the latest delivered first; `older` asks for the next page (null on the last). */
export const riderDayOrdersAnswer = z.object({
  orders: z.array(riderDayOrderAnswer),
  older: z.string().nullable(),
});
export type RiderDayOrdersAnswer = z.infer<typeof riderDayOrdersAnswer>;

/**
 * An order of the branch paid online on the day (issue 47): the gateway's payment id, and its refund
 * when it was cancelled. Counted apart from the cash and UPI taken at the door; refunded, it is not revenue.
 */
export const prepaidOrderAnswer = z.object({
  orderNumber: z.string(),
  status: z.string(),
  paymentId: z.string(),
  method: z.string().nullable(),
  amount: money,
  paidAt: z.string(),
  refund: z.object({ amount: money, state: z.enum(['pending', 'started', 'refunded']), refundId: z.string().nullable() }).nullable(),
});
export type PrepaidOrderAnswer = z.infer<typeof prepaidOrderAnswer>;

/** A page of the branch's orders paid online on the day, the latest paid first; `older` asks for the next page (null on the last). */
export const prepaidDayOrdersAnswer = z.object({
  orders: z.array(prepaidOrderAnswer),
  older: z.string().nullable(),
});
export type PrepaidDayOrdersAnswer = z.infer<typeof prepaidDayOrdersAnswer>;

export const cashDayAnswer = z.object({
  day: z.string(),
  branch: z.object({ _id: z.string(), name: z.string() }),
  riders: z.array(riderCashAnswer),
  /**
   * How many orders were paid online on the day: no rider collects or hands in anything for them. The
   * orders themselves are read a page at a time (`prepaidDayOrdersAnswer`): on a busy day they are thousands.
   */
  prepaidCount: z.number(),
  totals: z.object({
    cashCollected: money,
    upiCollected: money,
    handedIn: money,
    writtenOff: money,
    difference: money,
    short: money,
    collectedAfterClose: money,
    /** Paid online on the day and not refunded (nor being refunded). */
    paidOnline: money,
    /** Refunds of the day's online payments, asked, started or done. */
    refunds: money,
    /** The day's money (`TAKEN_COUNTS`): cash and UPI collected at the door, and paid online less refunds (the dashboard's revenue). */
    taken: money,
  }),
  /** Orders of the branch out with a rider now. */
  outForDelivery: z.number(),
  closed: z.object({ at: z.string(), by: z.string() }).nullable(),
});
export type CashDayAnswer = z.infer<typeof cashDayAnswer>;

export const promiseKeptAnswer = z.object({
  day: z.string(),
  branches: z.array(
    z.object({
      _id: z.string(),
      name: z.string(),
      orders: z.number(),
      delivered: z.number(),
      deliveredInTime: z.number(),
      deliveredLate: z.number(),
      notDelivered: z.number().describe('past its promise, neither delivered nor cancelled'),
      cancelled: z.number(),
      stillOpen: z.number().describe('neither delivered nor cancelled, its promise not yet due'),
      expressWithin60: z.number().nullable(),
      sameDayOnTime: z.number().nullable(),
      nextDayOnTime: z.number().nullable(),
      medianMinutesToDoor: z.number().nullable(),
    }),
  ),
});
export type PromiseKeptAnswer = z.infer<typeof promiseKeptAnswer>;

/** The store's UPI id and payee name, with the version an edit must send back (0 while none is set). */
export const upiSettingsAnswer = z.object({ upiId: z.string(), payeeName: z.string(), version: z.number() });
export type UpiSettingsAnswer = z.infer<typeof upiSettingsAnswer>;
