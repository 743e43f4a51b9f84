import { eq } from 'drizzle-orm';
import { ORDER_MESSAGES } from '@padstore/domain';
import type { Database } from '../../db/client.js';
import { orders } from '../../db/schema.js';
import { notFound } from '../../lib/http-error.js';
import { audit } from '../../lib/audit.js';

/**
 * The phone number of an order's customer, opened on purpose by a member of staff allowed to (a rider
 * only while the delivery is theirs): the audit log records who opened it.
 */
export async function openCustomerPhone(db: Database, actorId: string, orderId: string): Promise<string> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({ orderNumber: orders.orderNumber, phone: orders.deliveredToPhone })
      .from(orders)
      .where(eq(orders.id, orderId));
    if (!order) throw notFound(ORDER_MESSAGES.orderNotFound);
    await audit(tx, actorId, 'customer.phone.open', { orderNumber: order.orderNumber });
    return order.phone;
  });
}
