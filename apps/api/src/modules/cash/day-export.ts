import { deliveredInTime, indiaClock, paiseToRupees, type PrepaidOrderAnswer } from '@padstore/domain';
import type { cashDay } from './cash-service.js';
import type { dayOrders } from './day-reads.js';

const HAND_IN_RECORDS = { cash: 'cash handed in', write_off: 'written off', reversal: 'reversed' } as const;

/** One CSV field: quoted when it needs to be, and never read as a formula by a spreadsheet. */
export function csvField(value: string | number | null | undefined): string {
  // A number needs neither quotes nor the formula guard (a negative amount is a number, not a formula).
  if (typeof value === 'number') return String(value);
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text) && typeof value === 'string') text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const indiaTime = (instant: Date | null) => (instant ? indiaClock(instant) : '');

const HEADER = [
  'record',
  'order',
  'placed (India time)',
  'delivery',
  'status',
  'promised by',
  'delivered',
  'minutes to door',
  'promise kept',
  'rider',
  'paid by',
  'amount due',
  'amount received',
  'UPI reference',
  'note',
];

/** A row of a rider's cash (a hand-in, a write-off, a reversal, what was paid short): no order, paid by cash. */
const riderCashRow = (
  record: string,
  rider: string,
  { at = '', due = '', received = '', note = '' }: { at?: string; due?: number | ''; received?: number | ''; note?: string },
) => [record, '', at, '', '', '', '', null, '', rider, 'cash', due, received, '', note];

/**
 * An order paid online on the day: its payment (the gateway's id in the note), then its refund when it
 * was cancelled, negative so that the column adds up to what the store kept.
 */
function* prepaidRows(prepaid: PrepaidOrderAnswer[]): Generator<(string | number | null)[]> {
  for (const row of prepaid) {
    const method = row.method === 'upi' ? 'UPI' : row.method === 'card' ? 'card' : 'online';
    yield [
      'paid online',
      row.orderNumber,
      indiaTime(new Date(row.paidAt)),
      '',
      row.status.replace(/_/g, ' '),
      '',
      '',
      null,
      '',
      '',
      'online',
      row.amount,
      row.amount,
      '',
      `payment ${row.paymentId} by ${method}`,
    ];
    if (row.refund) {
      const refundId = row.refund.refundId ? ` ${row.refund.refundId}` : '';
      yield [
        'refund',
        row.orderNumber,
        '',
        '',
        `refund ${row.refund.state}`,
        '',
        '',
        null,
        '',
        '',
        'online',
        '',
        -row.refund.amount,
        '',
        `refund${refundId} of payment ${row.paymentId}`,
      ];
    }
  }
}

/**
 * The day of a branch as a spreadsheet: one row per order placed or delivered that day, with its
 * promise, rider and payment, then one per order paid online on the day (its payment id) and one per
 * refund of those, then one row per hand-in or write-off of cash, one per rider whose customers
 * paid short (the amount short as its amount due), then one per offer used in the
 * day's orders (its code, the discount given as its amount, its orders and cancellations in the note).
 * Line by line, so that the export streams it to the console as it is written.
 */
export function* dayCsvLines(
  orders: Awaited<ReturnType<typeof dayOrders>>,
  money: Awaited<ReturnType<typeof cashDay>>,
  offers: { code: string; orders: number; discountGiven: number; ordersCancelled: number }[],
  prepaid: PrepaidOrderAnswer[],
): Generator<string> {
  const line = (row: (string | number | null)[]) => `${row.map(csvField).join(',')}\r\n`;
  yield line(HEADER);
  for (const order of orders.rows) {
    const placedAt = new Date(order.placedAt);
    const promisedTo = new Date(order.promisedTo);
    const deliveredAt = order.deliveredAt === null ? null : new Date(order.deliveredAt);
    const minutes = order.deliveredAt === null ? null : Math.round((order.deliveredAt - order.placedAt) / 60_000);
    // Judged as promise kept judges it (packages/domain/src/promise-kept.ts): a cancelled order kept none.
    const keptWord = deliveredAt
      ? order.status !== 'cancelled' &&
        deliveredInTime({ deliveryType: order.deliveryType, status: order.status, placedAt, promisedTo, deliveredAt })
        ? 'yes'
        : 'no'
      : '';
    const delivered = order.riderId !== null;
    yield line([
      'order',
      order.orderNumber,
      indiaClock(placedAt),
      order.deliveryType.replace('_', '-'),
      order.status.replace(/_/g, ' '),
      indiaClock(promisedTo),
      indiaTime(deliveredAt),
      minutes,
      keptWord,
      delivered ? (orders.riders.get(order.riderId!) ?? '') : '',
      order.paidBy ?? '',
      paiseToRupees(order.totalPaise),
      order.receivedPaise !== null ? paiseToRupees(order.receivedPaise) : '',
      order.upiReference ?? '',
      order.note || order.cancelReason || '',
    ]);
  }
  for (const row of prepaidRows(prepaid)) yield line(row);
  for (const rider of money.riders) {
    for (const handIn of rider.handIns) {
      yield line(
        riderCashRow(HAND_IN_RECORDS[handIn.kind], rider.name, {
          at: indiaTime(new Date(handIn.at)),
          // A reversal takes its entry back: negative, so the column adds up to what was kept.
          received: handIn.kind === 'reversal' ? -handIn.amount : handIn.amount,
          note: handIn.note,
        }),
      );
    }
  }
  // What customers paid short of the amount due, per rider: the orders' rows above say which and why.
  for (const rider of money.riders.filter((row) => row.short > 0)) {
    const orders = rider.shortOrderCount;
    yield line(riderCashRow('paid short', rider.name, { due: rider.short, note: `${orders} ${orders === 1 ? 'order' : 'orders'}` }));
  }
  for (const offer of offers) {
    yield line([
      'offer',
      offer.code,
      '',
      '',
      '',
      '',
      '',
      null,
      '',
      '',
      '',
      offer.discountGiven,
      '',
      '',
      `${offer.orders} ${offer.orders === 1 ? 'order' : 'orders'}, ${offer.ordersCancelled} cancelled`,
    ]);
  }
}

/**
 * The lines gathered into chunks of about 64 KiB: a stream of one chunk per line (thousands on a busy
 * day) costs a write and its bookkeeping per line.
 */
export function* inChunks(lines: Iterable<string>, size = 64 * 1024): Generator<string> {
  let chunk = '';
  for (const line of lines) {
    chunk += line;
    if (chunk.length >= size) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk) yield chunk;
}
