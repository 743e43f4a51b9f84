import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { createCustomer, createTestStore, demoProduct, newPhone, type TestStore } from '../../test/harness.js';
import { addStaffMember, branchIdOf, buyNow, type Headers } from '../../test/staff.js';
import { ConsoleSmsProvider } from '../sms/console-sms-provider.js';
import { staffAccessPlugin } from './staff-access-plugin.js';

let store: TestStore;
let owner: Headers;
let customer: Headers;
let bengaluru: string;
let mumbai: string;
const ownerPhone = newPhone();

beforeAll(async () => {
  store = await createTestStore({ env: { ADMIN_PHONES: ownerPhone } });
  owner = (await createCustomer(store, { phoneNumber: Number(ownerPhone) })).headers;
  customer = (await createCustomer(store)).headers;
  bengaluru = await branchIdOf(store, 'Bengaluru Central');
  mumbai = await branchIdOf(store, 'Mumbai Fort');
});
afterAll(() => store.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, headers: Headers, payload?: object) =>
  store.app.inject({ method, url: `/api/admin${url}`, headers, ...(payload ? { payload } : {}) });
const me = async (headers: Headers) => call('GET', '/me', headers);

describe('the owner keeps the staff', () => {
  it('adds, lists, changes and removes staff by phone, role and branches', async () => {
    const phoneNumber = newPhone();
    const added = await call('POST', '/staff', owner, { phoneNumber, role: 'packer', branchIds: [bengaluru] });
    expect(added.statusCode).toBe(201);
    const listed = (await call('GET', '/staff', owner)).json().staff;
    expect(listed.find((member: { _id: string }) => member._id === added.json()._id)).toMatchObject({
      phoneNumber: Number(phoneNumber),
      role: 'packer',
      branchIds: [bengaluru],
      fromEnvironment: false,
    });
    expect(listed[0]).toMatchObject({ role: 'owner', fromEnvironment: true });
    const changed = await call('PUT', `/staff/${added.json()._id}`, owner, {
      phoneNumber,
      role: 'manager',
      branchIds: [bengaluru, mumbai],
      version: 1,
    });
    expect(changed.json()).toEqual({ version: 2 });
    const stale = await call('PUT', `/staff/${added.json()._id}`, owner, { phoneNumber, role: 'rider', branchIds: [mumbai], version: 1 });
    expect(stale.statusCode).toBe(409);
    expect((await call('DELETE', `/staff/${added.json()._id}`, owner)).statusCode).toBe(200);
    expect((await call('DELETE', `/staff/${added.json()._id}`, owner)).statusCode).toBe(404);
    expect((await call('GET', '/staff', owner)).json().staff.some((member: { _id: string }) => member._id === added.json()._id)).toBe(
      false,
    );
    const audit = (await call('GET', '/audit', owner)).json().entries.map((entry: { action: string }) => entry.action);
    expect(audit).toEqual(expect.arrayContaining(['staff.add', 'staff.update', 'staff.remove']));
  });

  it('refuses a branch role without a branch, an unknown branch, a phone already on the staff, and a bad phone', async () => {
    const phoneNumber = newPhone();
    const noBranch = await call('POST', '/staff', owner, { phoneNumber, role: 'rider', branchIds: [] });
    expect(noBranch.statusCode).toBe(400);
    expect(noBranch.json().message).toBe('Choose at least one branch');
    expect(
      (await call('POST', '/staff', owner, { phoneNumber, role: 'rider', branchIds: ['00000000-0000-4000-8000-000000000000'] })).statusCode,
    ).toBe(400);
    expect((await call('POST', '/staff', owner, { phoneNumber, role: 'rider', branchIds: [bengaluru] })).statusCode).toBe(201);
    const twice = await call('POST', '/staff', owner, { phoneNumber: `+91${phoneNumber}`, role: 'packer', branchIds: [bengaluru] });
    expect(twice.statusCode).toBe(409);
    expect((await call('POST', '/staff', owner, { phoneNumber: '12345', role: 'owner' })).statusCode).toBe(400);
    expect((await call('POST', '/staff', owner, { phoneNumber: newPhone(), role: 'cook', branchIds: [bengaluru] })).statusCode).toBe(400);
  });

  it('leaves the owners of ADMIN_PHONES to the environment, and never the store without an owner', async () => {
    const staff = (await call('GET', '/staff', owner)).json().staff;
    const environmentOwner = staff.find((member: { fromEnvironment: boolean }) => member.fromEnvironment);
    const refused = await call('DELETE', `/staff/${environmentOwner._id}`, owner);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/ADMIN_PHONES/);
    expect(
      (
        await call('PUT', `/staff/${environmentOwner._id}`, owner, {
          phoneNumber: ownerPhone,
          role: 'manager',
          branchIds: [bengaluru],
          version: environmentOwner.version,
        })
      ).statusCode,
    ).toBe(409);
  });
});

