import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  CONSOLE_MESSAGES,
  paiseToRupees,
  rupeesToPaise,
  type adminBrandSchema,
  type adminBrandUpdateSchema,
  type adminProductSchema,
  type adminProductUpdateSchema,
  type ConsoleProduct,
} from '@padstore/domain';
import type { Database } from '../../db/client.js';
import { brands, products, sizes } from '../../db/schema.js';
import { refusingViolations } from '../../lib/db-errors.js';
import { HttpError } from '../../lib/http-error.js';
import { audited, saveVersioned } from '../../lib/audit.js';

/** The catalog as the operator runs it: products (hidden ones too), brands and sizes. Every write is audited. */

type NewProduct = z.output<typeof adminProductSchema>;
type ProductEdit = z.output<typeof adminProductUpdateSchema>;
type NewBrand = z.output<typeof adminBrandSchema>;
type BrandEdit = z.output<typeof adminBrandUpdateSchema>;

const unknownBrandOrSize = { unknownReference: CONSOLE_MESSAGES.unknownBrandOrSize };

/** Every product, hidden ones included, by name. */
export async function listConsoleProducts(db: Database): Promise<ConsoleProduct[]> {
  const rows = await db
    .select({ product: products, brandName: brands.brandName })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .orderBy(asc(products.productName));
  return rows.map(({ product, brandName }) => ({
    _id: product.id,
    productName: product.productName,
    productNameHi: product.productNameHi,
    descriptionHi: product.descriptionHi,
    brandId: product.brandId,
    brandName,
    size: product.size,
    price: paiseToRupees(product.pricePaise),
    quantityInEachPack: product.quantityInEachPack,
    images: product.images,
    aboutThisItem: product.aboutThisItem,
    hidden: product.hidden,
    countryOfOrigin: product.countryOfOrigin,
    hsnCode: product.hsnCode,
    gstRate: product.gstRate,
    version: product.version,
  }));
}

/** Adds a product; its brand and size must exist. */
export function createProduct(db: Database, userId: string, { price, ...fields }: NewProduct) {
  return refusingViolations(
    () =>
      audited(db, { userId, action: 'product.create', details: { productName: fields.productName } }, async (tx) => {
        const [created] = await tx
          .insert(products)
          .values({ ...fields, pricePaise: rupeesToPaise(price) })
          .returning({ _id: products.id, version: products.version });
        return created!;
      }),
    unknownBrandOrSize,
  );
}

/**
 * Edits a product, or hides it (its orders keep their history), on the version the operator saw. The
 * audit entry names the product and, for a new price, the old and the new, so the log reads as a sentence.
 */
export async function updateProduct(db: Database, userId: string, id: string, { version, price, ...fields }: ProductEdit) {
  const changes = Object.keys({ ...fields, ...(price !== undefined ? { price } : {}) });
  const saved = await refusingViolations(
    () =>
      saveVersioned(
        db,
        {
          userId,
          action: 'product.update',
          details: (product: { productName: string; size: string | null; pricePaise: number; pricePaiseBefore: number }) => ({
            productId: id,
            productName: product.productName,
            size: product.size,
            changes,
            ...(product.pricePaise !== product.pricePaiseBefore
              ? { price: { from: paiseToRupees(product.pricePaiseBefore), to: paiseToRupees(product.pricePaise) } }
              : {}),
          }),
        },
        {
          what: 'Product',
          update: async (tx) => {
            const [before] = await tx.select({ pricePaise: products.pricePaise }).from(products).where(eq(products.id, id));
            const rows = await tx
              .update(products)
              .set({
                ...fields,
                ...(price !== undefined ? { pricePaise: rupeesToPaise(price) } : {}),
                version: sql`${products.version} + 1`,
              })
              .where(and(eq(products.id, id), eq(products.version, version)))
              .returning({
                version: products.version,
                productName: products.productName,
                size: products.size,
                pricePaise: products.pricePaise,
              });
            return rows.map((row) => ({ ...row, pricePaiseBefore: before?.pricePaise ?? row.pricePaise }));
          },
          exists: (tx) => tx.select({ id: products.id }).from(products).where(eq(products.id, id)),
        },
      ),
    unknownBrandOrSize,
  );
  return { version: saved.version };
}

export function createBrand(db: Database, userId: string, brand: NewBrand) {
  return refusingViolations(
    () =>
      audited(db, { userId, action: 'brand.create', details: { brandName: brand.brandName } }, async (tx) => {
        const [created] = await tx.insert(brands).values(brand).returning({ _id: brands.id });
        return created!;
      }),
    { duplicate: CONSOLE_MESSAGES.brandExists },
  );
}

/** The brands as the console edits them: name, logo and the version an edit is made on. */
export async function listConsoleBrands(db: Database) {
  const rows = await db
    .select({ _id: brands.id, brandName: brands.brandName, image: brands.image, version: brands.version })
    .from(brands)
    .orderBy(asc(brands.brandName));
  return rows;
}

/** Renames a brand or changes its picture, on the version the operator saw. */
export function updateBrand(db: Database, userId: string, id: string, { version, ...changes }: BrandEdit) {
  return refusingViolations(
    () =>
      saveVersioned(
        db,
        { userId, action: 'brand.update', details: { id, ...changes } },
        {
          what: 'Brand',
          update: (tx) =>
            tx
              .update(brands)
              .set({ ...changes, version: sql`${brands.version} + 1` })
              .where(and(eq(brands.id, id), eq(brands.version, version)))
              .returning({ version: brands.version }),
          exists: (tx) => tx.select({ id: brands.id }).from(brands).where(eq(brands.id, id)),
        },
      ),
    { duplicate: CONSOLE_MESSAGES.brandExists },
  );
}

/** Adds a size after the others. */
export function createSize(db: Database, userId: string, name: string): Promise<void> {
  return audited(db, { userId, action: 'size.create', details: { name } }, async (tx) => {
    const inserted = await tx
      .insert(sizes)
      .values({ name, position: sql`(select coalesce(max(position), -1) + 1 from sizes)` })
      .onConflictDoNothing()
      .returning();
    if (inserted.length === 0) throw new HttpError(409, CONSOLE_MESSAGES.sizeExists);
  });
}

/** Records a picture the operator uploaded for a product or a banner. */
export function recordUpload(db: Database, userId: string, url: string): Promise<string> {
  return audited(db, { userId, action: 'upload', details: { url } }, async () => url);
}
