import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@padstore/domain';
import { otpCodes } from '../../db/schema.js';
import { fillNewStore } from '../../db/seed/seed.js';
import { createCustomer, createTestStore, newPhone, type TestStore } from '../../test/harness.js';
import { ConsoleSmsProvider } from '../sms/console-sms-provider.js';
import type { SmsMessage } from '../sms/sms-provider.js';
import { SmsProviderError } from '../sms/sms-provider.js';

/** The console provider, which a test can make refuse what it is given. */
class ProviderThatCanFail extends ConsoleSmsProvider {
  failing = false;
  constructor() {
    super(() => undefined);
  }
  override async send(message: SmsMessage): Promise<void> {
    if (this.failing) throw new SmsProviderError('the gateway answered 500');
    return super.send(message);
  }
}

const ownerPhone = newPhone();
const sms = new ProviderThatCanFail();
let store: TestStore;
let owner: Record<string, string>;
let seeded: boolean;

beforeAll(async () => {
  // A shop's first start in production: a newly migrated database, and what the start puts in it.
  store = await createTestStore({ empty: true, sms, env: { NODE_ENV: 'production', SMS_PROVIDER: 'console', ADMIN_PHONES: ownerPhone } });
  seeded = await fillNewStore(store.database.db, store.config);
  owner = (await createCustomer(store, { phoneNumber: Number(ownerPhone) })).headers;
});
afterAll(() => store.close());

const checklist = async () => {
  const response = await store.app.inject({ url: '/api/admin/first-day', headers: owner });
  expect(response.statusCode).toBe(200);
  const answer = response.json() as { steps: { step: string; done: boolean }[]; allDone: boolean; smsCheck: unknown };
  return { ...answer, done: answer.steps.filter((step) => step.done).map((step) => step.step) };
};

const call = async (method: 'POST' | 'PUT', url: string, payload?: object) => {
  const response = await store.app.inject({ method, url, headers: owner, payload });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json() as { _id: string; version: number };
};

/** Her sign-in codes sent a while ago, as they would be by the time she checks the SMS settings. */
const letTheCooldownPass = () =>
  store.database.db
    .update(otpCodes)
    .set({ createdAt: sql`${otpCodes.createdAt} - interval '2 minutes'` })
    .where(eq(otpCodes.phoneNumber, ownerPhone));

