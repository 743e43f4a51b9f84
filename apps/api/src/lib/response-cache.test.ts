import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createTestStore, demoProduct, newPhone, type TestStore } from '../test/harness.js';

/** The catalog answers kept in memory never hide a change made through the store. */
let store: TestStore;
let admin: Record<string, string>;
beforeAll(async () => {
  const adminPhone = newPhone();
  store = await createTestStore({ env: { ADMIN_PHONES: adminPhone } });
  admin = (await createCustomer(store, { phoneNumber: Number(adminPhone) })).headers;
});
afterAll(() => store.close());

const productPage = async (id: string, headers: Record<string, string> = {}) =>
  (await store.app.inject({ url: `/api/user/Product/getProductById/${id}`, headers })).json().product;

describe('the catalog kept in memory', () => {
  it("shows the operator's price change and hiding at once", async () => {
    const row = await demoProduct(store, 'Sofy Body Fit');
    expect((await productPage(row.id)).price).toBe(179);
    const edited = await store.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${row.id}`,
      headers: admin,
      payload: { price: 189, version: row.version },
    });
    expect(edited.statusCode).toBe(200);
    expect((await productPage(row.id)).price).toBe(189);
    const list = (await store.app.inject({ url: '/api/user/Product/getAllProducts?limit=50' })).json().products as { _id: string }[];
    expect(list.some((product) => product._id === row.id)).toBe(true);
    await store.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${row.id}`,
      headers: admin,
      payload: { hidden: true, version: row.version + 1 },
    });
    const after = (await store.app.inject({ url: '/api/user/Product/getAllProducts?limit=50' })).json().products as { _id: string }[];
    expect(after.some((product) => product._id === row.id)).toBe(false);
  });

  it('shows the stock an order took at once, and keeps guests and customers of other branches apart', async () => {
    const row = await demoProduct(store, 'Nua Ultra Thin');
    const bengaluru = await createCustomer(store, { pinCode: '560001' });
    const mumbai = await createCustomer(store, { pinCode: '400001' });
    const before = await productPage(row.id, bengaluru.headers);
    const mumbaiBefore = await productPage(row.id, mumbai.headers);
    const guestBefore = await productPage(row.id);
    const placed = await store.app.inject({
      method: 'POST',
      url: `/api/user/directBuy/${row.id}`,
      headers: bengaluru.headers,
      payload: {
        deliveryAddress: { name: 'Asha', plotNumber: '1', street: 'Church Street', address: 'MG Road, Bengaluru', pinCode: '560001' },
        paymentMode: true,
        emergencyDelivery: 'false',
        quantity: 2,
      },
    });
    expect(placed.statusCode).toBe(201);
    expect((await productPage(row.id, bengaluru.headers)).branchProductQuantity).toBe(before.branchProductQuantity - 2);
    expect((await productPage(row.id, mumbai.headers)).branchProductQuantity).toBe(mumbaiBefore.branchProductQuantity);
    expect((await productPage(row.id)).availableProductQuantity).toBe(guestBefore.availableProductQuantity - 2);
  });
});
