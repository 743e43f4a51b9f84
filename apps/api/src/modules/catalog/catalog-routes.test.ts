import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOG_MESSAGES } from '@padstore/domain';
import { branchStock, branches, brands, products } from '../../db/schema.js';
import {
  announceCatalogChange,
  createCustomer,
  createTestStore,
  customerId,
  demoProduct,
  recordOrder,
  type TestStore,
} from '../../test/harness.js';

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore();
});
afterAll(() => store.close());

type Product = { _id: string; productName: string; price: number; size: string; brand: { _id: string; brandName: string } } & Record<
  string,
  unknown
>;
const list = async (query: string, headers?: Record<string, string>) => {
  const response = await store.app.inject({ url: `/api/user/Product/getAllProducts${query}`, headers });
  return {
    status: response.statusCode,
    body: response.json() as { products: Product[]; data: Product[]; total: number; page: number; limit: number; message?: string },
  };
};
const prices = (items: Product[]) => items.map((item) => item.price).sort((a, b) => a - b);

describe('product list', () => {
  it('answers the first page of 8 by default, with the total, under both names', async () => {
    const { status, body } = await list('');
    expect(status).toBe(200);
    expect(body.products).toHaveLength(8);
    expect(body.data).toEqual(body.products);
    expect(body).toMatchObject({ page: 1, limit: 8, total: 16 });
    const second = await list('?page=2');
    expect(second.body.products).toHaveLength(8);
    expect(second.body.products.map((p) => p._id)).not.toContain(body.products[0]!._id);
    expect((await list('?page=3')).body.products).toHaveLength(0);
  });

  it.each([
    ['?brand=whisper', [49, 199, 349, 599]],
    ['?brand=Whisper,SOFY', [49, 99, 179, 199, 349, 399, 599, 699]],
    ['?brand=unknown', []],
    ['?size=xl', [299, 349, 399, 499]],
    ['?size=XL,xxl', [299, 349, 399, 449, 499, 599, 699, 899]],
    ['?size=huge', []],
    ['?maxPrice=199&limit=50', [49, 79, 99, 129, 149, 179, 199]],
    ['?minPrice=149&maxPrice=299', [149, 179, 199, 249, 299]],
    ['?minPrice=899', [899]],
    ['?minPrice=0&maxPrice=5000&limit=50', [49, 79, 99, 129, 149, 179, 199, 249, 299, 349, 399, 449, 499, 599, 699, 899]],
    ['?brand=whisper&size=large', [199]],
    ['?brand=nua&minPrice=200', [249, 499, 899]],
    ['?size=regular&maxPrice=99', [49, 79, 99]],
    ['?brand=stayfree,sofy&size=xl,xxl&minPrice=300&maxPrice=700', [399, 449, 699]],
  ])('filters %s', async (query, expected) => {
    const { status, body } = await list(query);
    expect(status).toBe(200);
    expect(prices(body.products)).toEqual(expected);
    expect(body.total).toBe(expected.length);
  });

  it('pages through a filtered list', async () => {
    const { body } = await list('?brand=stayfree,sofy&size=xl,xxl&minPrice=300&maxPrice=700&limit=2&page=2');
    expect(body.products).toHaveLength(1);
    expect(body.total).toBe(3);
  });

  it.each([
    ['?page=0', CATALOG_MESSAGES.page],
    ['?page=-1', CATALOG_MESSAGES.page],
    ['?page=abc', CATALOG_MESSAGES.page],
    ['?limit=10000', CATALOG_MESSAGES.limit],
    ['?limit=0', CATALOG_MESSAGES.limit],
    ['?minPrice=500&maxPrice=100', CATALOG_MESSAGES.priceOrder],
    ['?minPrice=cheap', CATALOG_MESSAGES.price],
    ['?maxPrice=-5', CATALOG_MESSAGES.price],
    ['?maxPrice=99999', CATALOG_MESSAGES.price],
  ])('refuses %s with 400 and a clear message', async (query, message) => {
    const { status, body } = await list(query);
    expect(status).toBe(400);
    expect(body.message).toBe(message);
  });

  it('refuses a repeated filter parameter with 400, not a crash', async () => {
    expect((await list('?brand=whisper&brand=sofy')).status).toBe(400);
  });

  it('shows guests the stock of every branch and a customer their own branch', async () => {
    const guest = (await list('?brand=nua&size=regular')).body.products[0]!;
    expect(guest.availableProductQuantity).toBe(50);
    expect(guest).not.toHaveProperty('branchProductQuantity');
    const served = await createCustomer(store, { pinCode: '560002' });
    expect((await list('?brand=nua&size=regular', served.headers)).body.products[0]!.branchProductQuantity).toBe(25);
    const unserved = await createCustomer(store, { pinCode: '110001' });
    expect((await list('?brand=nua&size=regular', unserved.headers)).body.products[0]!.branchProductQuantity).toBeNull();
  });

  it('leaves the stock of a closed branch out of what it shows', async () => {
    const listed = (await list('?brand=nua&size=regular')).body.products[0]!;
    const [held] = await store.database.db.select().from(branchStock).where(eq(branchStock.productId, listed._id)).limit(1);
    await store.database.db.update(branches).set({ active: false }).where(eq(branches.id, held!.branchId));
    await announceCatalogChange(store);
    try {
      const shown = (await list('?brand=nua&size=regular&limit=7')).body.products[0]!;
      expect(shown.availableProductQuantity).toBe(Number(listed.availableProductQuantity) - held!.quantity);
    } finally {
      await store.database.db.update(branches).set({ active: true }).where(eq(branches.id, held!.branchId));
      await announceCatalogChange(store);
    }
  });
});

