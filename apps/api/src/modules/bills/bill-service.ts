import { and, eq, inArray, sql } from 'drizzle-orm';
import { ORDER_MESSAGES, PRIVACY_MESSAGES, type OnlinePaymentRecord, type PaymentRecord } from '@padstore/domain';
import type { Database } from '../../db/client.js';
import { bills, deliveries, documentSeries, orderItems, orders, payments, products, users } from '../../db/schema.js';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@padstore/domain/i18n';
import { HttpError, notFound } from '../../lib/http-error.js';
import { readSeller } from '../seller/seller-service.js';
import { billNumber, composeBill, seriesOf, type BillContent } from './bill-content.js';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type Order = typeof orders.$inferSelect;

/**
 * The next number of a series, inside the caller's transaction. The counter row stays locked until that
 * transaction ends: a delivery that rolls back gives its number back, and a concurrent one on any
 * instance waits for the commit, so the series has no gaps and no repeats.
 */
export async function nextInSeries(tx: Transaction, series: string): Promise<number> {
  const [row] = await tx
    .insert(documentSeries)
    .values({ series, lastNumber: 1 })
    .onConflictDoUpdate({ target: documentSeries.series, set: { lastNumber: sql`${documentSeries.lastNumber} + 1` } })
    .returning({ lastNumber: documentSeries.lastNumber });
  return row!.lastNumber;
}

/**
 * Issues the bill of a delivered order in the delivery's own transaction: its number from the series of
 * the financial year of delivery, and its content (the seller's details, the customer, the lines with
 * their HSN and tax, the charges, how she paid) stored as rendered.
 */
export async function issueBill(tx: Transaction, order: Order): Promise<BillContent> {
  const issuedAt = order.deliveredAt ?? new Date();
  const series = seriesOf(issuedAt);
  const sequence = await nextInSeries(tx, series);
  const number = billNumber(series, sequence);
  const [{ seller }, items, payment, online] = await Promise.all([
    readSeller(tx),
    tx
      .select({
        productName: orderItems.productName,
        size: orderItems.size,
        quantity: orderItems.quantity,
        unitPricePaise: orderItems.unitPricePaise,
        discountPaise: orderItems.discountPaise,
        hsnCode: products.hsnCode,
        gstRate: products.gstRate,
      })
      .from(orderItems)
      .innerJoin(products, eq(products.id, orderItems.productId))
      .where(eq(orderItems.orderId, order.id))
      .orderBy(orderItems.productName),
    // The rider's record of cash or UPI, written by the delivery that issues this bill.
    paymentAtTheDoorOf(tx, order.id),
    onlinePaymentOf(tx, order.id),
  ]);
  const content = composeBill({ number, issuedAt, seller, order: { ...order, deliveredAt: issuedAt }, payment, online, items });
  await tx.insert(bills).values({ orderId: order.id, number, series, sequence, issuedAt, content: JSON.stringify(content) });
  return content;
}

/** How the rider recorded she paid at the door (cash, or UPI with its reference), once the order was delivered. */
export async function paymentAtTheDoorOf(db: Database | Transaction, orderId: string): Promise<PaymentRecord | null> {
  const [record] = await db
    .select({ paidBy: deliveries.paidBy, upiReference: deliveries.upiReference })
    .from(deliveries)
    .where(and(eq(deliveries.orderId, orderId), eq(deliveries.outcome, 'delivered')))
    .limit(1);
  return record ?? null;
}

/** Her payment online and its refund, when she paid (or is paying) before the door. */
export async function onlinePaymentOf(db: Database | Transaction, orderId: string): Promise<OnlinePaymentRecord | null> {
  const [record] = await db
    .select({
      status: payments.status,
      method: payments.method,
      paymentId: payments.paymentId,
      amountPaise: payments.amountPaise,
      refundStatus: payments.refundStatus,
    })
    .from(payments)
    .where(eq(payments.orderId, orderId));
  return record ?? null;
}

/**
 * The bill of an order: another customer's order is not found (404), an undelivered one has none yet
 * (409). An order delivered before bills existed gets its number now, once.
 */
export async function billOf(db: Database, orderId: string, ownerId?: string): Promise<BillContent> {
  const [existing] = await db
    .select({ content: bills.content, userId: orders.userId })
    .from(orders)
    .leftJoin(bills, eq(bills.orderId, orders.id))
    .where(ownerId ? and(eq(orders.id, orderId), eq(orders.userId, ownerId)) : eq(orders.id, orderId))
    .limit(1);
  if (!existing) throw notFound(ORDER_MESSAGES.orderNotFound);
  if (existing.content) return JSON.parse(existing.content) as BillContent;
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order || order.status !== 'delivered') throw new HttpError(409, PRIVACY_MESSAGES.invoiceNotReady);
    const [issued] = await tx.select({ content: bills.content }).from(bills).where(eq(bills.orderId, orderId));
    if (issued) return JSON.parse(issued.content) as BillContent;
    return issueBill(tx, order);
  });
}

/** The language saved on the account of an order's customer: the console prints her bill as she reads it. */
export async function billLanguageOf(db: Database, orderId: string): Promise<Language> {
  const [row] = await db
    .select({ language: users.language })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId))
    .limit(1);
  return isLanguage(row?.language) ? row.language : DEFAULT_LANGUAGE;
}

/** On erasure: the bills of her orders keep their numbers and amounts, and name a deleted customer. */
export async function redactBillsOf(tx: Transaction, userId: string, name: string): Promise<void> {
  const rows = await tx
    .select({ orderId: bills.orderId, content: bills.content })
    .from(bills)
    .where(inArray(bills.orderId, tx.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId))));
  for (const row of rows) {
    const content = JSON.parse(row.content) as BillContent;
    content.customer = { ...content.customer, name, address: '', plotNumber: '', street: '' };
    await tx
      .update(bills)
      .set({ content: JSON.stringify(content) })
      .where(eq(bills.orderId, row.orderId));
  }
}

export const billFileName = (bill: BillContent) =>
  `${bill.title.toLowerCase().replace(/\s+/g, '-')}-${bill.number.replace(/\//g, '-')}.pdf`;
