import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createTestStore, demoProduct, newPhone, type TestStore } from '../../test/harness.js';

const adminPhone = newPhone();
let store: TestStore;
let admin: Awaited<ReturnType<typeof createCustomer>>;
beforeAll(async () => {
  store = await createTestStore({ env: { ADMIN_PHONES: adminPhone } });
  admin = await createCustomer(store, { phoneNumber: Number(adminPhone) });
});
afterAll(() => store.close());

const details = {
  legalName: 'Asha Hygiene Private Limited',
  address: '4th Floor, 80 Feet Road, Koramangala, Bengaluru 560034',
  state: 'Karnataka',
  gstin: '29abcde1234f1z5',
  grievanceOfficer: { name: 'Meera Iyer', designation: 'Grievance Officer', email: 'grievance@asha.example', phone: '+91 98450 12345' },
};

describe('seller details', () => {
  it('come with the store (set by a migration) and are public', async () => {
    const response = await store.app.inject({ url: '/api/seller' });
    expect(response.statusCode).toBe(200);
    expect(response.json().seller).toMatchObject({
      legalName: expect.any(String),
      gstin: '',
      grievanceOfficer: { designation: 'Grievance Officer' },
    });
  });

  it('are set by the owner in the console, versioned, and shown to everyone', async () => {
    const current = await store.app.inject({ url: '/api/admin/seller', headers: admin.headers });
    const version = current.json().version as number;
    const saved = await store.app.inject({
      method: 'PUT',
      url: '/api/admin/seller',
      headers: admin.headers,
      payload: { ...details, version },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().version).toBe(version + 1);
    const shown = (await store.app.inject({ url: '/api/seller' })).json().seller;
    expect(shown).toEqual({ ...details, gstin: '29ABCDE1234F1Z5', grievanceOfficer: { ...details.grievanceOfficer, phone: '9845012345' } });
    const stale = await store.app.inject({
      method: 'PUT',
      url: '/api/admin/seller',
      headers: admin.headers,
      payload: { ...details, version },
    });
    expect(stale.statusCode).toBe(409);
  });

  it('check the GSTIN and the officer, and keep GSTIN optional', async () => {
    const { version } = (await store.app.inject({ url: '/api/admin/seller', headers: admin.headers })).json();
    const put = (payload: object) => store.app.inject({ method: 'PUT', url: '/api/admin/seller', headers: admin.headers, payload });
    const badGstin = await put({ ...details, gstin: '29ABCDE1234F1X5', version });
    expect(badGstin.statusCode).toBe(400);
    expect(badGstin.json().message).toBe('GSTIN is not valid');
    const noOfficer = await put({ ...details, grievanceOfficer: { ...details.grievanceOfficer, name: '' }, version });
    expect(noOfficer.json().message).toBe("The grievance officer's name is required");
    const withoutGstin = await put({ ...details, gstin: '', version });
    expect(withoutGstin.statusCode).toBe(200);
    expect((await store.app.inject({ url: '/api/seller' })).json().seller.gstin).toBe('');
  });

  it('are the owner’s: customers get 403 and guests 401', async () => {
    const customer = await createCustomer(store);
    expect((await store.app.inject({ url: '/api/admin/seller', headers: customer.headers })).statusCode).toBe(403);
    expect((await store.app.inject({ method: 'PUT', url: '/api/admin/seller', payload: details })).statusCode).toBe(401);
  });
});

describe('policy pages', () => {
  it('returns and shipping are public, and edited like the other pages', async () => {
    const returns = await store.app.inject({ url: '/api/settings/getReturns' });
    expect(returns.json().data.title).toBe('Returns, Refunds and Cancellation');
    expect(returns.json().data.description).toContain('Cancellation');
    const shipping = await store.app.inject({ url: '/api/settings/getShipping' });
    expect(shipping.json().data.title).toBe('Shipping and Delivery');
    const content = (await store.app.inject({ url: '/api/admin/content', headers: admin.headers })).json();
    const page = content.pages.find((entry: { key: string }) => entry.key === 'shipping');
    const saved = await store.app.inject({
      method: 'PUT',
      url: '/api/admin/content/shipping',
      headers: admin.headers,
      payload: { description: '<p>Within the hour.</p><script>alert(1)</script>', version: page.version },
    });
    expect(saved.statusCode).toBe(200);
    expect((await store.app.inject({ url: '/api/settings/getShipping' })).json().data.description).toBe('<p>Within the hour.</p>');
  });
});

describe('products for bills', () => {
  it('carry country of origin (shown), HSN code and GST rate, with the defaults 96190010 and 0%', async () => {
    const sample = await demoProduct(store, 'Whisper Ultra Clean');
    expect(sample).toMatchObject({ hsnCode: '96190010', gstRate: 0, countryOfOrigin: 'India' });
    const created = await store.app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: admin.headers,
      payload: { productName: 'Imported Cup Pad', brandId: sample.brandId, size: sample.size, price: 120, quantityInEachPack: 8 },
    });
    expect(created.statusCode).toBe(201);
    const { _id: id, version } = created.json();
    const listed = (await store.app.inject({ url: '/api/admin/products', headers: admin.headers })).json().products;
    expect(listed.find((product: { _id: string }) => product._id === id)).toMatchObject({
      hsnCode: '96190010',
      gstRate: 0,
      countryOfOrigin: 'India',
    });
    const edited = await store.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${id}`,
      headers: admin.headers,
      payload: { countryOfOrigin: 'Japan', hsnCode: '961900', gstRate: 12, version },
    });
    expect(edited.statusCode).toBe(200);
    const page = await store.app.inject({ url: `/api/user/Product/getProductById/${id}` });
    expect(page.json().product.countryOfOrigin).toBe('Japan');
    const bad = await store.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${id}`,
      headers: admin.headers,
      payload: { hsnCode: '96A', gstRate: 7, version: version + 1 },
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((error: { path: string }) => error.path)
        .sort(),
    ).toEqual(['gstRate', 'hsnCode']);
  });
});
