import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_OPERATIONS, STAFF_ROLES, type StaffRole } from '@padstore/domain';
import { createCustomer, createTestStore, newPhone, type TestStore } from '../../test/harness.js';
import { addStaffMember, branchIdOf, type Headers } from '../../test/staff.js';

/**
 * The role table: every operation of the OpenAPI document under /api/admin, called by every kind of
 * person, answers as the declaration in packages/domain/src/staff-access.ts says. A route added without
 * a declaration, or a declaration left without its route, fails here.
 */
let store: TestStore;
const people: Record<'guest' | 'customer' | StaffRole, Headers> = {} as never;
const ownerPhone = newPhone();

beforeAll(async () => {
  store = await createTestStore({ env: { ADMIN_PHONES: ownerPhone } });
  people.guest = {};
  people.owner = (await createCustomer(store, { phoneNumber: Number(ownerPhone) })).headers;
  people.customer = (await createCustomer(store)).headers;
  const bengaluru = await branchIdOf(store, 'Bengaluru Central');
  for (const role of ['manager', 'packer', 'rider'] as const)
    people[role] = (await addStaffMember(store, people.owner, role, [bengaluru])).headers;
});
afterAll(() => store.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const PLACEHOLDERS: Record<string, string> = {
  id: '00000000-0000-4000-8000-000000000000',
  riderId: '00000000-0000-4000-8000-000000000000',
  pinCode: '560001',
  key: 'about',
  date: '2026-11-23',
};

async function staffOperations() {
  const document = (await store.app.inject({ url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, { 'x-roles'?: string[] }>>;
  };
  return Object.entries(document.paths)
    .filter(([path]) => path.startsWith('/api/admin/'))
    .flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase() as Method,
        url: path.replace(/\{(\w+)\}/g, (_, name: string) => PLACEHOLDERS[name] ?? name),
        xRoles: operation['x-roles'],
      })),
    );
}

describe('the role table', () => {
  it('declares every staff operation of the OpenAPI document, and only those, with x-roles', async () => {
    const operations = await staffOperations();
    expect(operations.length).toBeGreaterThanOrEqual(30);
    const undeclared = operations.filter((operation) => !(operation.key in STAFF_OPERATIONS)).map((operation) => operation.key);
    expect(undeclared, 'operations without a declaration in staff-access.ts').toEqual([]);
    const documented = new Set(operations.map((operation) => operation.key));
    expect(
      Object.keys(STAFF_OPERATIONS).filter((key) => !documented.has(key)),
      'declarations without a route',
    ).toEqual([]);
    for (const operation of operations) {
      expect(operation.xRoles, operation.key).toEqual(STAFF_OPERATIONS[operation.key as keyof typeof STAFF_OPERATIONS].roles);
    }
  });

  it('answers every operation x every role as declared: 401 to a guest, 403 to a role not listed, never either to one listed', async () => {
    const operations = await staffOperations();
    const refusals: string[] = [];
    for (const operation of operations) {
      const declared = STAFF_OPERATIONS[operation.key as keyof typeof STAFF_OPERATIONS];
      for (const [who, headers] of Object.entries(people)) {
        const response = await store.app.inject({ method: operation.method, url: operation.url, headers });
        const expected = who === 'guest' ? 401 : (declared.roles as readonly string[]).includes(who) ? 'allowed' : 403;
        const got = response.statusCode === 401 || response.statusCode === 403 ? response.statusCode : 'allowed';
        if (got !== expected) refusals.push(`${operation.key} as ${who}: ${response.statusCode} ${response.body.slice(0, 80)}`);
        expect(response.statusCode, `${operation.key} as ${who}`).toBeLessThan(500);
      }
    }
    expect(refusals).toEqual([]);
  });

  it('covers every staff role', () => {
    const used = new Set(Object.values(STAFF_OPERATIONS).flatMap((operation) => operation.roles));
    expect([...used].sort()).toEqual([...STAFF_ROLES].sort());
  });
});
