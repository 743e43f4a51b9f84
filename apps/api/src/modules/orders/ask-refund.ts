import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Transaction } from '../../db/client.js';
import { payments } from '../../db/schema.js';

/**
 * Asks for the refund of an order paid online, in the transaction that cancels it: the refund's
 * idempotency key is chosen here, once, and a second cancel finds the refund already asked. The gateway
 * is called after the commit (`sendPendingRefunds`), and again until it takes it.
 */
export async function askRefund(tx: Transaction, orderId: string, now = new Date()): Promise<void> {
  await tx
    .update(payments)
    .set({ refundStatus: 'pending', refundKey: `refund-${randomUUID()}`, refundAskedAt: now })
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'paid'), isNull(payments.refundStatus)));
}
