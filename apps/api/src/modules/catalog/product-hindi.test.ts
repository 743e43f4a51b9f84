import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, indiaDay } from '@padstore/domain';
import { createCustomer, createTestStore, newPhone, type TestStore } from '../../test/harness.js';

/** Issue 35: the owner's optional Hindi name and description, said to Hindi readers instead of the English. */

let store: TestStore;
let admin: Record<string, string>;
const adminPhone = newPhone();

beforeAll(async () => {
  store = await createTestStore({ env: { ADMIN_PHONES: adminPhone } });
  admin = (await createCustomer(store, { phoneNumber: Number(adminPhone) })).headers;
});
afterAll(() => store.close());

type ConsoleProduct = { _id: string; productName: string; productNameHi: string | null; descriptionHi: string | null; version: number };
const HINDI = { 'accept-language': 'hi' };
const ENGLISH = { 'accept-language': 'en' };

const consoleProduct = async (productName: string): Promise<ConsoleProduct> =>
  ((await store.app.inject({ url: '/api/admin/products', headers: admin })).json().products as ConsoleProduct[]).find(
    (product) => product.productName === productName,
  )!;
const edit = async (productName: string, changes: Record<string, unknown>) => {
  const product = await consoleProduct(productName);
  return store.app.inject({
    method: 'PUT',
    url: `/api/admin/products/${product._id}`,
    headers: admin,
    payload: { ...changes, version: product.version },
  });
};
const get = async (url: string, headers: Record<string, string> = {}) => {
  const response = await store.app.inject({ url: `/api${url}`, headers });
  expect(response.statusCode).toBe(200);
  return response;
};
const listedNames = async (query: string, headers: Record<string, string> = {}) =>
  ((await get(`/user/Product/getAllProducts${query}`, headers)).json().products as { productName: string }[]).map(
    (product) => product.productName,
  );

describe('the Hindi name and description in the console', () => {
  it('saves them trimmed, answers them, and clears them with an empty text', async () => {
    const saved = await edit('Sofy Side Gathers XL', {
      productNameHi: '  सोफी साइड गैदर्स XL ',
      descriptionHi: 'रात भर सुरक्षा\n\n  मुलायम ऊपरी परत  \n',
    });
    expect(saved.statusCode).toBe(200);
    expect(await consoleProduct('Sofy Side Gathers XL')).toMatchObject({
      productNameHi: 'सोफी साइड गैदर्स XL',
      descriptionHi: 'रात भर सुरक्षा\nमुलायम ऊपरी परत',
    });
    // Leaving them out of an edit keeps them.
    expect((await edit('Sofy Side Gathers XL', { price: 399 })).statusCode).toBe(200);
    expect((await consoleProduct('Sofy Side Gathers XL')).productNameHi).toBe('सोफी साइड गैदर्स XL');
    expect((await edit('Sofy Side Gathers XL', { productNameHi: '', descriptionHi: '   ' })).statusCode).toBe(200);
    expect(await consoleProduct('Sofy Side Gathers XL')).toMatchObject({ productNameHi: null, descriptionHi: null });
  });

  it('takes them when a product is created', async () => {
    const whisper = (await get('/user/brand/getAllBrands'))
      .json()
      .data.find((brand: { brandName: string }) => brand.brandName === 'Whisper');
    const created = await store.app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: admin,
      payload: {
        productName: 'Whisper Hindi Test',
        productNameHi: 'व्हिस्पर हिंदी टेस्ट',
        brandId: whisper._id,
        size: 'Large',
        price: 120,
        quantityInEachPack: 10,
      },
    });
    expect(created.statusCode).toBe(201);
    expect(await consoleProduct('Whisper Hindi Test')).toMatchObject({ productNameHi: 'व्हिस्पर हिंदी टेस्ट', descriptionHi: null });
  });

  it.each([
    [{ productNameHi: 'न'.repeat(121) }, 'Hindi name must not exceed 120 characters'],
    [{ productNameHi: 42 }, 'Hindi name must be text'],
    [{ descriptionHi: 'ब'.repeat(301) }, 'A point of the Hindi description must not exceed 300 characters'],
    [{ descriptionHi: Array.from({ length: 11 }, (_, i) => `बिंदु ${i}`).join('\n') }, 'At most 10 points (lines) in the Hindi description'],
    [{ descriptionHi: 'ब'.repeat(5000) }, 'Hindi description must not exceed 3020 characters'],
  ])('refuses %j with a clear message', async (changes, message) => {
    const refused = await edit('Nua Ultra Thin', changes);
    expect(refused.statusCode).toBe(400);
    expect(JSON.stringify(refused.json())).toContain(message);
  });
});

