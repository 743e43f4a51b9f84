import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canMoveOrder, ORDER_STATUSES, type OrderActor, type OrderStatus } from '@padstore/domain';
import * as schema from '../../db/schema.js';
import { createCustomer, createTestStore, customerId, newPhone, recordOrder, type TestStore } from '../../test/harness.js';
import { addStaffMember, type Headers } from '../../test/staff.js';

let store: TestStore;
let owner: Headers;
let customer: Headers;
let customerUserId: string;
let rider: { headers: Headers; id: string };
let branchId: string;
const ownerPhone = newPhone();

beforeAll(async () => {
  store = await createTestStore({ env: { ADMIN_PHONES: ownerPhone } });
  owner = (await createCustomer(store, { phoneNumber: Number(ownerPhone) })).headers;
  customer = (await createCustomer(store)).headers;
  customerUserId = await customerId(store, customer);
  // recordOrder writes its orders to the first branch it finds: the rider works there.
  const [branch] = await store.database.db.select().from(schema.branches).limit(1);
  branchId = branch!.id;
  rider = await addStaffMember(store, owner, 'rider', [branchId]);
  await store.app.inject({ method: 'PUT', url: '/api/admin/rider/shift', headers: rider.headers, payload: { onShift: true } });
});
afterAll(() => store.close());

type Order = typeof schema.orders.$inferSelect;

/** An order in a status, given to the rider (and, once out, sent out with her) when `held`. */
async function orderIn(status: OrderStatus, held: boolean): Promise<Order> {
  const order = await recordOrder(store, customerUserId, [], status);
  if (held) {
    await store.database.db.insert(schema.deliveries).values({
      orderId: order.id,
      branchId,
      riderId: rider.id,
      amountDuePaise: order.totalPaise,
      dispatchedAt: status === 'out_for_delivery' ? new Date() : null,
    });
  }
  return order;
}

interface Path {
  name: string;
  by: OrderActor;
  to: OrderStatus;
  /** What the path itself needs besides the table: the floor sends out only what a rider holds, a rider ends only what she carries. */
  needs?: (order: Order, held: boolean) => boolean;
  /** The moves the path makes on its way (the floor confirms a placed order as it packs it). */
  steps?: (from: OrderStatus) => [OrderStatus, OrderStatus][];
  act: (order: Order) => Promise<{ statusCode: number; body: string }>;
}

const put = (url: string, headers: Headers, payload: object = {}) => store.app.inject({ method: 'PUT', url, headers, payload });
const ridersOwn = (order: Order, held: boolean) => held && order.status === 'out_for_delivery';

const PATHS: Path[] = [
  {
    name: 'customer cancels',
    by: 'customer',
    to: 'cancelled',
    act: (o) => put(`/api/user/cancel/${o.id}`, customer, { cancelReason: 'Ordered twice' }),
  },
  {
    name: 'floor packs',
    by: 'floor',
    to: 'packed',
    needs: (order) => order.status !== 'out_for_delivery',
    steps: (from) =>
      from === 'placed'
        ? [
            ['placed', 'confirmed'],
            ['confirmed', 'packed'],
          ]
        : [[from, 'packed']],
    act: (o) => put(`/api/admin/floor/orders/${o.id}/packed`, owner),
  },
  {
    name: 'floor sends out',
    by: 'floor',
    to: 'out_for_delivery',
    needs: (_, held) => held,
    act: (o) => put(`/api/admin/floor/orders/${o.id}/out-for-delivery`, owner),
  },
  {
    name: 'floor takes back',
    by: 'floor',
    to: 'packed',
    needs: (order) => order.status === 'out_for_delivery',
    act: (o) => put(`/api/admin/floor/orders/${o.id}/back-at-branch`, owner, { note: 'Rider left' }),
  },
  {
    name: 'rider delivers',
    by: 'rider',
    to: 'delivered',
    needs: ridersOwn,
    act: (o) => put(`/api/admin/rider/deliveries/${o.id}/delivered`, rider.headers, { paidBy: 'cash', amountReceived: 0 }),
  },
  {
    name: 'rider could not deliver',
    by: 'rider',
    to: 'packed',
    needs: ridersOwn,
    act: (o) => put(`/api/admin/rider/deliveries/${o.id}/not-delivered`, rider.headers, { reason: 'unreachable', note: 'No answer' }),
  },
  ...ORDER_STATUSES.map((to): Path => ({
    name: `console moves to ${to}`,
    by: 'console',
    to,
    act: (o) => put(`/api/admin/orders/${o.id}/status`, owner, { status: to, version: o.version, reason: 'Asked by phone' }),
  })),
];

const STARTS: { status: OrderStatus; held: boolean }[] = [
  ...ORDER_STATUSES.map((status) => ({ status, held: false })),
  ...(['placed', 'confirmed', 'packed', 'out_for_delivery'] as const).map((status) => ({ status, held: true })),
];

async function tally(orderId: string) {
  const db = store.database.db;
  const [[events], [open], [order]] = await Promise.all([
    db.select({ n: count() }).from(schema.orderEvents).where(eq(schema.orderEvents.orderId, orderId)),
    db
      .select({ n: count() })
      .from(schema.deliveries)
      .where(and(eq(schema.deliveries.orderId, orderId), isNull(schema.deliveries.endedAt))),
    db.select().from(schema.orders).where(eq(schema.orders.id, orderId)),
  ]);
  return { events: events!.n, open: open!.n, status: order!.status };
}

describe('one road for every status change', () => {
  it('takes every path from every status only where the table lets its actor, and writes one event per move', async () => {
    const walked: string[] = [];
    for (const start of STARTS) {
      for (const path of PATHS) {
        const order = await orderIn(start.status, start.held);
        const steps = path.steps?.(start.status) ?? [[start.status, path.to]];
        const allowed =
          (path.needs?.(order, start.held) ?? true) && steps.every(([from, to]) => canMoveOrder(from, to, path.by, start.held));
        const before = await tally(order.id);
        const answer = await path.act(order);
        const after = await tally(order.id);
        const where = `${path.name} from ${start.status}${start.held ? ' (a rider holds it)' : ''}: ${answer.statusCode} ${answer.body}`;
        expect(answer.statusCode, where).toBeLessThan(500);
        expect(answer.statusCode < 300, where).toBe(allowed);
        if (allowed) {
          expect(after.status, where).toBe(path.to);
          expect(after.events - before.events, where).toBe(steps.length);
          // Whatever ends the order or brings it back ends the rider's delivery.
          if (['delivered', 'cancelled'].includes(path.to) || (start.status === 'out_for_delivery' && path.to === 'packed')) {
            expect(after.open, where).toBe(0);
          }
          walked.push(`${start.status}${start.held ? '*' : ''} -> ${path.to} by ${path.by}`);
        } else {
          expect(after, where).toEqual(before);
        }
      }
    }
    expect(walked).toEqual(
      expect.arrayContaining([
        'placed -> cancelled by customer',
        'packed* -> cancelled by customer',
        'out_for_delivery* -> delivered by rider',
        'out_for_delivery* -> packed by rider',
        'out_for_delivery* -> packed by floor',
        'out_for_delivery -> delivered by console',
      ]),
    );
    expect(walked).not.toContain('out_for_delivery* -> delivered by console');
  }, 120_000);
});