describe('a changed or removed person loses the old rights at once', () => {
  it('a packer made rider, then removed mid-shift, is refused at the very next request', async () => {
    const packer = await addStaffMember(store, owner, 'packer', [bengaluru]);
    expect((await me(packer.headers)).json()).toMatchObject({ role: 'packer', branches: [{ _id: bengaluru, name: 'Bengaluru Central' }] });
    const user = (await store.app.inject({ url: '/api/user/getUser', headers: packer.headers })).json().user;
    expect(user.role).toBe('packer');
    const { version } = (await call('GET', '/staff', owner)).json().staff.find((member: { _id: string }) => member._id === packer.id);
    await call('PUT', `/staff/${packer.id}`, owner, { phoneNumber: packer.phoneNumber, role: 'rider', branchIds: [bengaluru], version });
    expect((await me(packer.headers)).json().role).toBe('rider');
    expect((await call('PUT', `/riders/${packer.id}/shift`, owner, { onShift: true })).statusCode).toBe(200);
    expect((await me(packer.headers)).json().onShift).toBe(true);
    expect((await call('DELETE', `/staff/${packer.id}`, owner)).statusCode).toBe(200);
    expect((await me(packer.headers)).statusCode).toBe(403);
    // Still a customer of the store.
    expect((await store.app.inject({ url: '/api/user/getUser', headers: packer.headers })).json().user.role).toBe('customer');
  });

  it('an owner taken out of ADMIN_PHONES is no longer staff at the next start, and their sessions end', async () => {
    const leaving = newPhone();
    const config = loadConfig({ DATA_DIR: path.join(os.tmpdir(), 'padstore-test'), ADMIN_PHONES: `${ownerPhone},${leaving}` });
    const sms = new ConsoleSmsProvider(() => undefined);
    const before = await buildApp({ config, database: store.database, sms, logger: false });
    await before.ready();
    const registered = await before.inject({
      method: 'POST',
      url: '/api/user/register',
      payload: {
        fullName: 'Old Owner',
        gender: 'Female',
        phoneNumber: leaving,
        address: 'MG Road, Bengaluru',
        pinCode: '560001',
        plotNumber: '1',
        street: 'A',
        consent: true,
      },
    });
    expect(registered.statusCode).toBe(201);
    const verified = await before.inject({
      method: 'POST',
      url: '/api/user/verify-otp',
      payload: { phoneNumber: leaving, otp: sms.lastCode(leaving) },
    });
    const headers = { authorization: `Bearer ${verified.json().token}` };
    expect((await before.inject({ url: '/api/admin/dashboard', headers })).statusCode).toBe(200);
    await before.close();

    const after = await buildApp({ config: { ...config, adminPhones: [ownerPhone] }, database: store.database, sms, logger: false });
    await after.ready();
    try {
      expect((await after.inject({ url: '/api/admin/dashboard', headers })).statusCode).toBe(401);
      expect((await after.inject({ url: '/api/user/getUser', headers })).statusCode).toBe(401);
      expect((await after.inject({ url: '/api/admin/dashboard', headers: owner })).statusCode).toBe(200);
    } finally {
      await after.close();
    }
  });
});

