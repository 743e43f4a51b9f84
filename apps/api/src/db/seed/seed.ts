import type { Database } from '../client.js';
import * as t from '../schema.js';
import {
  DEMO_BANNER_COUNT,
  demoBannerImage,
  DEMO_BRANCHES,
  DEMO_BRANDS,
  DEMO_EMERGENCY_FEE_RUPEES,
  DEMO_PAGES,
  DEMO_PRODUCTS,
  DEMO_SIZES,
  DEMO_STOCK_PER_PRODUCT,
  DEMO_TESTIMONIALS,
  slug,
} from './demo-catalog.js';

export const SETTING_KEYS = { emergencyFeePaise: 'emergency_fee_paise', demoSeeded: 'demo_seeded' } as const;

/**
 * What a store's start puts in its database: the demo catalog when the configuration asks for it (in
 * development, or DEMO_CATALOG=true), nothing otherwise, so that a shop in production opens empty and
 * its owner fills it from the console's first-day checklist. Answers whether the demo was added.
 */
export async function fillNewStore(db: Database, config: { demoCatalog: boolean }): Promise<boolean> {
  if (!config.demoCatalog) return false;
  // Only ever into an empty shop: a shop that opened empty and was filled by its owner stays hers.
  const [product] = await db.select({ id: t.products.id }).from(t.products).limit(1);
  return product ? false : seedDemoCatalog(db);
}

/**
 * Fills an empty store with the demo catalog. It runs once: a marker in settings records that it ran,
 * so a restart, or an operator who deleted a demo product, never gets the demo back.
 */
export async function seedDemoCatalog(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(t.settings)
      .values({ key: SETTING_KEYS.demoSeeded, value: new Date().toISOString() })
      .onConflictDoNothing()
      .returning();
    if (inserted.length === 0) return false;

    await tx.insert(t.sizes).values(DEMO_SIZES.map((name, position) => ({ name, position })));
    const brandRows = await tx
      .insert(t.brands)
      .values(DEMO_BRANDS.map((brand) => ({ brandName: brand.brandName, image: `/demo/brands/${slug(brand.brandName)}.webp` })))
      .returning();
    const brandId = new Map(brandRows.map((row) => [row.brandName, row.id]));

    const productRows = await tx
      .insert(t.products)
      .values(
        DEMO_PRODUCTS.map((product) => ({
          productName: product.productName,
          brandId: brandId.get(product.brand) as string,
          size: product.size,
          pricePaise: product.priceRupees * 100,
          quantityInEachPack: product.quantityInEachPack,
          images: [`/demo/products/${slug(product.productName)}.webp`],
          aboutThisItem: product.aboutThisItem,
        })),
      )
      .returning({ id: t.products.id });

    await tx.insert(t.banners).values(
      Array.from({ length: DEMO_BANNER_COUNT }, (_, position) => ({
        image: demoBannerImage(position),
        imageHi: demoBannerImage(position, 'hi'),
        position,
      })),
    );
    await tx
      .insert(t.testimonials)
      .values(DEMO_TESTIMONIALS.map((testimonial, index) => ({ ...testimonial, image: `/demo/people/person-${index + 1}.webp` })));
    await tx.insert(t.pages).values(
      Object.entries(DEMO_PAGES).map(([key, page]) => ({
        key: key as keyof typeof DEMO_PAGES,
        title: page.title,
        description: page.description,
        titleHi: page.titleHi,
        descriptionHi: page.descriptionHi,
        images: [...page.images],
      })),
    );
    await tx
      .insert(t.settings)
      .values({ key: SETTING_KEYS.emergencyFeePaise, value: String(DEMO_EMERGENCY_FEE_RUPEES * 100) })
      .onConflictDoNothing();

    for (const branch of DEMO_BRANCHES) {
      const [row] = await tx.insert(t.branches).values({ name: branch.name }).returning({ id: t.branches.id });
      const branchId = row!.id;
      const pinCodes = [];
      for (let pin = branch.pinFrom; pin <= branch.pinTo; pin++) pinCodes.push({ branchId, pinCode: String(pin) });
      await tx.insert(t.branchPinCodes).values(pinCodes);
      // The demo's shelves and their opening entries in the stock ledger, as the ledger's migration opened
      // a shop's existing stock (decision record 033): on hand is the sum of the entries from the start.
      const shelves = productRows.map((product) => ({ branchId, productId: product.id, quantity: DEMO_STOCK_PER_PRODUCT }));
      await tx.insert(t.branchStock).values(shelves);
      await tx
        .insert(t.stockEntries)
        .values(shelves.map((shelf) => ({ ...shelf, reason: 'opening' as const, balance: shelf.quantity, note: 'Demo stock' })));
    }
    return true;
  });
}
