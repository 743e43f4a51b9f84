import { count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog, bills, deliveries, notifications, orderEvents, orderItems, orders, outboxMessages } from '../../db/schema.js';
import {
  buyProduct,
  createCustomer,
  createTestStore,
  customerId,
  deliverOrder,
  demoProduct,
  newPhone,
  type TestStore,
} from '../../test/harness.js';
import { purgeExpired } from './retention-service.js';

const RETENTION = { notificationsDays: 365, timelineDetailsDays: 730, auditLogDays: 1_095 };
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

let store: TestStore;
let oldOrder: string;
let newOrder: string;
let herId: string;

beforeAll(async () => {
  const ownerPhone = newPhone();
  store = await createTestStore({ env: { ADMIN_PHONES: ownerPhone } });
  const owner = (await createCustomer(store, { phoneNumber: Number(ownerPhone) })).headers;
  const customer = (await createCustomer(store)).headers;
  herId = await customerId(store, customer);
  const product = await demoProduct(store, 'Whisper Choice Ultra');
  oldOrder = (await buyProduct(store, customer, product.id)).id;
  newOrder = (await buyProduct(store, customer, product.id)).id;
  await deliverOrder(store, owner, oldOrder);
  await deliverOrder(store, owner, newOrder);
  // The first order as if delivered two years and a month ago; its audit entries three years and more.
  const db = store.database.db;
  await db
    .update(orderEvents)
    .set({ createdAt: daysAgo(760) })
    .where(eq(orderEvents.orderId, oldOrder));
  await db
    .update(notifications)
    .set({ createdAt: daysAgo(760) })
    .where(eq(notifications.orderId, oldOrder));
  await db
    .update(auditLog)
    .set({ createdAt: daysAgo(1_200) })
    .where(sql`${auditLog.details} like ${`%${(await db.select().from(orders).where(eq(orders.id, oldOrder)))[0]!.orderNumber}%`}`);
});

afterAll(async () => {
  await store.close();
});

const rowsOf = async (table: typeof orders | typeof orderItems | typeof deliveries | typeof bills) =>
  (await store.database.db.select({ n: count() }).from(table))[0]!.n;

describe('the retention purge', () => {
  it('removes only what its rules name, in batches, and never an order, its lines, deliveries or bills', async () => {
    const db = store.database.db;
    const kept = {
      orders: await rowsOf(orders),
      lines: await rowsOf(orderItems),
      deliveries: await rowsOf(deliveries),
      bills: await rowsOf(bills),
    };
    const oldAudit = (
      await db
        .select({ n: count() })
        .from(auditLog)
        .where(sql`${auditLog.createdAt} < ${daysAgo(1_095)}`)
    )[0]!.n;
    expect(oldAudit).toBeGreaterThanOrEqual(4);
    const statements = vi.spyOn(db, 'delete');

    const purged = await purgeExpired(db, RETENTION, { batch: 2 });

    // The old order's notifications (one a step) and its three intermediate steps; its audit entries.
    expect(purged.notifications).toBeGreaterThanOrEqual(3);
    expect(purged.timelineSteps).toBe(3);
    expect(purged.auditEntries).toBe(oldAudit);
    expect(statements.mock.calls.length).toBeGreaterThanOrEqual(
      Math.ceil(purged.notifications / 2) + Math.ceil(purged.timelineSteps / 2) + Math.ceil(purged.auditEntries / 2),
    );
    statements.mockRestore();

    const steps = async (orderId: string) =>
      (await db.select({ status: orderEvents.status }).from(orderEvents).where(eq(orderEvents.orderId, orderId)))
        .map((row) => row.status)
        .sort();
    expect(await steps(oldOrder)).toEqual(['delivered', 'placed']);
    expect(await steps(newOrder)).toEqual(['confirmed', 'delivered', 'out_for_delivery', 'packed', 'placed']);
    const notified = await db
      .select({ orderId: notifications.orderId })
      .from(notifications)
      .where(inArray(notifications.orderId, [oldOrder, newOrder]));
    expect(notified.length).toBeGreaterThan(0);
    expect(notified.every((row) => row.orderId === newOrder)).toBe(true);
    expect((await db.select({ n: count() }).from(auditLog))[0]!.n).toBeGreaterThan(0);
    expect({
      orders: await rowsOf(orders),
      lines: await rowsOf(orderItems),
      deliveries: await rowsOf(deliveries),
      bills: await rowsOf(bills),
    }).toEqual(kept);

    // Nothing past its retention is left: a second run removes nothing.
    expect(await purgeExpired(db, RETENTION, { batch: 2 })).toEqual({
      notifications: 0,
      outboxMessages: 0,
      timelineSteps: 0,
      auditEntries: 0,
    });
  });

  it("removes her sent, unreachable and given-up messages past the notifications' retention, never one still to send", async () => {
    const db = store.database.db;
    const message = (eventId: string, state: 'pending' | 'sent' | 'gone' | 'given_up', days: number) => ({
      eventId,
      customerId: herId,
      channel: 'push' as const,
      kind: 'delivered' as const,
      language: 'en' as const,
      variables: { orderNumber: 'T1' },
      state,
      createdAt: daysAgo(days),
    });
    await db
      .insert(outboxMessages)
      .values([
        message('retention:old-sent', 'sent', 400),
        message('retention:old-gone', 'gone', 400),
        message('retention:old-given-up', 'given_up', 366),
        message('retention:old-pending', 'pending', 400),
        message('retention:recent-sent', 'sent', 300),
      ]);

    const purged = await purgeExpired(db, RETENTION, { batch: 2 });

    expect(purged.outboxMessages).toBe(3);
    const left = await db
      .select({ eventId: outboxMessages.eventId })
      .from(outboxMessages)
      .where(sql`${outboxMessages.eventId} like 'retention:%'`);
    expect(left.map((row) => row.eventId).sort()).toEqual(['retention:old-pending', 'retention:recent-sent']);
  });
});
