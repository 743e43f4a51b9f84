import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../db/schema.js';
import { createCustomer, createTestStore, demoProduct, newPhone, type TestStore } from '../../test/harness.js';
import { addStaffMember, branchIdOf, buyNow, type Headers } from '../../test/staff.js';
import { ledgerDisagreements } from './stock-ledger-service.js';

/**
 * The stock ledger (decision record 033): every change of a branch's stock is an entry, the quantity on
 * hand is always the sum of them, and it never goes below zero, whoever writes at once.
 */
let store: TestStore;
let owner: Headers;
let packer: Headers;
const ownerPhone = newPhone();
const branches: Record<'bengaluru' | 'mumbai', { id: string; manager: Headers; pinCode: string }> = {} as never;

beforeAll(async () => {
  store = await createTestStore({ env: { ADMIN_PHONES: ownerPhone } });
  owner = (await createCustomer(store, { phoneNumber: Number(ownerPhone) })).headers;
  for (const [key, name, pinCode] of [
    ['bengaluru', 'Bengaluru Central', '560001'],
    ['mumbai', 'Mumbai Fort', '400001'],
  ] as const) {
    const id = await branchIdOf(store, name);
    branches[key] = { id, manager: (await addStaffMember(store, owner, 'manager', [id])).headers, pinCode };
  }
  packer = (await addStaffMember(store, owner, 'packer', [branches.bengaluru.id])).headers;
});
afterAll(() => store.close());

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, headers: Headers, payload?: object) =>
  store.app.inject({ method, url: `/api/admin${url}`, headers, ...(payload ? { payload } : {}) });

async function onHand(branchId: string, productId: string): Promise<number> {
  const [row] = await store.database.db
    .select({ quantity: schema.branchStock.quantity })
    .from(schema.branchStock)
    .where(and(eq(schema.branchStock.branchId, branchId), eq(schema.branchStock.productId, productId)));
  return row?.quantity ?? 0;
}

async function entries(branchId: string, productId: string) {
  return store.database.db
    .select()
    .from(schema.stockEntries)
    .where(and(eq(schema.stockEntries.branchId, branchId), eq(schema.stockEntries.productId, productId)));
}

/** The check the console runs: nothing on hand differs from its ledger, and nothing is below zero. */
async function expectLedgerAgrees() {
  expect(await ledgerDisagreements(store.database.db)).toEqual([]);
  const checked = await call('GET', '/stock/check', owner);
  expect(checked.json()).toEqual({ disagreements: [] });
  const negative = (await store.database.db.select().from(schema.branchStock)).filter((row) => row.quantity < 0);
  expect(negative).toEqual([]);
}

/** Sets a product's stock in a branch through the console (a 'corrected' entry). */
async function setStock(branchId: string, productId: string, quantity: number) {
  const set = await call('PUT', `/branches/${branchId}/stock`, owner, { productId, quantity });
  expect(set.statusCode, set.body).toBe(200);
}

let invoices = 0;
const receipt = (branchId: string, productId: string, quantity: number, extra: object = {}) => ({
  branchId,
  supplier: 'Sun Distributors',
  invoiceNumber: `INV-${++invoices}`,
  invoiceDate: '2026-11-20',
  lines: [{ productId, quantity, costPrice: 61.5 }],
  ...extra,
});