describe("a manager, packer or rider reaches only their branches' records", () => {
  it("answers 404 for another branch's order, stock and rider, and lists only their own branches", async () => {
    const product = await demoProduct(store, 'Sofy Body Fit');
    const order = await buyNow(store, customer, product.id);
    const ownManager = await addStaffMember(store, owner, 'manager', [bengaluru]);
    const otherManager = await addStaffMember(store, owner, 'manager', [mumbai]);
    const rider = await addStaffMember(store, owner, 'rider', [bengaluru]);

    expect((await call('GET', `/orders/${order._id}`, ownManager.headers)).statusCode).toBe(200);
    expect((await call('GET', `/orders/${order._id}`, otherManager.headers)).statusCode).toBe(404);
    const version = (await call('GET', `/orders/${order._id}`, ownManager.headers)).json().order.version;
    expect((await call('PUT', `/orders/${order._id}/status`, otherManager.headers, { status: 'confirmed', version })).statusCode).toBe(404);
    expect(
      (await call('PUT', `/branches/${bengaluru}/stock`, otherManager.headers, { productId: product.id, adjustBy: 1 })).statusCode,
    ).toBe(404);
    expect((await call('PUT', `/branches/${mumbai}/stock`, otherManager.headers, { productId: product.id, adjustBy: 1 })).statusCode).toBe(
      200,
    );
    expect((await call('PUT', `/riders/${rider.id}/shift`, otherManager.headers, { onShift: true })).statusCode).toBe(404);
    expect((await call('PUT', `/riders/${rider.id}/shift`, ownManager.headers, { onShift: true })).statusCode).toBe(200);

    const mumbaiOrders = (await call('GET', '/orders', otherManager.headers)).json().orders;
    expect(mumbaiOrders.some((listed: { _id: string }) => listed._id === order._id)).toBe(false);
    expect((await call('GET', `/orders?branchId=${bengaluru}`, otherManager.headers)).json().orders).toEqual([]);
    expect((await call('GET', '/branches', otherManager.headers)).json().branches.map((branch: { name: string }) => branch.name)).toEqual([
      'Mumbai Fort',
    ]);
    expect((await call('GET', '/branches', owner)).json().branches).toHaveLength(2);
  });
});

describe("customers' phone numbers", () => {
  it('are masked in the console, opened on purpose by those allowed, and the audit log says who opened one', async () => {
    const product = await demoProduct(store, 'Sofy Body Fit');
    const order = await buyNow(store, customer, product.id);
    const manager = await addStaffMember(store, owner, 'manager', [bengaluru], { fullName: 'Meena Iyer' });
    const packer = await addStaffMember(store, owner, 'packer', [bengaluru]);
    const listed = (await call('GET', `/orders?q=${order.orderNumber}`, manager.headers)).json().orders[0];
    expect(listed.phoneNumber).toMatch(/^\*{6}\d{4}$/);
    expect((await call('GET', `/orders/${order._id}`, manager.headers)).json().order.deliveredTo.phoneNumber).toMatch(/^\*{6}\d{4}$/);
    expect((await call('GET', `/orders/${order._id}/phone`, packer.headers)).statusCode).toBe(403);
    const opened = await call('GET', `/orders/${order._id}/phone`, manager.headers);
    expect(String(opened.json().phoneNumber)).toMatch(/^\d{10}$/);
    expect(String(opened.json().phoneNumber).slice(-4)).toBe(listed.phoneNumber.slice(-4));
    const entry = (await call('GET', '/audit', owner))
      .json()
      .entries.find((line: { action: string }) => line.action === 'customer.phone.open');
    expect(entry).toMatchObject({ who: 'Meena Iyer' });
    expect(entry.details).toContain(order.orderNumber);
  });
});

describe('a route nobody declared', () => {
  it('refuses everyone, and shows no roles', async () => {
    const app = Fastify();
    app.decorateRequest('user', null);
    app.addHook('onRequest', (request, _reply, done) => {
      request.user = { staff: { id: 'x', role: 'owner', branchIds: [] } } as never;
      done();
    });
    await app.register(staffAccessPlugin);
    const seen: unknown[] = [];
    app.addHook('onRoute', (route) => {
      seen.push(route.schema);
    });
    app.get('/api/admin/surprise', async () => ({ ok: true }));
    const response = await app.inject({ url: '/api/admin/surprise' });
    expect(response.statusCode).toBe(403);
    expect(seen[0]).toMatchObject({ 'x-roles': [] });
    await app.close();
  });
});
