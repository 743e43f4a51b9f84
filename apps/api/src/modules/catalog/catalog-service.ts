import { and, asc, count, desc, eq, gte, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import {
  MESSAGES,
  paiseToRupees,
  rupeesToPaise,
  type Brand,
  type Product,
  type ProductList,
  type ProductListQuery,
} from '@padstore/domain';
import type { Language } from '@padstore/domain/i18n';
import type { Database } from '../../db/client.js';
import { brands, orderItems, orders, products, sizes } from '../../db/schema.js';
import { notFound } from '../../lib/http-error.js';
import { servingBranch } from '../branches/branch-service.js';
import { stockColumns, stockOfProducts } from '../stock/stock-service.js';
import { planSearch } from './search-service.js';
import type { SearchVocabulary } from './search-vocabulary.js';
import { productTextsIn } from '../../lib/product-texts.js';
import type { SessionUser } from '../../lib/sessions.js';

const RELATED_LIMIT = 4;

type ProductRow = Omit<typeof products.$inferSelect, 'searchName' | 'searchAbout'> & { brandName: string };

/**
 * Whose eyes the catalog is shown to: a guest sees stock over all branches, a customer their branch's;
 * a Hindi reader sees the Hindi name and description the owner wrote, where there are some.
 */
export interface Viewer {
  branchId: string | null;
  signedIn: boolean;
  language?: Language;
}

export async function viewerFor(db: Database, user: SessionUser | null, language?: Language): Promise<Viewer> {
  if (!user) return { branchId: null, signedIn: false, language };
  const branch = await servingBranch(db, user.pinCode);
  return { branchId: branch?.active ? branch._id : null, signedIn: true, language };
}

const productColumns = {
  id: products.id,
  productName: products.productName,
  productNameHi: products.productNameHi,
  descriptionHi: products.descriptionHi,
  brandId: products.brandId,
  size: products.size,
  pricePaise: products.pricePaise,
  quantityInEachPack: products.quantityInEachPack,
  images: products.images,
  aboutThisItem: products.aboutThisItem,
  hidden: products.hidden,
  countryOfOrigin: products.countryOfOrigin,
  hsnCode: products.hsnCode,
  gstRate: products.gstRate,
  version: products.version,
  createdAt: products.createdAt,
  brandName: brands.brandName,
};

/** A product as the API answers it, with the stock the viewer may see. */
function productOf(row: ProductRow, viewer: Viewer, available: number, inBranch: number): Product {
  return {
    _id: row.id,
    ...productTextsIn(viewer.language, row),
    brand: { _id: row.brandId, brandName: row.brandName },
    size: row.size,
    price: paiseToRupees(row.pricePaise),
    quantityInEachPack: row.quantityInEachPack,
    image: row.images[0] ?? '',
    relatedImages: row.images.slice(1),
    countryOfOrigin: row.countryOfOrigin,
    availableProductQuantity: available,
    ...(viewer.signedIn ? { branchProductQuantity: viewer.branchId ? inBranch : null } : {}),
  };
}

/** Products as the API answers them, their stock read in a statement of its own. */
async function present(db: Database, rows: ProductRow[], viewer: Viewer): Promise<Product[]> {
  const { total, inBranch } = await stockOfProducts(
    db,
    rows.map((row) => row.id),
    viewer.branchId,
  );
  return rows.map((row) => productOf(row, viewer, total.get(row.id) ?? 0, inBranch.get(row.id) ?? 0));
}

/** How many products a listing's conditions find: for a page past the last, which has no row to say it on. */
async function countFound(db: Database, where: SQL | undefined): Promise<number> {
  const [counted] = await db.select({ total: count() }).from(products).innerJoin(brands, eq(brands.id, products.brandId)).where(where);
  return counted?.total ?? 0;
}

/**
 * One page of visible products, filtered by brand names, sizes and an inclusive price range, and found
 * by a search `q` (best match first) when there is one.
 */
export async function listProducts(
  db: Database,
  vocabulary: SearchVocabulary,
  query: ProductListQuery,
  viewer: Viewer,
  brandId?: string,
): Promise<ProductList> {
  const search = await planSearch(vocabulary, query.q);
  if (search?.none) return { products: [], data: [], page: query.page, limit: query.limit, total: 0 };
  const conditions: SQL[] = [eq(products.hidden, false)];
  if (search) conditions.push(search.where);
  if (brandId) conditions.push(eq(products.brandId, brandId));
  if (query.brand?.length) conditions.push(inArray(sql`lower(${brands.brandName})`, query.brand));
  if (query.size?.length) conditions.push(inArray(sql`lower(${products.size})`, query.size));
  if (query.minPrice !== undefined) conditions.push(gte(products.pricePaise, rupeesToPaise(query.minPrice)));
  if (query.maxPrice !== undefined) conditions.push(lte(products.pricePaise, rupeesToPaise(query.maxPrice)));
  const where = and(...conditions);
  // One statement: the products found are read narrow (id, name, score) and once, the page is taken from
  // them and they are counted; only the page's rows are read in full, with their stock. (A count over the
  // full rows cost more than the scan itself for a word every product holds, and a second statement for
  // the stock its own plan and round trip: decision record 021.)
  const found = db.$with('found').as(
    db
      .select({
        id: sql<string>`${products.id}`.as('found_id'),
        name: sql<string>`${products.productName}`.as('found_name'),
        score: (search ? sql<number>`${search.score}` : sql<number>`0`).as('found_score'),
      })
      .from(products)
      .innerJoin(brands, eq(brands.id, products.brandId))
      .where(where),
  );
  const page = db
    .select()
    .from(found)
    .orderBy(desc(found.score), asc(found.name), asc(found.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit)
    .as('page');
  const rows = await db
    .with(found)
    .select({
      ...productColumns,
      ...stockColumns(viewer.branchId),
      total: sql<number>`(select count(*) from ${sql.identifier('found')})`.mapWith(Number),
    })
    .from(page)
    .innerJoin(products, eq(products.id, page.id))
    .innerJoin(brands, eq(brands.id, products.brandId))
    .orderBy(desc(page.score), asc(page.name), asc(page.id));
  const total = rows[0]?.total ?? (query.page > 1 ? await countFound(db, where) : 0);
  const list = rows.map((row) => productOf(row, viewer, row.available, row.inBranch));
  return { products: list, data: list, page: query.page, limit: query.limit, total };
}

async function findRow(db: Database, id: string): Promise<ProductRow> {
  const [row] = await db
    .select(productColumns)
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(and(eq(products.id, id), eq(products.hidden, false)))
    .limit(1);
  if (!row) throw notFound(MESSAGES.productNotFound);
  return row;
}

export async function getProduct(db: Database, id: string, viewer: Viewer): Promise<Product> {
  const [product] = await present(db, [await findRow(db, id)], viewer);
  return product!;
}

/**
 * "Buy It With": what other customers bought in the same orders as this product, most often first,
 * topped up with the same brand's other sizes (a night pad with a day pad).
 */
export async function buyItWith(db: Database, id: string, viewer: Viewer): Promise<Product[]> {
  const product = await findRow(db, id);
  const together = await db
    .select({ ...productColumns, times: sql<number>`count(*)::int` })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(products, eq(products.id, orderItems.productId))
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(
      and(
        ne(orderItems.productId, id),
        eq(products.hidden, false),
        ne(orders.status, 'cancelled'),
        inArray(orderItems.orderId, db.select({ orderId: orderItems.orderId }).from(orderItems).where(eq(orderItems.productId, id))),
      ),
    )
    .groupBy(...Object.values(productColumns))
    .orderBy(desc(sql`count(*)`), asc(products.productName))
    .limit(RELATED_LIMIT);
  const chosen: ProductRow[] = together;
  if (chosen.length < RELATED_LIMIT) {
    const sameBrand = await db
      .select(productColumns)
      .from(products)
      .innerJoin(brands, eq(brands.id, products.brandId))
      .where(and(eq(products.brandId, product.brandId), ne(products.id, id), eq(products.hidden, false)))
      .orderBy(asc(products.pricePaise));
    for (const row of sameBrand) if (chosen.length < RELATED_LIMIT && !chosen.some((item) => item.id === row.id)) chosen.push(row);
  }
  return present(db, chosen, viewer);
}

/** "Related Products": the same size from other brands, closest in price first (alternatives). */
export async function relatedProducts(db: Database, id: string, viewer: Viewer): Promise<Product[]> {
  const product = await findRow(db, id);
  const rows = await db
    .select(productColumns)
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(and(eq(products.size, product.size), ne(products.brandId, product.brandId), eq(products.hidden, false)))
    .orderBy(sql`abs(${products.pricePaise} - ${product.pricePaise})`, asc(products.productName))
    .limit(RELATED_LIMIT);
  return present(db, rows, viewer);
}

export async function listBrands(db: Database): Promise<Brand[]> {
  const rows = await db.select().from(brands).orderBy(asc(brands.brandName));
  return rows.map((row) => ({ _id: row.id, id: row.id, brandName: row.brandName, image: row.image }));
}

export async function brandExists(db: Database, id: string): Promise<boolean> {
  const [row] = await db.select({ id: brands.id }).from(brands).where(eq(brands.id, id)).limit(1);
  return Boolean(row);
}

export async function listSizes(db: Database): Promise<string[]> {
  const rows = await db.select({ name: sizes.name }).from(sizes).orderBy(asc(sizes.position), asc(sizes.name));
  return rows.map((row) => row.name);
}
