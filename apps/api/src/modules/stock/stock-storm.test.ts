import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../db/schema.js';
import { createCustomer, createTestStore, demoProduct, newPhone, type TestStore } from '../../test/harness.js';
import { RELAXED_LIMITS } from '../../test/relaxed-limits.js';
import { addStaffMember, branchIdOf, buyNow, type Headers } from '../../test/staff.js';
import { ledgerDisagreements } from './stock-ledger-service.js';

/**
 * A storm of orders, cancels, receipts, counts and write-offs on one product of one branch, all at
 * once: whatever order they land in, the quantity on hand is the sum of the ledger's entries, never
 * below zero, and every entry's balance follows from the one before it.
 */
let store: TestStore;
let owner: Headers;
let manager: Headers;
let packer: Headers;
let customers: Headers[];
let branchId: string;
let productId: string;
const ownerPhone = newPhone();
const PIN_CODE = '560001';

beforeAll(async () => {
  store = await createTestStore({ env: { ADMIN_PHONES: ownerPhone, ...RELAXED_LIMITS } });
  owner = (await createCustomer(store, { phoneNumber: Number(ownerPhone) })).headers;
  branchId = await branchIdOf(store, 'Bengaluru Central');
  manager = (await addStaffMember(store, owner, 'manager', [branchId])).headers;
  packer = (await addStaffMember(store, owner, 'packer', [branchId])).headers;
  customers = await Promise.all([1, 2, 3].map(async () => (await createCustomer(store)).headers));
  productId = (await demoProduct(store, 'Whisper Choice Ultra')).id;
});
afterAll(() => store.close());

const call = (method: 'POST' | 'PUT', url: string, headers: Headers, payload: object) =>
  store.app.inject({ method, url: `/api/admin${url}`, headers, payload });

let invoice = 0;
type Operation =
  | { kind: 'order'; quantity: number; cancel: boolean; customer: number }
  | { kind: 'receipt'; quantity: number }
  | { kind: 'count'; counted: number }
  | { kind: 'writeOff'; quantity: number };

const operation: fc.Arbitrary<Operation> = fc.oneof(
  fc.record({ kind: fc.constant('order' as const), quantity: fc.integer({ min: 1, max: 3 }), cancel: fc.boolean(), customer: fc.nat(2) }),
  fc.record({ kind: fc.constant('receipt' as const), quantity: fc.integer({ min: 1, max: 6 }) }),
  fc.record({ kind: fc.constant('count' as const), counted: fc.integer({ min: 0, max: 12 }) }),
  fc.record({ kind: fc.constant('writeOff' as const), quantity: fc.integer({ min: 1, max: 3 }) }),
);

/** One operation as the shop would make it; a refusal (stock short, a count waiting) is a fair outcome. */
async function perform(op: Operation): Promise<void> {
  if (op.kind === 'order') {
    let order: { _id: string };
    try {
      order = await buyNow(store, customers[op.customer]!, productId, { quantity: op.quantity, pinCode: PIN_CODE });
    } catch {
      return; // Out of stock: refused, nothing taken.
    }
    if (op.cancel) {
      const cancelled = await store.app.inject({
        method: 'PUT',
        url: `/api/user/cancel/${order._id}`,
        headers: customers[op.customer]!,
        payload: { cancelReason: 'Price High' },
      });
      expect(cancelled.statusCode, cancelled.body).toBeLessThan(300);
    }
    return;
  }
  const answer =
    op.kind === 'receipt'
      ? await call('POST', '/stock/receipts', manager, {
          branchId,
          supplier: 'Storm Supplies',
          invoiceNumber: `STORM-${++invoice}`,
          invoiceDate: '2026-11-27',
          lines: [{ productId, quantity: op.quantity }],
        })
      : op.kind === 'count'
        ? await call('POST', '/stock/counts', packer, { branchId, lines: [{ productId, counted: op.counted }] })
        : await call('POST', '/stock/write-offs', manager, {
            branchId,
            reason: 'damaged',
            note: 'Storm',
            lines: [{ productId, quantity: op.quantity }],
          });
  expect([201, 409], answer.body).toContain(answer.statusCode);
}

describe('the stock ledger in a storm', () => {
  it('sums to the quantity on hand, never below zero, whatever lands at once', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 4, maxLength: 12 }), async (operations) => {
        await Promise.all(operations.map(perform));
        expect(await ledgerDisagreements(store.database.db)).toEqual([]);
        const entries = await store.database.db
          .select()
          .from(schema.stockEntries)
          .where(and(eq(schema.stockEntries.branchId, branchId), eq(schema.stockEntries.productId, productId)));
        expect(entries.every((entry) => entry.balance >= 0)).toBe(true);
        const [held] = await store.database.db
          .select()
          .from(schema.branchStock)
          .where(and(eq(schema.branchStock.branchId, branchId), eq(schema.branchStock.productId, productId)));
        expect(held!.quantity).toBe(entries.reduce((sum, entry) => sum + entry.quantity, 0));
        expect(held!.quantity).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 6 },
    );
  });
});