describe('a shop opens empty', () => {
  it('a production start on an empty database adds no demo catalog', async () => {
    expect(store.config.demoCatalog).toBe(false);
    expect(seeded).toBe(false);
    const products = await store.app.inject({ url: '/api/user/Product/getAllProducts?limit=50' });
    expect(products.statusCode).toBe(200);
    expect(products.json().products).toEqual([]);
    const brands = await store.app.inject({ url: '/api/user/brand/getAllBrands' });
    expect(brands.statusCode).toBe(200);
    expect(brands.json().data).toEqual([]);
  });

  it("the dashboard's first-day checklist starts with every step to do, for the owner only", async () => {
    const first = await checklist();
    expect(first.steps.map((step) => step.step)).toEqual(['seller', 'branch', 'product', 'upi', 'sms', 'staff']);
    expect(first.done).toEqual([]);
    expect(first.allDone).toBe(false);
    expect(first.smsCheck).toBeNull();
    const customer = await createCustomer(store);
    expect((await store.app.inject({ url: '/api/admin/first-day', headers: customer.headers })).statusCode).toBe(403);
    expect((await store.app.inject({ url: '/api/admin/first-day' })).statusCode).toBe(401);
  });

  it('each step turns done once the owner has done it in the console, until all are', async () => {
    const seller = await store.app.inject({ url: '/api/admin/seller', headers: owner });
    await call('PUT', '/api/admin/seller', {
      legalName: 'Asha Hygiene Private Limited',
      address: '80 Feet Road, Koramangala, Bengaluru 560034',
      state: 'Karnataka',
      gstin: '',
      grievanceOfficer: { name: 'Meera Iyer', designation: 'Grievance Officer', email: 'grievance@asha.example', phone: '9845012345' },
      version: seller.json().version,
    });
    expect((await checklist()).done).toEqual(['seller']);

    const branch = await call('POST', '/api/admin/branches', { name: 'Koramangala' });
    expect((await checklist()).done).toEqual(['seller']);
    await call('POST', `/api/admin/branches/${branch._id}/pincodes`, { pinCodes: ['560034'] });
    expect((await checklist()).done).toEqual(['seller', 'branch']);

    await call('POST', '/api/admin/sizes', { name: 'XL' });
    const brand = await call('POST', '/api/admin/brands', { brandName: 'Asha' });
    const product = { brandId: brand._id, size: 'XL', price: 120, quantityInEachPack: 10, productName: 'Asha Ultra XL' };
    const withoutPicture = await call('POST', '/api/admin/products', product);
    await call('PUT', `/api/admin/branches/${branch._id}/stock`, { productId: withoutPicture._id, quantity: 20 });
    // Stock without a picture, then a picture without stock: neither is a product ready to sell.
    expect((await checklist()).done).toEqual(['seller', 'branch']);
    const withPicture = await call('POST', '/api/admin/products', {
      ...product,
      productName: 'Asha Night',
      images: ['/demo/products/a.webp'],
    });
    expect((await checklist()).done).toEqual(['seller', 'branch']);
    await call('PUT', `/api/admin/branches/${branch._id}/stock`, { productId: withPicture._id, quantity: 20 });
    expect((await checklist()).done).toEqual(['seller', 'branch', 'product']);

    await call('PUT', '/api/admin/settings/upi', { upiId: 'asha@okaxis', payeeName: 'Asha Hygiene', version: 0 });
    expect((await checklist()).done).toEqual(['seller', 'branch', 'product', 'upi']);

    await letTheCooldownPass();
    const codeBefore = sms.lastCode(ownerPhone);
    const check = await call('POST', '/api/admin/first-day/sms-check');
    expect(check).toMatchObject({ sentTo: `******${ownerPhone.slice(-4)}`, provider: 'console' });
    // What reached her phone is a sign-in code of her own, which works.
    const code = sms.lastCode(ownerPhone);
    expect(code).not.toBe(codeBefore);
    const signedIn = await store.app.inject({
      method: 'POST',
      url: '/api/user/verify-otp',
      payload: { phoneNumber: ownerPhone, otp: code },
    });
    expect(signedIn.statusCode).toBe(200);
    const afterSms = await checklist();
    expect(afterSms.done).toEqual(['seller', 'branch', 'product', 'upi', 'sms']);
    expect(afterSms.smsCheck).toEqual({ at: expect.any(String), provider: 'console' });

    await call('POST', '/api/admin/staff', { phoneNumber: newPhone(), role: 'packer', branchIds: [branch._id] });
    const last = await checklist();
    expect(last.done).toEqual(['seller', 'branch', 'product', 'upi', 'sms', 'staff']);
    expect(last.allDone).toBe(true);
  });

  it('a test SMS inside her cooldown is refused with 429, and one the provider refuses is 502 and not recorded', async () => {
    const tooSoon = await store.app.inject({ method: 'POST', url: '/api/admin/first-day/sms-check', headers: owner });
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().message).toBe(MESSAGES.otpCooldown);

    const before = (await checklist()).smsCheck;
    await letTheCooldownPass();
    sms.failing = true;
    const refused = await store.app.inject({ method: 'POST', url: '/api/admin/first-day/sms-check', headers: owner });
    sms.failing = false;
    expect(refused.statusCode).toBe(502);
    expect(refused.json().message).toBe(MESSAGES.smsFailed);
    expect((await checklist()).smsCheck).toEqual(before);
  });
});

describe('the demo catalog', () => {
  it('fills an empty database in development, or in production with DEMO_CATALOG=true, and never a filled one', async () => {
    const development = await createTestStore({ empty: true });
    const demo = await createTestStore({ empty: true, env: { NODE_ENV: 'production', SMS_PROVIDER: 'console', DEMO_CATALOG: 'true' } });
    try {
      for (const shop of [development, demo]) {
        expect(shop.config.demoCatalog).toBe(true);
        expect(await fillNewStore(shop.database.db, shop.config)).toBe(true);
        const products = await shop.app.inject({ url: '/api/user/Product/getAllProducts?limit=50' });
        expect(products.json().products.length).toBeGreaterThan(0);
      }
      // The empty shop above, filled by its owner, never gets the demo on a later start that asks for it.
      expect(await fillNewStore(store.database.db, { demoCatalog: true })).toBe(false);
    } finally {
      await development.close();
      await demo.close();
    }
  });
});
