import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, SEARCH_MAX_LENGTH, SEARCH_MESSAGES } from '@padstore/domain';
import { auditLog, brands, products } from '../../db/schema.js';
import { announceCatalogChange, createCustomer, createTestStore, demoProduct, newPhone, type TestStore } from '../../test/harness.js';

let store: TestStore;
let admin: Record<string, string>;
const adminPhone = newPhone();
beforeAll(async () => {
  store = await createTestStore({ env: { ADMIN_PHONES: adminPhone } });
  admin = (await createCustomer(store, { phoneNumber: Number(adminPhone) })).headers;
});
afterAll(() => store.close());

type Found = { products: { productName: string; size: string; quantityInEachPack: number }[]; total: number; page: number; limit: number };
const search = async (q: string, more = '') => {
  const response = await store.app.inject({ url: `/api/user/Product/getAllProducts?q=${encodeURIComponent(q)}&limit=50${more}` });
  return { status: response.statusCode, body: response.json() as Found & { message?: string } };
};
const names = async (q: string, more = '') => {
  const { status, body } = await search(q, more);
  expect(status).toBe(200);
  return body.products.map((product) => product.productName);
};
const suggest = async (q: string) => {
  const response = await store.app.inject({ url: `/api/user/Product/suggest?q=${encodeURIComponent(q)}` });
  return {
    status: response.statusCode,
    body: response.json() as { products: { productName: string; brandName: string }[]; brands: { brandName: string }[]; message?: string },
  };
};

