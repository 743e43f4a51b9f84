import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { indiaDay, indiaDayBounds, STAFF_OPERATIONS } from '@padstore/domain';
import * as schema from '../../db/schema.js';
import { createCustomer, createTestStore, demoProduct, newPhone, type TestStore } from '../../test/harness.js';
import { addStaffMember, branchIdOf, buyNow, type Headers } from '../../test/staff.js';

let store: TestStore;
let owner: Headers;
let customer: Headers;
let branch: string;
let manager: Headers;
let packer: Headers;
let rider: { headers: Headers; id: string };
let mumbai: { id: string; manager: Headers };
const ownerPhone = newPhone();
const today = indiaDay(new Date());
const yesterday = indiaDay(new Date(indiaDayBounds(today)[0].getTime() - 1));

beforeAll(async () => {
  store = await createTestStore({ env: { ADMIN_PHONES: ownerPhone } });
  owner = (await createCustomer(store, { phoneNumber: Number(ownerPhone) })).headers;
  customer = (await createCustomer(store)).headers;
  branch = await branchIdOf(store, 'Bengaluru Central');
  manager = (await addStaffMember(store, owner, 'manager', [branch])).headers;
  packer = (await addStaffMember(store, owner, 'packer', [branch])).headers;
  rider = await addStaffMember(store, owner, 'rider', [branch], { fullName: 'Ravi Kumar' });
  await call('PUT', '/rider/shift', rider.headers, { onShift: true });
  const mumbaiId = await branchIdOf(store, 'Mumbai Fort');
  mumbai = { id: mumbaiId, manager: (await addStaffMember(store, owner, 'manager', [mumbaiId])).headers };
});
afterAll(() => store.close());

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, headers: Headers, payload?: object) =>
  store.app.inject({ method, url: `/api/admin${url}`, headers, ...(payload ? { payload } : {}) });

/** Everything a write leaves behind: the audit log, the orders' timelines, the cash ledger. */
async function effects(): Promise<number> {
  const db = store.database.db;
  const [[audits], [events], [handIns]] = await Promise.all([
    db.select({ n: count() }).from(schema.auditLog),
    db.select({ n: count() }).from(schema.orderEvents),
    db.select({ n: count() }).from(schema.cashHandIns),
  ]);
  return audits!.n + events!.n + handIns!.n;
}

async function placed() {
  const product = await demoProduct(store, 'Sofy Body Fit');
  return buyNow(store, customer, product.id, { express: true });
}
async function packed() {
  const order = await placed();
  expect((await call('PUT', `/floor/orders/${order._id}/packed`, packer)).statusCode).toBe(200);
  return order;
}
async function given() {
  const order = await packed();
  expect((await call('PUT', `/floor/orders/${order._id}/rider`, packer, { riderId: rider.id })).statusCode).toBe(200);
  return order;
}
async function out() {
  const order = await given();
  expect((await call('PUT', `/floor/orders/${order._id}/out-for-delivery`, packer)).statusCode).toBe(200);
  return order;
}
async function handedIn() {
  const order = await out();
  const delivered = await call('PUT', `/rider/deliveries/${order._id}/delivered`, rider.headers, {
    paidBy: 'cash',
    amountReceived: order.orderSummary.totalAmount,
  });
  expect(delivered.statusCode, delivered.body).toBe(200);
  const recorded = await call('POST', `/cash/branches/${branch}/days/${today}/hand-ins`, manager, {
    riderId: rider.id,
    amount: order.orderSummary.totalAmount,
    confirmOverpay: true,
  });
  expect(recorded.statusCode, recorded.body).toBe(201);
  const day = (await call('GET', `/cash/branches/${branch}/days/${today}`, manager)).json();
  return day.riders.find((row: { _id: string }) => row._id === rider.id).handIns.at(-1)._id as string;
}

interface Write {
  method: Method;
  url: string;
  headers: Headers;
  payload?: object;
}

