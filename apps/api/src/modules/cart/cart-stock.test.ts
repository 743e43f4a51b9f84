import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_MESSAGES, QUANTITY_MESSAGE } from '@padstore/domain';
import { createCustomer, createTestStore, demoProduct, newPhone, type TestStore } from '../../test/harness.js';
import { branchIdOf } from '../../test/staff.js';

/** What a cart line says of her branch's stock, and the one-call fix of a line it cannot fill. */
type Headers = Record<string, string>;
let store: TestStore;
let admin: Headers;
const adminPhone = newPhone();
beforeAll(async () => {
  store = await createTestStore({ env: { ADMIN_PHONES: adminPhone } });
  admin = (await createCustomer(store, { phoneNumber: Number(adminPhone) })).headers;
});
afterAll(() => store.close());

const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: object) =>
  store.app.inject({ method, url: `/api/${url}`, headers, ...(payload ? { payload } : {}) });
const add = (headers: Headers, productId: string, quantity: number) => inject('POST', `user/addtocart/${productId}`, headers, { quantity });
const lines = async (headers: Headers) =>
  (
    (await inject('GET', 'user/getCarts', headers)).json().cart.items as {
      productId: { productName: string };
      quantity: number;
      availableQuantity: number | null;
    }[]
  ).map((item) => ({ ...item, productId: item.productId.productName }));
/** The operator sets a branch's stock through the console, as the store's staff do. */
async function setStock(branch: string, productId: string, quantity: number) {
  const response = await inject('PUT', `admin/branches/${await branchIdOf(store, branch)}/stock`, admin, { productId, quantity });
  expect(response.statusCode).toBe(200);
}

describe('a cart line and the stock of her branch', () => {
  it('tells each line how many packs the branch serving her saved pin code has left', async () => {
    const sofy = await demoProduct(store, 'Sofy Body Fit');
    const nua = await demoProduct(store, 'Nua Comfort XL');
    const whisper = await demoProduct(store, 'Whisper Bindazzz Nights');
    const mumbai = await createCustomer(store, { pinCode: '400002' });
    const bengaluru = await createCustomer(store, { pinCode: '560001' });
    for (const { headers } of [mumbai, bengaluru]) {
      await add(headers, sofy.id, 3);
      await add(headers, nua.id, 1);
      await add(headers, whisper.id, 1);
    }
    await setStock('Mumbai Fort', sofy.id, 2);
    await setStock('Mumbai Fort', nua.id, 0);

    expect(await lines(mumbai.headers)).toEqual([
      expect.objectContaining({ productId: 'Sofy Body Fit', quantity: 3, availableQuantity: 2 }),
      expect.objectContaining({ productId: 'Nua Comfort XL', quantity: 1, availableQuantity: 0 }),
      expect.objectContaining({ productId: 'Whisper Bindazzz Nights', quantity: 1, availableQuantity: 25 }),
    ]);
    // Another branch's stock is not hers: Bengaluru still has every pack.
    expect((await lines(bengaluru.headers)).map((line) => line.availableQuantity)).toEqual([25, 25, 25]);

    // Her saved pin code decides the branch: moved to Bengaluru, her lines read its stock.
    expect((await inject('PUT', 'user/updateUser', mumbai.headers, { pinCode: '560003' })).statusCode).toBe(200);
    expect((await lines(mumbai.headers)).map((line) => line.availableQuantity)).toEqual([25, 25, 25]);
  });

  it('knows nothing of stock where no branch serves her pin code', async () => {
    const product = await demoProduct(store, 'Sofy Side Gathers XL');
    const { headers } = await createCustomer(store, { pinCode: '110001' });
    await add(headers, product.id, 2);
    expect(await lines(headers)).toEqual([expect.objectContaining({ quantity: 2, availableQuantity: null })]);
  });
});

describe('fixing a line her branch cannot fill', () => {
  it('sets the line to the packs left in one call, and refuses more than that', async () => {
    const product = await demoProduct(store, 'Sofy Overnight XXL');
    const { headers } = await createCustomer(store, { pinCode: '400005' });
    await add(headers, product.id, 4);
    await setStock('Mumbai Fort', product.id, 2);

    const fixed = await inject('PUT', `user/cart/${product.id}`, headers, { quantity: 2 });
    expect(fixed.statusCode).toBe(200);
    expect(fixed.json()).toMatchObject({
      message: CART_MESSAGES.updated,
      cart: { items: [expect.objectContaining({ quantity: 2, availableQuantity: 2 })], totalAmount: (2 * product.pricePaise) / 100 },
    });
    const more = await inject('PUT', `user/cart/${product.id}`, headers, { quantity: 3 });
    expect(more.statusCode).toBe(409);
    expect(more.json().message).toBe('Only 2 left');
    expect((await lines(headers))[0]!.quantity).toBe(2);
  });

  it('places the order once the short lines are fixed', async () => {
    const short = await demoProduct(store, 'Nua Monthly Box XXL');
    const gone = await demoProduct(store, 'Nua Ultra Thin');
    const { headers } = await createCustomer(store, { pinCode: '400007' });
    await add(headers, short.id, 5);
    await add(headers, gone.id, 1);
    await setStock('Mumbai Fort', short.id, 3);
    await setStock('Mumbai Fort', gone.id, 0);
    expect((await inject('PUT', `user/cart/${short.id}`, headers, { quantity: 3 })).statusCode).toBe(200);
    expect((await inject('DELETE', `user/remove/${gone.id}`, headers)).statusCode).toBe(200);
    const placed = await inject('POST', 'user/buyNow', headers, {
      deliveryAddress: { name: 'Asha Rao', plotNumber: '12', street: 'Fort Road', address: 'Fort, Mumbai', pinCode: '400007' },
      paymentMode: true,
      emergencyDelivery: 'false',
    });
    expect(placed.statusCode).toBe(201);
    expect(placed.json().order.items).toEqual([expect.objectContaining({ _id: short.id, quantity: 3 })]);
  });

  it.each([0, 100, 1.5, '2', null])('refuses a quantity of %s with 400', async (quantity) => {
    const product = await demoProduct(store, 'Stayfree Secure Dry');
    const { headers } = await createCustomer(store);
    await add(headers, product.id, 1);
    const response = await inject('PUT', `user/cart/${product.id}`, headers, { quantity });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(QUANTITY_MESSAGE);
  });

  it('refuses a product not in her cart, and guests', async () => {
    const product = await demoProduct(store, 'Stayfree Dry Max All Night');
    const { headers } = await createCustomer(store);
    const missing = await inject('PUT', `user/cart/${product.id}`, headers, { quantity: 1 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(CART_MESSAGES.notInCart);
    expect(await lines(headers)).toEqual([]);
    expect((await inject('PUT', `user/cart/${product.id}`, {}, { quantity: 1 })).statusCode).toBe(401);
  });
});
