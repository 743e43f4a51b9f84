import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { productListQuerySchema } from '@padstore/domain';
import { products } from '../../db/schema.js';
import { LocalChangeFeed, type ChangeFeed } from '../../lib/change-feed.js';
import { databaseForThisFile } from '../../test/harness.js';
import { listProducts } from './catalog-service.js';
import { suggest } from './search-service.js';
import { SearchVocabulary } from './search-vocabulary.js';
import { VisibleCatalog, type Shelf } from './visible-catalog.js';

const database = databaseForThisFile();

const guest = { branchId: null, signedIn: false };
const names = (shelf: Shelf) => shelf.products.map((product) => product.row.productName);
const setHidden = (name: string, hidden: boolean) => database().db.update(products).set({ hidden }).where(eq(products.productName, name));

describe('the visible catalog kept in memory', () => {
  it('keeps the shelf until a catalog change is announced, then reads what changed', async () => {
    const feed = new LocalChangeFeed();
    const catalog = new VisibleCatalog(database().db, feed, 2000);
    const first = catalog.shelf();
    expect(names(await first)).toContain('Nua Heavy Flow');
    await setHidden('Nua Heavy Flow', true);
    try {
      await feed.publish({ kind: 'customer', userId: 'someone' });
      expect(catalog.shelf()).toBe(first);
      await feed.publish({ kind: 'catalog' });
      expect(names(await catalog.shelf())).not.toContain('Nua Heavy Flow');
    } finally {
      await setHidden('Nua Heavy Flow', false);
    }
  });

  it('reads only the stock again when an order or a cancel is announced, keeping what searches worked out', async () => {
    const feed = new LocalChangeFeed();
    const catalog = new VisibleCatalog(database().db, feed, 2000);
    const first = await catalog.shelf();
    const worked = first.remember('a word', 1, () => ({ worked: 'once' }));
    const product = first.products[0]!;
    await database().db.execute(sql`update branch_stock set quantity = quantity - 1 where product_id = ${product.row.id}`);
    await feed.publish({ kind: 'stock' });
    const restocked = await catalog.shelf();
    expect(restocked).not.toBe(first);
    expect(restocked.products[0]!.available).toBe(product.available - product.inBranch.size);
    expect(restocked.products.map((shelved) => shelved.row)).toEqual(first.products.map((shelved) => shelved.row));
    expect(
      restocked.remember('a word', 1, () => {
        throw new Error('worked out again');
      }),
    ).toBe(worked);
    // A catalog change reads everything again, and works it out again.
    await feed.publish({ kind: 'catalog' });
    const reread = await catalog.shelf();
    expect(reread.remember('a word', 1, () => ({ worked: 'again' }))).toEqual({ worked: 'again' });
  });

  it('reads again after its time without an announcement, serving the shelf it has while the new one is read', async () => {
    let clock = 0;
    const catalog = new VisibleCatalog(database().db, new LocalChangeFeed(), 2000, () => clock);
    const first = catalog.shelf();
    await first;
    await setHidden('Sofy Overnight XXL', true);
    try {
      clock = 1999;
      expect(catalog.shelf()).toBe(first);
      clock = 2000;
      // Past its time: this request still gets the shelf kept, the next ones the one read meanwhile.
      expect(catalog.shelf()).toBe(first);
      let shelf = await catalog.shelf();
      for (let tries = 0; shelf === (await first) && tries < 100; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        shelf = await catalog.shelf();
      }
      expect(names(shelf)).not.toContain('Sofy Overnight XXL');
      // The new shelf is kept its own time from when it was read.
      await setHidden('Sofy Overnight XXL', false);
      clock = 3999;
      expect(await catalog.shelf()).toBe(shelf);
    } finally {
      await setHidden('Sofy Overnight XXL', false);
    }
  });

  it('keeps the shelf it has past its time when nothing it was read from has changed', async () => {
    let clock = 0;
    const catalog = new VisibleCatalog(database().db, new LocalChangeFeed(), 2000, () => clock);
    const first = await catalog.shelf();
    clock = 2000;
    expect(await catalog.shelf()).toBe(first);
    // Checked, and kept for another 2 s; a stock change then makes the next check read it again.
    for (let tries = 0; tries < 50; tries++) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await catalog.shelf()).toBe(first);
    await database().db.execute(sql`update branch_stock set quantity = quantity + 1 where product_id = ${first.products[0]!.row.id}`);
    clock = 4000;
    catalog.shelf();
    let shelf = await catalog.shelf();
    for (let tries = 0; shelf === first && tries < 100; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      shelf = await catalog.shelf();
    }
    expect(shelf.products[0]!.available).toBe(first.products[0]!.available + first.products[0]!.inBranch.size);
  });

  it('reads the database for every listing while changes could be missed', async () => {
    const notLive: Pick<ChangeFeed, 'live' | 'subscribe'> = { live: false, subscribe: () => undefined };
    const catalog = new VisibleCatalog(database().db, notLive, 2000);
    expect(names(await catalog.shelf())).toContain('Nua Comfort XL');
    await setHidden('Nua Comfort XL', true);
    try {
      expect(names(await catalog.shelf())).not.toContain('Nua Comfort XL');
    } finally {
      await setHidden('Nua Comfort XL', false);
    }
  });

  it('answers a search and a suggestion of words already seen without asking the database', async () => {
    const feed = new LocalChangeFeed();
    const catalog = new VisibleCatalog(database().db, feed, 2000);
    const vocabulary = new SearchVocabulary(database().db, feed);
    const query = (q: string) => productListQuerySchema.parse({ q, limit: '50' });
    const found = async (q: string) =>
      (await listProducts(catalog, vocabulary, query(q), guest)).products.map((product) => product.productName).sort();
    // Each word seen once, in other searches: its synonyms, folding, corrections and brands are kept.
    expect(await found('wisper')).toHaveLength(4);
    expect(await found('xxl')).toHaveLength(4);
    expect((await suggest(catalog, vocabulary, 'wisper xxl')).brands).toEqual([expect.objectContaining({ brandName: 'Whisper' })]);
    await database().db.execute(sql`alter table products rename to products_away`);
    await database().db.execute(sql`alter table brands rename to brands_away`);
    try {
      expect(await found('xxl wisper')).toEqual(['Whisper Ultra Nights XXL']);
      const suggested = await suggest(catalog, vocabulary, 'xxl wisper');
      expect(suggested.products.map((product) => product.productName)).toEqual(['Whisper Ultra Nights XXL']);
      expect(suggested.brands.map((brand) => brand.brandName)).toEqual(['Whisper']);
    } finally {
      await database().db.execute(sql`alter table products_away rename to products`);
      await database().db.execute(sql`alter table brands_away rename to brands`);
    }
  });
});