/** For each staff write of the floor, the rider, the cash, the console's order moves and the stock: a request that does something. */
const writes: Record<string, () => Promise<Write>> = {
  'PUT /api/admin/orders/{id}/status': async () => {
    const order = await placed();
    const { version } = (await call('GET', `/orders/${order._id}`, manager)).json().order;
    return { method: 'PUT', url: `/orders/${order._id}/status`, headers: manager, payload: { status: 'confirmed', version } };
  },
  'PUT /api/admin/branches/{id}/stock': async () => {
    const product = await demoProduct(store, 'Whisper Choice Ultra');
    return { method: 'PUT', url: `/branches/${branch}/stock`, headers: manager, payload: { productId: product.id, adjustBy: 5 } };
  },
  'PUT /api/admin/floor/orders/{id}/packed': async () => ({
    method: 'PUT',
    url: `/floor/orders/${(await placed())._id}/packed`,
    headers: packer,
  }),
  'PUT /api/admin/floor/orders/{id}/rider': async () => ({
    method: 'PUT',
    url: `/floor/orders/${(await packed())._id}/rider`,
    headers: packer,
    payload: { riderId: rider.id },
  }),
  'PUT /api/admin/floor/orders/{id}/out-for-delivery': async () => ({
    method: 'PUT',
    url: `/floor/orders/${(await given())._id}/out-for-delivery`,
    headers: packer,
  }),
  'PUT /api/admin/floor/orders/{id}/back-at-branch': async () => ({
    method: 'PUT',
    url: `/floor/orders/${(await out())._id}/back-at-branch`,
    headers: manager,
    payload: { note: 'Customer called to say later' },
  }),
  'PUT /api/admin/riders/{id}/shift': async () => ({
    method: 'PUT',
    url: `/riders/${rider.id}/shift`,
    headers: manager,
    payload: { onShift: true },
  }),
  'PUT /api/admin/rider/shift': async () => ({ method: 'PUT', url: '/rider/shift', headers: rider.headers, payload: { onShift: true } }),
  'PUT /api/admin/rider/deliveries/{id}/delivered': async () => {
    const order = await out();
    return {
      method: 'PUT',
      url: `/rider/deliveries/${order._id}/delivered`,
      headers: rider.headers,
      payload: { paidBy: 'cash', amountReceived: order.orderSummary.totalAmount },
    };
  },
  'PUT /api/admin/rider/deliveries/{id}/not-delivered': async () => ({
    method: 'PUT',
    url: `/rider/deliveries/${(await out())._id}/not-delivered`,
    headers: rider.headers,
    payload: { reason: 'unreachable', note: 'No answer at the door' },
  }),
  'POST /api/admin/cash/branches/{id}/days/{date}/hand-ins': async () => {
    await handedIn();
    return {
      method: 'POST',
      url: `/cash/branches/${branch}/days/${today}/hand-ins`,
      headers: manager,
      payload: { riderId: rider.id, amount: 35, kind: 'cash', confirmOverpay: true },
    };
  },
  'POST /api/admin/cash/branches/{id}/days/{date}/hand-ins/{handInId}/reversal': async () => ({
    method: 'POST',
    url: `/cash/branches/${branch}/days/${today}/hand-ins/${await handedIn()}/reversal`,
    headers: manager,
    payload: { note: 'Typed wrong' },
  }),
  'POST /api/admin/cash/branches/{id}/days/{date}/close': async () => ({
    method: 'POST',
    url: `/cash/branches/${mumbai.id}/days/${yesterday}/close`,
    headers: mumbai.manager,
  }),
};

const tapped = (write: Write, key: string) =>
  store.app.inject({
    method: write.method,
    url: `/api/admin${write.url}`,
    headers: { ...write.headers, 'idempotency-key': key },
    ...(write.payload ? { payload: write.payload } : {}),
  });

describe('one tap, one action', () => {
  it('covers every staff write of the floor, the rider, the cash, the console’s order moves and the stock', () => {
    const declared = Object.keys(STAFF_OPERATIONS).filter(
      (key) => !key.startsWith('GET ') && /^\w+ \/api\/admin\/(floor|rider|riders|cash|orders)\/|\/stock$/.test(key),
    );
    expect(Object.keys(writes).sort()).toEqual(declared.sort());
  });

  for (const [operation, write] of Object.entries(writes)) {
    it(`${operation}: the same key twice does it once and answers the same`, async () => {
      const request = await write();
      const key = randomUUID();
      const before = await effects();
      const first = await tapped(request, key);
      expect(first.statusCode, first.body).toBeLessThan(300);
      const after = await effects();
      expect(after).toBeGreaterThan(before);
      const again = await tapped(request, key);
      expect(again.statusCode).toBe(first.statusCode);
      expect(again.body).toBe(first.body);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(await effects()).toBe(after);
    });
  }

  it('takes two hand-ins of one tap arriving at the same moment once', async () => {
    const request = await writes['POST /api/admin/cash/branches/{id}/days/{date}/hand-ins']!();
    const key = randomUUID();
    const before = await effects();
    const answers = await Promise.all([tapped(request, key), tapped(request, key)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    expect(answers[0]!.body).toBe(answers[1]!.body);
    // One hand-in and its audit entry.
    expect(await effects()).toBe(before + 2);
  });

  it('answers a repeated refusal the same, and does a new tap (a new key) again', async () => {
    const order = await packed();
    const key = randomUUID();
    const write: Write = { method: 'PUT', url: `/floor/orders/${order._id}/packed`, headers: packer };
    const first = await tapped(write, key);
    const again = await tapped(write, key);
    expect([first.statusCode, again.statusCode]).toEqual([409, 409]);
    expect(again.body).toBe(first.body);
    expect((await tapped(write, randomUUID())).statusCode).toBe(409);
  });

  it('keeps a key per staff member and per path, and without a key works as before', async () => {
    const key = randomUUID();
    const [one, two] = [await placed(), await placed()];
    expect((await tapped({ method: 'PUT', url: `/floor/orders/${one._id}/packed`, headers: packer }, key)).statusCode).toBe(200);
    const other = await tapped({ method: 'PUT', url: `/floor/orders/${two._id}/packed`, headers: packer }, key);
    expect(other.statusCode).toBe(200);
    expect(other.headers['idempotent-replayed']).toBeUndefined();
    expect((await call('PUT', `/floor/orders/${two._id}/packed`, packer)).statusCode).toBe(409);
  });

  it('refuses a key longer than 100 characters', async () => {
    const order = await placed();
    const answer = await tapped({ method: 'PUT', url: `/floor/orders/${order._id}/packed`, headers: packer }, 'k'.repeat(101));
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe('Idempotency-Key must be 1 to 100 characters');
    const [row] = await store.database.db.select().from(schema.orders).where(eq(schema.orders.id, order._id));
    expect(row!.status).not.toBe('packed');
  });
});