describe('the customer catalog in Hindi', () => {
  beforeAll(async () => {
    const saved = await edit('Whisper Ultra Clean', {
      productNameHi: 'व्हिस्पर अल्ट्रा क्लीन',
      descriptionHi: '15 बड़े पैड, एक पैक में\n8 घंटे तक सुरक्षा',
    });
    expect(saved.statusCode).toBe(200);
  });

  it('says the Hindi name in the listing, on the product page and in suggest with Accept-Language: hi, English without', async () => {
    expect(await listedNames('?brand=whisper', HINDI)).toContain('व्हिस्पर अल्ट्रा क्लीन');
    expect(await listedNames('?brand=whisper', HINDI)).toContain('Whisper Choice Ultra');
    expect(await listedNames('?brand=whisper')).toContain('Whisper Ultra Clean');
    expect(await listedNames('?brand=whisper')).not.toContain('व्हिस्पर अल्ट्रा क्लीन');

    const { _id } = await consoleProduct('Whisper Ultra Clean');
    const hindi = (await get(`/user/Product/getProductById/${_id}`, HINDI)).json().product;
    expect(hindi).toMatchObject({ productName: 'व्हिस्पर अल्ट्रा क्लीन', aboutThisItem: ['15 बड़े पैड, एक पैक में', '8 घंटे तक सुरक्षा'] });
    expect(hindi.brand.brandName).toBe('Whisper');
    const english = (await get(`/user/Product/getProductById/${_id}`)).json().product;
    expect(english.productName).toBe('Whisper Ultra Clean');
    expect(english.aboutThisItem).not.toContain('8 घंटे तक सुरक्षा');

    const suggested = async (headers: Record<string, string>) =>
      ((await get('/user/Product/suggest?q=ultra%20clean', headers)).json().products as { productName: string }[]).map(
        (product) => product.productName,
      );
    expect(await suggested(HINDI)).toContain('व्हिस्पर अल्ट्रा क्लीन');
    expect(await suggested(ENGLISH)).toContain('Whisper Ultra Clean');
    expect(await suggested(ENGLISH)).not.toContain('व्हिस्पर अल्ट्रा क्लीन');
  });

  it('finds a product by its Hindi name and description', async () => {
    expect(await listedNames(`?q=${encodeURIComponent('व्हिस्पर अल्ट्रा')}`, HINDI)).toEqual(['व्हिस्पर अल्ट्रा क्लीन']);
    expect(await listedNames(`?q=${encodeURIComponent('अल्ट्रा क्लीन')}`)).toEqual(['Whisper Ultra Clean']);
    expect(await listedNames(`?q=${encodeURIComponent('घंटे तक सुरक्षा')}`)).toEqual(['Whisper Ultra Clean']);
    const suggested = (await get(`/user/Product/suggest?q=${encodeURIComponent('व्हिस्पर')}`, HINDI)).json().products;
    expect(suggested.map((product: { productName: string }) => product.productName)).toContain('व्हिस्पर अल्ट्रा क्लीन');
  });

  it('says a product without a Hindi name in English to Hindi readers too', async () => {
    const { _id } = await consoleProduct('Stayfree Secure Dry');
    expect((await get(`/user/Product/getProductById/${_id}`, HINDI)).json().product.productName).toBe('Stayfree Secure Dry');
  });

  it('says the Hindi name to a customer who saved Hindi as her language, and in her cart', async () => {
    const customer = await createCustomer(store);
    const saved = await store.app.inject({
      method: 'PUT',
      url: '/api/user/updateUser',
      headers: customer.headers,
      payload: { language: 'hi' },
    });
    expect(saved.statusCode).toBe(200);
    const { _id } = await consoleProduct('Whisper Ultra Clean');
    expect((await get(`/user/Product/getProductById/${_id}`, customer.headers)).json().product.productName).toBe('व्हिस्पर अल्ट्रा क्लीन');
    const added = await store.app.inject({
      method: 'POST',
      url: `/api/user/addtocart/${_id}`,
      headers: customer.headers,
      payload: { quantity: 1 },
    });
    expect(added.statusCode).toBeLessThan(300);
    const cart = async (headers: Record<string, string>) =>
      (await get('/user/getCarts', { ...customer.headers, ...headers })).json().cart.items[0].productId.productName;
    expect(await cart(HINDI)).toBe('व्हिस्पर अल्ट्रा क्लीन');
    expect(await cart(ENGLISH)).toBe('Whisper Ultra Clean');
    expect(await cart(HINDI)).toBe('व्हिस्पर अल्ट्रा क्लीन');
  });

  it('says the Hindi name in her repeat orders', async () => {
    const customer = await createCustomer(store);
    const { _id } = await consoleProduct('Whisper Ultra Clean');
    const created = await store.app.inject({
      method: 'POST',
      url: '/api/user/repeats',
      headers: { ...customer.headers, ...HINDI },
      payload: { items: [{ productId: _id, quantity: 1 }], everyDays: 28, firstDeliveryOn: addDays(indiaDay(new Date()), 10) },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().repeat.items[0].productName).toBe('व्हिस्पर अल्ट्रा क्लीन');
    const names = async (headers: Record<string, string>) =>
      (await get('/user/repeats', { ...customer.headers, ...headers })).json().repeats[0].items[0].productName;
    expect(await names(HINDI)).toBe('व्हिस्पर अल्ट्रा क्लीन');
    expect(await names(ENGLISH)).toBe('Whisper Ultra Clean');
  });

  it('never serves a cached answer in the other language', async () => {
    const query = '?brand=whisper&size=large&minPrice=150';
    for (let round = 0; round < 3; round += 1) {
      const english = await get(`/user/Product/getAllProducts${query}`);
      expect(english.headers.vary).toContain('Accept-Language');
      expect(english.json().products.map((product: { productName: string }) => product.productName)).toEqual(['Whisper Ultra Clean']);
      expect(await listedNames(query, HINDI)).toEqual(['व्हिस्पर अल्ट्रा क्लीन']);
      expect(await listedNames(query, ENGLISH)).toEqual(['Whisper Ultra Clean']);
    }
    const suggestion = async (headers: Record<string, string>) =>
      (await get('/user/Product/suggest?q=whisper%20ultra%20clean', headers)).json().products[0].productName;
    expect(await suggestion({})).toBe('Whisper Ultra Clean');
    expect(await suggestion(HINDI)).toBe('व्हिस्पर अल्ट्रा क्लीन');
    expect(await suggestion({})).toBe('Whisper Ultra Clean');
  });

  it('says English again once the owner clears the Hindi name, cached answers dropped', async () => {
    expect(await listedNames('?brand=whisper&size=large&minPrice=150', HINDI)).toEqual(['व्हिस्पर अल्ट्रा क्लीन']);
    expect((await edit('Whisper Ultra Clean', { productNameHi: '' })).statusCode).toBe(200);
    expect(await listedNames('?brand=whisper&size=large&minPrice=150', HINDI)).toEqual(['Whisper Ultra Clean']);
  });
});