describe('the stock ledger', () => {
  it('begins from the opening stock, each product an opening entry', async () => {
    const product = await demoProduct(store, 'Sofy Body Fit');
    const opening = await entries(branches.bengaluru.id, product.id);
    expect(opening.map((entry) => entry.reason)).toContain('opening');
    await expectLedgerAgrees();
  });

  it('records a delivery by its invoice, keeps the cost price from customers, and refuses the same invoice twice', async () => {
    const { id, manager } = branches.bengaluru;
    const product = await demoProduct(store, 'Whisper Choice Ultra');
    const before = await onHand(id, product.id);
    const body = receipt(id, product.id, 24);
    const received = await call('POST', '/stock/receipts', manager, body);
    expect(received.statusCode, received.body).toBe(201);
    expect(await onHand(id, product.id)).toBe(before + 24);
    const [line] = await store.database.db
      .select()
      .from(schema.stockReceiptLines)
      .where(eq(schema.stockReceiptLines.receiptId, received.json()._id));
    expect(line).toMatchObject({ quantity: 24, costPricePaise: 6150 });

    const again = await call('POST', '/stock/receipts', branches.mumbai.manager, {
      ...body,
      branchId: branches.mumbai.id,
      supplier: '  sun   DISTRIBUTORS ',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`Invoice ${body.invoiceNumber} of sun   DISTRIBUTORS is already recorded`);
    expect(await onHand(id, product.id)).toBe(before + 24);

    const ledger = (await call('GET', `/stock/ledger?branchId=${id}&productId=${product.id}`, packer)).json();
    expect(ledger.entries[0]).toMatchObject({
      reason: 'received',
      quantity: 24,
      source: `Invoice ${body.invoiceNumber} of Sun Distributors`,
    });
    expect(JSON.stringify(ledger)).not.toMatch(/cost/i);
    const shown = await store.app.inject({ url: `/api/user/Product/getProductById/${product.id}` });
    expect(shown.body).not.toMatch(/cost/i);
    await expectLedgerAgrees();
  });

  it('refuses the same invoice recorded twice at once: one is kept', async () => {
    const { id, manager } = branches.bengaluru;
    const product = await demoProduct(store, 'Whisper Choice Ultra');
    const before = await onHand(id, product.id);
    const body = receipt(id, product.id, 5);
    const answers = await Promise.all([call('POST', '/stock/receipts', manager, body), call('POST', '/stock/receipts', owner, body)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(await onHand(id, product.id)).toBe(before + 5);
  });

  it('takes an order as a sale and gives a cancel back to the shelf, each naming the order', async () => {
    const { id, pinCode } = branches.bengaluru;
    const product = await demoProduct(store, 'Sofy Body Fit');
    const customer = (await createCustomer(store)).headers;
    const before = await onHand(id, product.id);
    const order = await buyNow(store, customer, product.id, { quantity: 2, pinCode });
    expect(await onHand(id, product.id)).toBe(before - 2);
    const cancelled = await store.app.inject({
      method: 'PUT',
      url: `/api/user/cancel/${order._id}`,
      headers: customer,
      payload: { cancelReason: 'Price High' },
    });
    expect(cancelled.statusCode, cancelled.body).toBeLessThan(300);
    expect(await onHand(id, product.id)).toBe(before);
    const ledger = (await call('GET', `/stock/ledger?branchId=${id}&productId=${product.id}`, owner)).json();
    expect(ledger.entries.slice(0, 2)).toEqual([
      expect.objectContaining({ reason: 'returned', quantity: 2, source: `Order #${order.orderNumber}`, onHand: before }),
      expect.objectContaining({ reason: 'sold', quantity: -2, source: `Order #${order.orderNumber}`, onHand: before - 2 }),
    ]);
    await expectLedgerAgrees();
  });

  it('pages a product’s ledger newest first, by keyset', async () => {
    const { id, manager } = branches.mumbai;
    const product = await demoProduct(store, 'Sofy Body Fit');
    for (let n = 0; n < 22; n++) await call('POST', '/stock/receipts', manager, receipt(id, product.id, 1));
    const first = (await call('GET', `/stock/ledger?branchId=${id}&productId=${product.id}`, manager)).json();
    expect(first.entries).toHaveLength(20);
    expect(first.onHand).toBe(await onHand(id, product.id));
    expect(first.entries[0].onHand).toBe(first.onHand);
    const second = (await call('GET', `/stock/ledger?branchId=${id}&productId=${product.id}&before=${first.older}`, manager)).json();
    expect(second.entries.length).toBeGreaterThanOrEqual(3);
    expect(second.older).toBeNull();
    const ids = [...first.entries, ...second.entries].map((entry: { _id: string }) => entry._id);
    expect(new Set(ids).size).toBe(ids.length);
    // Each entry's balance follows the one before it.
    const all = [...first.entries, ...second.entries].reverse();
    for (let n = 1; n < all.length; n++) expect(all[n].onHand).toBe(all[n - 1].onHand + all[n].quantity);
  });

  it('keeps a product of another branch out of reach (404) and riders out altogether', async () => {
    const product = await demoProduct(store, 'Sofy Body Fit');
    const elsewhere = await call('POST', '/stock/receipts', branches.bengaluru.manager, receipt(branches.mumbai.id, product.id, 3));
    expect(elsewhere.statusCode).toBe(404);
    const ledger = await call('GET', `/stock/ledger?branchId=${branches.mumbai.id}&productId=${product.id}`, packer);
    expect(ledger.statusCode).toBe(404);
    const rider = (await addStaffMember(store, owner, 'rider', [branches.bengaluru.id])).headers;
    expect((await call('GET', `/stock?branchId=${branches.bengaluru.id}`, rider)).statusCode).toBe(403);
  });
});

describe('counting the shelf', () => {
  it('lists the products never counted first, and books a small variance at once', async () => {
    const { id } = branches.bengaluru;
    const product = await demoProduct(store, 'Stayfree Secure Dry');
    await setStock(id, product.id, 10);
    const before = (await call('GET', `/stock?branchId=${id}`, packer)).json();
    expect(before.products[0].countDue).toBe(true);
    const counted = await call('POST', '/stock/counts', packer, { branchId: id, lines: [{ productId: product.id, counted: 8 }] });
    expect(counted.statusCode, counted.body).toBe(201);
    expect(counted.json().counts[0]).toMatchObject({ expected: 10, counted: 8, variance: -2, status: 'applied' });
    expect(await onHand(id, product.id)).toBe(8);
    const after = (await call('GET', `/stock?branchId=${id}`, packer)).json();
    const line = after.products.find((entry: { productId: string }) => entry.productId === product.id);
    expect(line.countDue).toBe(false);
    expect(after.products.findIndex((entry: { productId: string }) => entry.productId === product.id)).toBe(after.products.length - 1);
    await expectLedgerAgrees();
  });

  it('keeps a large variance waiting for the manager, who approves it; the packer may not', async () => {
    const { id, manager } = branches.bengaluru;
    const product = await demoProduct(store, 'Stayfree Secure Dry');
    await setStock(id, product.id, 20);
    const counted = await call('POST', '/stock/counts', packer, { branchId: id, lines: [{ productId: product.id, counted: 3 }] });
    const [count] = counted.json().counts;
    expect(count).toMatchObject({ status: 'waiting', variance: -17 });
    expect(await onHand(id, product.id)).toBe(20);
    const waiting = (await call('GET', `/stock/counts/waiting?branchId=${id}`, packer)).json();
    expect(waiting.countApprovalAbove).toBe(5);
    expect(waiting.counts.map((entry: { _id: string }) => entry._id)).toContain(count._id);

    expect((await call('PUT', `/stock/counts/${count._id}`, packer, { decision: 'approve', note: '' })).statusCode).toBe(403);
    expect((await call('PUT', `/stock/counts/${count._id}`, branches.mumbai.manager, { decision: 'approve', note: '' })).statusCode).toBe(
      404,
    );
    const approved = await call('PUT', `/stock/counts/${count._id}`, manager, { decision: 'approve', note: 'Checked the back room' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await onHand(id, product.id)).toBe(3);
    expect((await call('PUT', `/stock/counts/${count._id}`, manager, { decision: 'refuse', note: '' })).statusCode).toBe(409);
    const [audited] = await store.database.db.select().from(schema.auditLog).where(eq(schema.auditLog.action, 'stock.count.approve'));
    expect(JSON.parse(audited!.details)).toMatchObject({ expected: 20, counted: 3 });
    await expectLedgerAgrees();
  });

  it('changes nothing when the manager refuses a count, and lets the owner set the threshold', async () => {
    const { id, manager } = branches.bengaluru;
    const product = await demoProduct(store, 'Stayfree Secure Dry');
    await setStock(id, product.id, 30);
    const [count] = (await call('POST', '/stock/counts', packer, { branchId: id, lines: [{ productId: product.id, counted: 12 }] })).json()
      .counts;
    await call('PUT', `/stock/counts/${count._id}`, manager, { decision: 'refuse', note: 'Count again' });
    expect(await onHand(id, product.id)).toBe(30);
    expect((await call('PUT', '/stock/settings', owner, { countApprovalAbove: 50 })).statusCode).toBe(200);
    const [next] = (await call('POST', '/stock/counts', packer, { branchId: id, lines: [{ productId: product.id, counted: 12 }] })).json()
      .counts;
    expect(next.status).toBe('applied');
    expect(await onHand(id, product.id)).toBe(12);
    await call('PUT', '/stock/settings', owner, { countApprovalAbove: 5 });
  });

  it('counts and sells at once without losing either: what is on hand is the count, less the order if it came after', async () => {
    const { id, pinCode } = branches.bengaluru;
    const product = await demoProduct(store, 'Sofy Body Fit');
    const customer = (await createCustomer(store)).headers;
    for (let round = 0; round < 4; round++) {
      await setStock(id, product.id, 10);
      const [counted] = await Promise.all([
        call('POST', '/stock/counts', packer, { branchId: id, lines: [{ productId: product.id, counted: 7 }] }),
        buyNow(store, customer, product.id, { quantity: 2, pinCode }),
      ]);
      const [count] = counted.json().counts;
      // Counted before the order: 7 then 5; after it: 8 on the books, counted 7.
      expect([10, 8]).toContain(count.expected);
      expect(await onHand(id, product.id)).toBe(count.expected === 10 ? 5 : 7);
    }
    await expectLedgerAgrees();
  });
});

describe('transfers, write-offs and reversals', () => {
  it('sends packs out of one branch and receives what arrived in the other, the shortfall an entry of its own', async () => {
    const product = await demoProduct(store, 'Whisper Choice Ultra');
    const from = branches.bengaluru;
    const to = branches.mumbai;
    await setStock(from.id, product.id, 40);
    const toBefore = await onHand(to.id, product.id);
    const sent = await call('POST', '/stock/transfers', from.manager, {
      fromBranchId: from.id,
      toBranchId: to.id,
      lines: [{ productId: product.id, quantity: 10 }],
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(await onHand(from.id, product.id)).toBe(30);
    expect(await onHand(to.id, product.id)).toBe(toBefore);
    const listed = (await call('GET', `/stock/transfers?branchId=${to.id}`, to.manager)).json();
    expect(listed.transfers[0]).toMatchObject({
      status: 'in_transit',
      from: 'Bengaluru Central',
      to: 'Mumbai Fort',
      fromBranchId: from.id,
      toBranchId: to.id,
    });
    // The branches it may send to: every other open branch, never itself.
    expect(listed.destinations).toEqual([{ _id: from.id, name: 'Bengaluru Central' }]);

    const url = `/stock/transfers/${sent.json()._id}/received`;
    expect((await call('PUT', url, from.manager, { lines: [] })).statusCode).toBe(404);
    expect((await call('PUT', url, to.manager, { lines: [{ productId: product.id, arrived: 11 }] })).statusCode).toBe(400);
    const received = await call('PUT', url, to.manager, { lines: [{ productId: product.id, arrived: 8 }] });
    expect(received.statusCode, received.body).toBe(200);
    expect(received.json().message).toBe('Received, 2 packs short');
    expect(await onHand(to.id, product.id)).toBe(toBefore + 8);
    const ledger = (await call('GET', `/stock/ledger?branchId=${to.id}&productId=${product.id}`, to.manager)).json();
    expect(ledger.entries.slice(0, 2).map((entry: { reason: string; quantity: number }) => [entry.reason, entry.quantity])).toEqual(
      expect.arrayContaining([
        ['transfer_in', 10],
        ['transfer_shortfall', -2],
      ]),
    );
    expect((await call('PUT', url, to.manager, { lines: [] })).statusCode).toBe(409);
    await expectLedgerAgrees();
  });

  it('never sends, writes off or reverses more than is on hand', async () => {
    const product = await demoProduct(store, 'Stayfree Secure Dry');
    const { id, manager } = branches.bengaluru;
    await setStock(id, product.id, 4);
    const transfer = await call('POST', '/stock/transfers', manager, {
      fromBranchId: id,
      toBranchId: branches.mumbai.id,
      lines: [{ productId: product.id, quantity: 5 }],
    });
    expect(transfer.statusCode).toBe(409);
    expect(transfer.json().message).toBe('Stayfree Secure Dry: stock cannot go below zero');
    const writeOff = await call('POST', '/stock/write-offs', manager, {
      branchId: id,
      reason: 'damaged',
      note: 'Water leak',
      lines: [{ productId: product.id, quantity: 5 }],
    });
    expect(writeOff.statusCode).toBe(409);
    expect(await onHand(id, product.id)).toBe(4);
    const missing = await call('POST', '/stock/write-offs', manager, {
      branchId: id,
      reason: 'missing',
      note: '',
      lines: [{ productId: product.id, quantity: 1 }],
    });
    expect(missing.statusCode).toBe(400);
    const wet = await call('POST', '/stock/write-offs', manager, {
      branchId: id,
      reason: 'damaged',
      note: 'Water leak',
      lines: [{ productId: product.id, quantity: 3 }],
    });
    expect(wet.statusCode, wet.body).toBe(201);
    expect(await onHand(id, product.id)).toBe(1);
    expect(
      (
        await call('POST', '/stock/write-offs', packer, {
          branchId: id,
          reason: 'expired',
          note: '',
          lines: [{ productId: product.id, quantity: 1 }],
        })
      ).statusCode,
    ).toBe(403);
    await expectLedgerAgrees();
  });

  it('takes back an entry recorded wrong by a reversing entry, once; an order’s entries are not reversed', async () => {
    const product = await demoProduct(store, 'Sofy Body Fit');
    const { id, manager, pinCode } = branches.bengaluru;
    const before = await onHand(id, product.id);
    await call('POST', '/stock/receipts', manager, receipt(id, product.id, 100));
    const [received] = (await call('GET', `/stock/ledger?branchId=${id}&productId=${product.id}`, manager)).json().entries;
    const reversed = await call('POST', `/stock/entries/${received._id}/reversal`, manager, { note: 'Typed 100 for 10' });
    expect(reversed.statusCode, reversed.body).toBe(201);
    expect(await onHand(id, product.id)).toBe(before);
    expect((await call('POST', `/stock/entries/${received._id}/reversal`, manager, { note: 'Again' })).statusCode).toBe(409);
    const ledger = (await call('GET', `/stock/ledger?branchId=${id}&productId=${product.id}`, manager)).json();
    expect(ledger.entries[0]).toMatchObject({ reason: 'reversal', quantity: -100, reverses: received._id });
    expect(ledger.entries[1]).toMatchObject({ _id: received._id, reversed: true });

    await buyNow(store, (await createCustomer(store)).headers, product.id, { pinCode });
    const [sold] = (await call('GET', `/stock/ledger?branchId=${id}&productId=${product.id}`, manager)).json().entries;
    expect(sold.reason).toBe('sold');
    expect((await call('POST', `/stock/entries/${sold._id}/reversal`, manager, { note: 'No' })).statusCode).toBe(409);
    expect((await call('POST', `/stock/entries/${sold._id}/reversal`, branches.mumbai.manager, { note: 'No' })).statusCode).toBe(404);
    await expectLedgerAgrees();
  });
});
