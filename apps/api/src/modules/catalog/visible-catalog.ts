import { asc, eq, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/client.js';
import { branchStock, branches, brands, products } from '../../db/schema.js';
import type { ChangeFeed } from '../../lib/change-feed.js';
import { activeStock } from '../stock/stock-service.js';
import { productColumns, type ProductRow } from './product-columns.js';

/** A visible product as listings and search read it. */
export interface ShelfProduct {
  row: ProductRow;
  /** Name, brand, size and 'N pads', and the description: lower case, accents folded by the database. */
  searchName: string;
  searchAbout: string;
  /** The size and the brand's name in lower case, as the database lowers them. */
  sizeKey: string;
  brandKey: string;
  /** Packs over every active branch, and in each active branch that holds some. */
  available: number;
  inBranch: Map<string, number>;
}

export interface ShelfBrand {
  id: string;
  brandName: string;
}

/**
 * What searches work out on a shelf (decision record 027): at most this many bytes of it kept, counting
 * each entry's own cost besides its arrays, and at most this many entries; past either, what was used
 * least recently is let go and worked out again should a search need it.
 */
export const MAX_WORKED_BYTES = 16_000_000;
export const MAX_WORKED_ENTRIES = 20_000;
/** What one entry costs besides its arrays: its key, the cache's node and the arrays' own headers. */
const WORKED_ENTRY_OVERHEAD_BYTES = 400;
/** Brand readings read from the database, kept at most. */
export const MAX_BRAND_READS = 10_000;

/** What searches worked out on a shelf's products and brands, kept while those are unchanged. */
class WorkedOut {
  readonly values = new LRUCache<string, { value: unknown }>({ max: MAX_WORKED_ENTRIES, maxSize: MAX_WORKED_BYTES });
  readonly reads = new LRUCache<string, Promise<unknown>>({ max: MAX_BRAND_READS });
}

/**
 * The visible catalog at one moment: every product that is not hidden, in the database's order of names
 * (ties of a search go by it), with its stock, and the brands in order of name. What each word of a
 * search meets is worked out once and kept with it, so that a search of words already seen reads no
 * database at all.
 */
export class Shelf {
  constructor(
    readonly products: ShelfProduct[],
    readonly brands: ShelfBrand[],
    /** What the database held when the shelf was read (see `readFingerprint`). */
    readonly fingerprint: string,
    private readonly worked = new WorkedOut(),
  ) {}

  /** The same products and brands with their stock read again: what searches worked out on them stays. */
  restocked(products: ShelfProduct[], fingerprint: string): Shelf {
    return new Shelf(products, this.brands, fingerprint, this.worked);
  }

  /** What `work` answers for `key`, worked out once for these products (about `bytes` of memory kept). */
  remember<T>(key: string, bytes: number, work: () => T): T {
    const { values } = this.worked;
    const kept = values.get(key);
    if (kept) return kept.value as T;
    const value = work();
    values.set(key, { value }, { size: Math.ceil(bytes) + key.length * 2 + WORKED_ENTRY_OVERHEAD_BYTES });
    return value;
  }

  /** How many entries and bytes of worked-out matches and brand readings the shelf keeps. */
  kept(): { entries: number; bytes: number; reads: number } {
    return { entries: this.worked.values.size, bytes: this.worked.values.calculatedSize, reads: this.worked.reads.size };
  }

  /** What `read` answers for `key`, read once for these brands (a failed read is read again next time). */
  keep<T>(key: string, read: () => Promise<T>): Promise<T> {
    const { reads } = this.worked;
    let found = reads.get(key) as Promise<T> | undefined;
    if (!found) {
      found = read();
      reads.set(key, found);
      found.catch(() => reads.delete(key));
    }
    return found;
  }
}

/**
 * The visible catalog kept in memory, so that a listing or a search is worked out without a statement:
 * read once, dropped on every catalog change the change feed announces (a product, a price, a brand, a
 * synonym, stock taken by an order: here at once, on the other instances within milliseconds), and read
 * again after the answer cache's time even without one, as a bound on staleness should a change go
 * unannounced (the old shelf serves while the new one is read). While the feed is not live every
 * listing reads the database.
 */
export class VisibleCatalog {
  private current: { shelf: Promise<Shelf>; readAt: number } | undefined;
  private refreshing = false;
  private stockChanged = false;
  private generation = 0;

  constructor(
    readonly db: Database,
    private readonly feed: Pick<ChangeFeed, 'live' | 'subscribe'>,
    /** How long the shelf is served before it is checked against the database (the answer cache's time). */
    private readonly ttlMs: number,
    private readonly now = Date.now,
  ) {
    feed.subscribe((change) => {
      if (change.kind === 'customer') return;
      this.generation++;
      // Only the stock changed (an order, a cancel): the products and what searches worked out stay.
      if (change.kind === 'stock' && this.current) this.stockChanged = true;
      else this.current = undefined;
    });
  }

  shelf(): Promise<Shelf> {
    if (!this.feed.live) return readShelf(this.db);
    const current = this.current;
    if (!current) return this.read();
    if (this.stockChanged) return this.restock(current);
    if (this.now() - current.readAt >= this.ttlMs && !this.refreshing) void this.refresh(current);
    return current.shelf;
  }

  private read(): Promise<Shelf> {
    this.stockChanged = false;
    return this.keep(readShelf(this.db));
  }

  /** The shelf kept with its stock read again (after the one being read, should one be). */
  private restock(current: { shelf: Promise<Shelf> }): Promise<Shelf> {
    this.stockChanged = false;
    return this.keep(current.shelf.then((shelf) => readStock(this.db, shelf)));
  }

  private keep(shelf: Promise<Shelf>): Promise<Shelf> {
    const current = { shelf, readAt: this.now() };
    this.current = current;
    shelf.catch(() => {
      if (this.current === current) this.current = undefined;
    });
    return shelf;
  }

  /**
   * Past its time the shelf is checked against the database: kept when nothing it holds has changed
   * (with what it has worked out for the words searched), read again otherwise. An announced change
   * while this runs wins: what it read is not kept.
   */
  private async refresh(current: { shelf: Promise<Shelf>; readAt: number }): Promise<void> {
    this.refreshing = true;
    const generation = this.generation;
    const readAt = this.now();
    try {
      const kept = await current.shelf;
      const fingerprint = await readFingerprint(this.db);
      const shelf = fingerprint === kept.fingerprint ? kept : await readShelf(this.db, fingerprint);
      if (this.generation === generation) this.current = { shelf: Promise.resolve(shelf), readAt };
    } catch {
      // The next request past its time tries again; the shelf kept serves until then.
    } finally {
      this.refreshing = false;
    }
  }
}

/**
 * A digest of everything a shelf is read from (the products, their brands, the stock and the branches):
 * each table's rows counted, and the transactions that wrote them summed (`xmin`: every insert and update
 * writes a row with the id of its transaction), so that any write to them changes it. It is read before
 * the shelf, so that a change landing between the two makes the next check read again.
 */
export async function readFingerprint(db: Database): Promise<string> {
  const written = (table: typeof products | typeof brands | typeof branchStock | typeof branches) =>
    sql`(select count(*) || ':' || coalesce(sum(xmin::text::bigint), 0) from ${table})`;
  const [row] = await db
    .select({
      fingerprint: sql<string>`concat_ws('|', ${written(products)}, ${written(brands)}, ${written(branchStock)}, ${written(branches)})`,
    })
    .from(sql`(select 1) as "one"`);
  return row!.fingerprint;
}

/** Each product's packs by active branch that holds some. */
async function readHeld(db: Database): Promise<Map<string, Map<string, number>>> {
  const held = new Map<string, Map<string, number>>();
  for (const line of await activeStock(db)) {
    const byBranch = held.get(line.productId) ?? new Map<string, number>();
    byBranch.set(line.branchId, line.quantity);
    held.set(line.productId, byBranch);
  }
  return held;
}

function stocked<T extends { row: ProductRow }>(
  product: T,
  held: Map<string, Map<string, number>>,
): T & Pick<ShelfProduct, 'available' | 'inBranch'> {
  const inBranch = held.get(product.row.id) ?? new Map<string, number>();
  let available = 0;
  for (const quantity of inBranch.values()) available += quantity;
  return { ...product, available, inBranch };
}

/** The shelf, as the database holds it now; `fingerprint`, when given, was read just before (as it must be). */
async function readShelf(db: Database, known?: string): Promise<Shelf> {
  const fingerprint = known ?? (await readFingerprint(db));
  const [rows, held, brandRows] = await Promise.all([
    db
      .select({
        ...productColumns,
        searchName: products.searchName,
        searchAbout: products.searchAbout,
        sizeKey: sql<string>`lower(${products.size})`,
        brandKey: sql<string>`lower(${brands.brandName})`,
      })
      .from(products)
      .innerJoin(brands, eq(brands.id, products.brandId))
      .where(eq(products.hidden, false))
      .orderBy(asc(products.productName), asc(products.id)),
    readHeld(db),
    db.select({ id: brands.id, brandName: brands.brandName }).from(brands).orderBy(asc(brands.brandName), asc(brands.id)),
  ]);
  const shelved = rows.map(({ searchName, searchAbout, sizeKey, brandKey, ...row }) =>
    stocked({ row, searchName, searchAbout, sizeKey, brandKey }, held),
  );
  return new Shelf(shelved, brandRows, fingerprint);
}

/** A shelf with its stock read again: an order or a cancel changes nothing else it holds. */
async function readStock(db: Database, shelf: Shelf): Promise<Shelf> {
  const fingerprint = await readFingerprint(db);
  const held = await readHeld(db);
  return shelf.restocked(
    shelf.products.map((product) => stocked(product, held)),
    fingerprint,
  );
}
