import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_PAGE_SIZE, AUDIT_PAGE_UNKNOWN } from '@padstore/domain';
import { audit } from '../../lib/audit.js';
import { createCustomer, createTestStore, customerId, newPhone, type TestStore } from '../../test/harness.js';
import { addStaffMember, branchIdOf } from '../../test/staff.js';

let store: TestStore;
let owner: Record<string, string>;
let manager: { headers: Record<string, string>; id: string; phoneNumber: string };
let ownerId: string;
let managerUserId: string;
const ownerPhone = newPhone();

beforeAll(async () => {
  store = await createTestStore({ env: { ADMIN_PHONES: ownerPhone } });
  owner = (await createCustomer(store, { phoneNumber: Number(ownerPhone), fullName: 'Anita Owner' })).headers;
  manager = await addStaffMember(store, owner, 'manager', [await branchIdOf(store, 'Bengaluru Central')], { fullName: 'Meera Shah' });
  ownerId = await customerId(store, owner);
  managerUserId = await customerId(store, manager.headers);
  // A morning of changes: many in one transaction share their time to the microsecond, the rest one by one.
  await store.database.db.transaction(async (tx) => {
    for (let n = 1; n <= 25; n++) await audit(tx, ownerId, 'branch.stock', { productName: `Pad ${n}`, now: n });
  });
  for (let n = 26; n <= 40; n++)
    await store.database.db.transaction((tx) => audit(tx, ownerId, 'branch.stock', { productName: `Pad ${n}`, now: n }));
  for (const orderNumber of ['PS261127-AAAAAA', 'PS261127-BBBBBB', 'PS261127-CCCCCC'])
    await store.database.db.transaction((tx) =>
      audit(tx, managerUserId, 'order.status', { orderNumber, from: 'placed', to: 'cancelled', reason: 'Asked to' }),
    );
});
afterAll(() => store.close());

type Entry = { _id: string; action: string; details: string; who: string };
const page = async (query: Record<string, string> = {}, headers = owner) =>
  store.app.inject({ url: `/api/admin/audit?${new URLSearchParams(query)}`, headers });

describe('the audit log', () => {
  it("is paged newest first, and 'older entries' reach the very first change, each entry once", async () => {
    const seen: Entry[] = [];
    let before: string | null = null;
    let pages = 0;
    do {
      const answer = await page(before ? { before } : {});
      expect(answer.statusCode).toBe(200);
      const { entries, older } = answer.json() as { entries: Entry[]; older: string | null };
      expect(entries.length).toBeLessThanOrEqual(AUDIT_PAGE_SIZE);
      seen.push(...entries);
      before = older;
      pages++;
    } while (before && pages < 20);
    const ours = seen.filter((entry) => entry.action === 'branch.stock' || entry.action === 'order.status');
    expect(ours).toHaveLength(43);
    expect(new Set(seen.map((entry) => entry._id)).size).toBe(seen.length);
    expect(ours[0]?.details).toContain('PS261127-CCCCCC');
    expect(ours.at(-1)?.who).toBe('Anita Owner');
    expect(pages).toBeGreaterThanOrEqual(3);
  });

  it('finds the changes of one person, by name or phone', async () => {
    for (const who of ['meera', manager.phoneNumber.slice(-6)]) {
      const { entries } = (await page({ who })).json() as { entries: Entry[] };
      expect(entries.map((entry) => entry.who)).toEqual(expect.arrayContaining(['Meera Shah']));
      expect(entries.every((entry) => entry.who === 'Meera Shah')).toBe(true);
    }
  });

  it('finds changes by what changed: their kind or what they name', async () => {
    const cancelled = (await page({ what: 'PS261127-BBBBBB' })).json().entries as Entry[];
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0]?.action).toBe('order.status');
    const stock = (await page({ what: 'Pad 3', who: 'Anita' })).json().entries as Entry[];
    expect(stock.map((entry) => JSON.parse(entry.details).productName).sort()).toEqual([
      'Pad 3',
      'Pad 30',
      'Pad 31',
      'Pad 32',
      'Pad 33',
      'Pad 34',
      'Pad 35',
      'Pad 36',
      'Pad 37',
      'Pad 38',
      'Pad 39',
    ]);
  });

  it('refuses a page it does not know, and anyone but the owner', async () => {
    for (const before of ['yesterday', '00000000-0000-4000-8000-000000000000']) {
      const answer = await page({ before });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toBe(AUDIT_PAGE_UNKNOWN);
    }
    expect((await page({}, manager.headers)).statusCode).toBe(403);
  });
});