describe('search finds what she means', () => {
  it.each([
    ['wisper', ['Whisper Bindazzz Nights', 'Whisper Choice Ultra', 'Whisper Ultra Clean', 'Whisper Ultra Nights XXL']],
    ['stayfre', ['Stayfree Advanced XXL', 'Stayfree Dry Max All Night', 'Stayfree Secure Cottony', 'Stayfree Secure Dry']],
    ['Whisper', ['Whisper Bindazzz Nights', 'Whisper Choice Ultra', 'Whisper Ultra Clean', 'Whisper Ultra Nights XXL']],
  ])('finds a brand typed with a typo or in capitals: %s', async (q, expected) => {
    expect((await names(q)).sort()).toEqual(expected);
  });

  it('finds night pads from "night", "overnight", the Hindi and Hinglish words, and a typo', async () => {
    const nightPads = ['Sofy Overnight XXL', 'Stayfree Dry Max All Night', 'Whisper Bindazzz Nights', 'Whisper Ultra Nights XXL'];
    for (const q of ['night', 'overnight', 'raat', 'रात', 'night pads', 'Raat', 'nigt']) {
      expect((await names(q)).sort(), q).toEqual(nightPads);
    }
  });

  it('finds a partial word: ultr', async () => {
    expect((await names('ultr')).sort()).toEqual([
      'Nua Ultra Thin',
      'Whisper Choice Ultra',
      'Whisper Ultra Clean',
      'Whisper Ultra Nights XXL',
    ]);
  });

  it('finds a size exactly: xl is not xxl, and "extra large" and "bada" are XL', async () => {
    const xl = ['Nua Comfort XL', 'Sofy Side Gathers XL', 'Stayfree Dry Max All Night', 'Whisper Bindazzz Nights'];
    expect((await names('xl')).sort()).toEqual(xl);
    expect((await names('extra large')).sort()).toEqual(xl);
    expect((await names('XXL')).sort()).toEqual([
      'Nua Monthly Box XXL',
      'Sofy Overnight XXL',
      'Stayfree Advanced XXL',
      'Whisper Ultra Nights XXL',
    ]);
    const bada = await names('bada');
    expect(bada).toEqual(expect.arrayContaining(xl));
    expect(bada).toContain('Whisper Ultra Clean');
    expect(bada).not.toContain('Whisper Choice Ultra');
  });

  it('finds a pad count: 30 pads', async () => {
    expect(await names('30 pads')).toEqual(['Whisper Ultra Nights XXL']);
  });

  it('reads the generic words as every pad: pad, pads, napkin, sanitary napkin, period, पैड, सैनिटरी पैड', async () => {
    for (const q of ['pad', 'pads', 'napkin', 'sanitary napkin', 'period', 'पैड', 'सैनिटरी पैड']) {
      expect((await search(q)).body.total, q).toBe(16);
    }
    expect((await names('whisper sanitary napkin')).sort()).toHaveLength(4);
  });

  it('finds heavy flow pads, the one named so first', async () => {
    const found = await names('heavy flow');
    expect(found[0]).toBe('Nua Heavy Flow');
    expect(found).toContain('Whisper Ultra Nights XXL');
  });

  it('ranks a match in the name or brand before a match in the description', async () => {
    const [nua] = await store.database.db.select().from(brands).where(eq(brands.brandName, 'Nua'));
    await store.database.db.insert(products).values({
      productName: 'Aaa Soft Touch',
      brandId: nua!.id,
      size: 'Regular',
      pricePaise: 9900,
      quantityInEachPack: 7,
      aboutThisItem: ['An ultra soft cover'],
    });
    await announceCatalogChange(store);
    const found = await names('ultra');
    expect(found.at(-1)).toBe('Aaa Soft Touch');
    expect(found.slice(0, 4).sort()).toEqual(['Nua Ultra Thin', 'Whisper Choice Ultra', 'Whisper Ultra Clean', 'Whisper Ultra Nights XXL']);
    await store.database.db.delete(products).where(eq(products.productName, 'Aaa Soft Touch'));
    await announceCatalogChange(store);
  });

  it('keeps the brand in step when a brand is renamed', async () => {
    await store.database.db.update(brands).set({ brandName: 'Sofy Cares' }).where(eq(brands.brandName, 'Sofy'));
    await announceCatalogChange(store);
    expect(await names('cares')).toHaveLength(4);
    await store.database.db.update(brands).set({ brandName: 'Sofy' }).where(eq(brands.brandName, 'Sofy Cares'));
    await announceCatalogChange(store);
    expect(await names('Cares')).toHaveLength(0);
  });

  it('never shows a hidden product', async () => {
    const hidden = await demoProduct(store, 'Nua Heavy Flow');
    await store.database.db.update(products).set({ hidden: true }).where(eq(products.id, hidden.id));
    await announceCatalogChange(store);
    try {
      expect(await names('Heavy Flow')).not.toContain('Nua Heavy Flow');
      expect((await suggest('Heavy')).body.products.map((product) => product.productName)).not.toContain('Nua Heavy Flow');
    } finally {
      await store.database.db.update(products).set({ hidden: false }).where(eq(products.id, hidden.id));
      await announceCatalogChange(store);
    }
  });

  it('keeps the other filters and paging with q', async () => {
    expect(await names('wisper', '&size=xxl')).toEqual(['Whisper Ultra Nights XXL']);
    expect(await names('pads', '&brand=nua&maxPrice=300')).toEqual(['Nua Heavy Flow', 'Nua Ultra Thin']);
    const first = await store.app.inject({ url: '/api/user/Product/getAllProducts?q=xxl&limit=3' });
    const second = await store.app.inject({ url: '/api/user/Product/getAllProducts?q=xxl&limit=3&page=2' });
    expect(first.json()).toMatchObject({ page: 1, limit: 3, total: 4 });
    expect(first.json().products).toHaveLength(3);
    expect(second.json().products).toHaveLength(1);
    const all = [...first.json().products, ...second.json().products].map((product: { productName: string }) => product.productName);
    expect(new Set(all).size).toBe(4);
    // A page past the last still says how many there are.
    const past = await store.app.inject({ url: '/api/user/Product/getAllProducts?q=xxl&limit=3&page=3' });
    expect(past.json()).toMatchObject({ page: 3, total: 4, products: [] });
  });

  it('answers an empty list when nothing matches, and the whole list for an empty q', async () => {
    expect(await search('zzqqxx')).toMatchObject({ status: 200, body: { total: 0, products: [] } });
    expect((await search('')).body.total).toBe(16);
  });
});