describe('products by brand', () => {
  it("lists one brand's products with the same filters", async () => {
    const [sofy] = await store.database.db.select().from(brands).where(eq(brands.brandName, 'Sofy'));
    const all = await store.app.inject({ url: `/api/user/brand/getProductsByBrand/${sofy!.id}` });
    expect(all.json().products.map((p: Product) => p.brand.brandName)).toEqual(['Sofy', 'Sofy', 'Sofy', 'Sofy']);
    const cheap = await store.app.inject({ url: `/api/user/brand/getProductsByBrand/${sofy!.id}?maxPrice=200` });
    expect(prices(cheap.json().products)).toEqual([99, 179]);
  });

  it('answers 404 for an unknown brand and 400 for a malformed id', async () => {
    expect((await store.app.inject({ url: '/api/user/brand/getProductsByBrand/00000000-0000-4000-8000-000000000000' })).statusCode).toBe(
      404,
    );
    expect((await store.app.inject({ url: '/api/user/brand/getProductsByBrand/not-an-id' })).statusCode).toBe(400);
  });
});

describe('one product', () => {
  it('answers the product with its brand, price in rupees and pictures', async () => {
    const row = await demoProduct(store, 'Sofy Body Fit');
    const response = await store.app.inject({ url: `/api/user/Product/getProductById/${row.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json().product).toMatchObject({
      _id: row.id,
      productName: 'Sofy Body Fit',
      brand: { brandName: 'Sofy' },
      size: 'Large',
      price: 179,
      quantityInEachPack: 14,
      image: '/demo/products/sofy-body-fit.webp',
      relatedImages: [],
      availableProductQuantity: 50,
    });
    expect(response.json().product.aboutThisItem.length).toBeGreaterThan(0);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = await store.app.inject({ url: '/api/user/Product/getProductById/00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Product not found');
    const malformed = await store.app.inject({ url: "/api/user/Product/getProductById/1'%20or%201=1" });
    expect(malformed.statusCode).toBe(400);
  });

  it('hides a hidden product from the list and its page', async () => {
    const row = await demoProduct(store, 'Nua Comfort XL');
    await store.database.db.update(products).set({ hidden: true }).where(eq(products.id, row.id));
    await announceCatalogChange(store);
    try {
      expect((await list('?limit=50')).body.total).toBe(15);
      expect((await store.app.inject({ url: `/api/user/Product/getProductById/${row.id}` })).statusCode).toBe(404);
    } finally {
      await store.database.db.update(products).set({ hidden: false }).where(eq(products.id, row.id));
      await announceCatalogChange(store);
    }
  });
});

describe('buy it with and related products', () => {
  it('relates the same size from other brands, closest price first', async () => {
    const row = await demoProduct(store, 'Whisper Ultra Clean');
    const { data } = (await store.app.inject({ url: `/api/user/Product/getRelatedProducts/${row.id}` })).json();
    expect(data.map((p: Product) => p.productName)).toEqual(['Sofy Body Fit', 'Nua Heavy Flow', 'Stayfree Secure Cottony']);
  });

  it('suggests what was bought together first, then the same brand in other sizes', async () => {
    const row = await demoProduct(store, 'Stayfree Secure Dry');
    const before = (await store.app.inject({ url: `/api/user/Product/getBuyItWith/${row.id}` })).json().data as Product[];
    expect(before.map((p) => p.productName)).toEqual(['Stayfree Secure Cottony', 'Stayfree Dry Max All Night', 'Stayfree Advanced XXL']);

    const partner = await demoProduct(store, 'Nua Monthly Box XXL');
    const customer = await createCustomer(store);
    await recordOrder(store, await customerId(store, customer.headers), [{ productId: row.id }, { productId: partner.id }]);
    const after = (await store.app.inject({ url: `/api/user/Product/getBuyItWith/${row.id}` })).json().data as Product[];
    expect(after[0]!.productName).toBe('Nua Monthly Box XXL');
    expect(after).toHaveLength(4);
  });
});

describe('brands and sizes', () => {
  it('lists the four brands with _id and id alike, and the sizes in order', async () => {
    const { data } = (await store.app.inject({ url: '/api/user/brand/getAllBrands' })).json();
    expect(data.map((b: { brandName: string }) => b.brandName)).toEqual(['Nua', 'Sofy', 'Stayfree', 'Whisper']);
    expect(data[0]._id).toBe(data[0].id);
    expect((await store.app.inject({ url: '/api/products/getAllSizes' })).json()).toEqual({ sizes: ['Regular', 'Large', 'XL', 'XXL'] });
  });
});
