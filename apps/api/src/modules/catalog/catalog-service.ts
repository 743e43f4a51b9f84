import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
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
import { stockOfProducts } from '../stock/stock-service.js';
import { productColumns, type ProductRow } from './product-columns.js';
import { findProducts, planSearch, rankedPage } from './search-service.js';
import type { SearchVocabulary } from './search-vocabulary.js';
import type { VisibleCatalog } from './visible-catalog.js';
import { productTextsIn } from '../../lib/product-texts.js';
import type { SessionUser } from '../../lib/sessions.js';

const RELATED_LIMIT = 4;

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

/**
 * One page of visible products, filtered by brand names, sizes and an inclusive price range, and found
 * by a search `q` (best match first) when there is one; in the order of names otherwise. Worked out on
 * the visible catalog kept in memory (decision record 021), with no statement once its words are known.
 */
export async function listProducts(
  catalog: VisibleCatalog,
  vocabulary: SearchVocabulary,
  query: ProductListQuery,
  viewer: Viewer,
  brandId?: string,
): Promise<ProductList> {
  const search = await planSearch(vocabulary, query.q);
  if (search?.none) return { products: [], data: [], page: query.page, limit: query.limit, total: 0 };
  const shelf = await catalog.shelf();
  const wantedBrands = query.brand?.length ? new Set(query.brand) : undefined;
  const wantedSizes = query.size?.length ? new Set(query.size) : undefined;
  const minPaise = query.minPrice === undefined ? undefined : rupeesToPaise(query.minPrice);
  const maxPaise = query.maxPrice === undefined ? undefined : rupeesToPaise(query.maxPrice);
  const filtered = brandId || wantedBrands || wantedSizes || minPaise !== undefined || maxPaise !== undefined;
  const accept = (position: number) => {
    const { row, brandKey, sizeKey } = shelf.products[position]!;
    return (
      (!brandId || row.brandId === brandId) &&
      (!wantedBrands || wantedBrands.has(brandKey)) &&
      (!wantedSizes || wantedSizes.has(sizeKey)) &&
      (minPaise === undefined || row.pricePaise >= minPaise) &&
      (maxPaise === undefined || row.pricePaise <= maxPaise)
    );
  };
  const { total, positions } = rankedPage(
    search ? findProducts(shelf, search) : null,
    shelf.products.length,
    { start: (query.page - 1) * query.limit, size: query.limit },
    filtered ? accept : undefined,
  );
  const list = positions.map((position) => {
    const { row, available, inBranch } = shelf.products[position]!;
    return productOf(row, viewer, available, viewer.branchId ? (inBranch.get(viewer.branchId) ?? 0) : 0);
  });
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
