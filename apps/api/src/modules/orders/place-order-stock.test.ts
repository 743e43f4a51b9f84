import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_MESSAGES } from '@padstore/domain';
import { createCustomer, createTestStore, demoProduct, newPhone, type TestStore } from '../../test/harness.js';
import { branchIdOf } from '../../test/staff.js';

/** Placing an order her branch cannot fill: refused, naming every product short with the packs left. */
type Headers = Record<string, string>;
let store: TestStore;
let admin: Headers;
const adminPhone = newPhone();
beforeAll(async () => {
  store = await createTestStore({ env: { ADMIN_PHONES: adminPhone } });
  admin = (await createCustomer(store, { phoneNumber: Number(adminPhone) })).headers;
});
afterAll(() => store.close());

const inject = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: object) =>
  store.app.inject({ method, url: `/api/${url}`, headers, ...(payload ? { payload } : {}) });
const order = (overrides: object = {}) => ({
  deliveryAddress: { name: 'Asha Rao', plotNumber: '12', street: 'Church Street', address: 'MG Road, Bengaluru', pinCode: '560002' },
  paymentMode: true,
  emergencyDelivery: 'false',
  ...overrides,
});
async function stockOf(productId: string): Promise<number> {
  const answer = await inject('GET', `user/serviceability?pinCode=560002&productId=${productId}`, {});
  return answer.json().availableQuantity as number;
}
async function setStock(productId: string, quantity: number) {
  const branchId = await branchIdOf(store, 'Bengaluru Central');
  expect((await inject('PUT', `admin/branches/${branchId}/stock`, admin, { productId, quantity })).statusCode).toBe(200);
}

describe('placing an order her branch cannot fill', () => {
  it('names each product short with what is left, counting again the packs taken before the rollback', async () => {
    const names = ['Whisper Ultra Nights XXL', 'Stayfree Advanced XXL', 'Sofy Antibacteria'];
    // Stock is taken in product id order: the first line taken has exactly enough, so the transaction
    // held it at none when a later line came up short; the refusal must say it is not short.
    const [enough, short, gone] = (await Promise.all(names.map((name) => demoProduct(store, name)))).sort((a, b) =>
      a.id.localeCompare(b.id),
    );
    const { headers } = await createCustomer(store, { pinCode: '560002' });
    for (const [product, quantity] of [
      [enough!, 3],
      [short!, 4],
      [gone!, 1],
    ] as const)
      expect((await inject('POST', `user/addtocart/${product.id}`, headers, { quantity })).statusCode).toBe(200);
    await setStock(enough!.id, 3);
    await setStock(short!.id, 2);
    await setStock(gone!.id, 0);

    const refused = await inject('POST', 'user/buyNow', headers, order());
    expect(refused.statusCode).toBe(409);
    const expected = [
      { productId: short!.id, productName: short!.productName, available: 2 },
      { productId: gone!.id, productName: gone!.productName, available: 0 },
    ].sort((a, b) => a.productName.localeCompare(b.productName));
    expect(refused.json()).toEqual({
      message: ORDER_MESSAGES.outOfStock,
      isBranchAvailableAtLocation: true,
      isStockAvailable: false,
      shortProducts: expected,
    });
    // Nothing was taken, and the cart is as it was.
    expect(await Promise.all([enough!, short!, gone!].map((product) => stockOf(product.id)))).toEqual([3, 2, 0]);
    expect((await inject('GET', 'user/getCartItemCount', headers)).json().count).toBe(8);
  });

  it('names the product of a direct buy beyond what the branch holds', async () => {
    const product = await demoProduct(store, 'Whisper Choice Ultra');
    const { headers } = await createCustomer(store, { pinCode: '560002' });
    const refused = await inject('POST', `user/directBuy/${product.id}`, headers, order({ quantity: 30 }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().shortProducts).toEqual([{ productId: product.id, productName: 'Whisper Choice Ultra', available: 25 }]);
  });

  it('lists no products when it is the pin code that is not served', async () => {
    const product = await demoProduct(store, 'Whisper Choice Ultra');
    const { headers } = await createCustomer(store);
    const refused = await inject(
      'POST',
      `user/directBuy/${product.id}`,
      headers,
      order({ deliveryAddress: { ...order().deliveryAddress, pinCode: '110001' } }),
    );
    expect(refused.json()).toEqual({ message: ORDER_MESSAGES.notDeliverable, isBranchAvailableAtLocation: false, isStockAvailable: true });
  });
});