describe('hostile searches', () => {
  it(`refuses a search longer than ${SEARCH_MAX_LENGTH} characters with a clear 400`, async () => {
    const long = await search('a'.repeat(1000));
    expect(long).toMatchObject({ status: 400, body: { message: SEARCH_MESSAGES.tooLong } });
    expect((await suggest('a'.repeat(1000))).status).toBe(400);
  });

  it('refuses a NUL character with a clear 400, as every route does', async () => {
    expect(await search('whisper\u0000')).toMatchObject({ status: 400, body: { message: MESSAGES.nulCharacter } });
    expect((await suggest('\u0000')).status).toBe(400);
  });

  it.each(['%', '_', '%%', "'", '"', "' or 1=1 --", '\\', '%wh_sper%', '<script>', '😀', 'a'.repeat(SEARCH_MAX_LENGTH)])(
    'never answers 500 and never reads %j as a wildcard',
    async (q) => {
      const found = await search(q);
      expect(found.status).toBe(200);
      expect(found.body.total).toBeLessThan(16);
      expect((await suggest(q)).status).toBe(200);
    },
  );

  it('reads the words around hostile characters as words', async () => {
    expect((await names("whisper'xxl")).sort()).toEqual(['Whisper Ultra Nights XXL']);
  });
});

describe('suggestions', () => {
  it('suggests products and the brand from 2 letters on, and nothing for 1', async () => {
    expect((await suggest('w')).body).toEqual({ products: [], brands: [] });
    const { status, body } = await suggest('wisper');
    expect(status).toBe(200);
    expect(body.brands.map((brand) => brand.brandName)).toEqual(['Whisper']);
    expect(body.products.length).toBeGreaterThan(0);
    expect(body.products.length).toBeLessThanOrEqual(6);
    expect(body.products.every((product) => product.brandName === 'Whisper')).toBe(true);
  });

  it('suggests the best match first', async () => {
    expect((await suggest('heavy flow')).body.products[0]?.productName).toBe('Nua Heavy Flow');
    expect((await suggest('stayfree dry max')).body.products[0]?.productName).toBe('Stayfree Dry Max All Night');
  });
});

describe('the synonym table in the console', () => {
  const console = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, headers = admin) =>
    store.app.inject({ method, url: `/api/admin${url}`, headers, ...(payload ? { payload } : {}) });

  it('lets the owner teach search a word, audited, and take it back', async () => {
    expect(await names('zorro')).toEqual([]);
    const added = await console('POST', '/search-synonyms', { term: ' Zorro ', meaning: 'XXL' });
    expect(added.statusCode).toBe(201);
    expect((await names('zorro')).sort()).toHaveLength(4);
    const listed = (await console('GET', '/search-synonyms')).json().synonyms as { _id: string; term: string; meaning: string }[];
    expect(listed).toContainEqual({ _id: added.json()._id, term: 'zorro', meaning: 'xxl' });
    expect(listed).toContainEqual(expect.objectContaining({ term: 'raat', meaning: 'night' }));
    expect((await console('POST', '/search-synonyms', { term: 'zorro', meaning: 'xxl' })).json()).toEqual({
      message: SEARCH_MESSAGES.synonymExists,
    });
    expect((await console('DELETE', `/search-synonyms/${added.json()._id}`)).statusCode).toBe(200);
    expect(await names('zorro')).toEqual([]);
    const actions = (await store.database.db.select({ action: auditLog.action }).from(auditLog)).map((row) => row.action);
    expect(actions).toEqual(expect.arrayContaining(['synonym.create', 'synonym.delete']));
  });

  it('refuses an empty word or meaning, and customers', async () => {
    expect((await console('POST', '/search-synonyms', { term: '%%', meaning: 'xl' })).json()).toMatchObject({
      message: SEARCH_MESSAGES.termRequired,
    });
    const customer = await createCustomer(store);
    expect((await console('POST', '/search-synonyms', { term: 'zorro', meaning: 'xxl' }, customer.headers)).statusCode).toBe(403);
  });
});
