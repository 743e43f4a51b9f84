import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { payments } from '../../db/schema.js';

type Reader = Pick<Database, 'select'>;

/**
 * Which of these orders she paid online before the door (issue 47): the floor's and the rider's
 * 'Paid online: collect nothing', and a delivery that expects no cash. Read from the payments table, so
 * the floor and the rider need no gateway to know it.
 */
export async function paidOnline(db: Reader, orderIds: string[]): Promise<Set<string>> {
  if (orderIds.length === 0) return new Set();
  const rows = await db
    .select({ orderId: payments.orderId })
    .from(payments)
    .where(and(inArray(payments.orderId, orderIds), eq(payments.status, 'paid')));
  return new Set(rows.map((row) => row.orderId));
}

/** Whether one order was paid online: nothing is collected for it at the door. */
export async function isPaidOnline(db: Reader, orderId: string): Promise<boolean> {
  return (await paidOnline(db, [orderId])).has(orderId);
}
