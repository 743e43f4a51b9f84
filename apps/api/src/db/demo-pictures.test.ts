import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/harness.js';
import { REPOSITORY_ROOT } from '../test/store-process.js';
import { MIGRATIONS_FOLDER } from '../paths.js';
import type { DatabaseHandle } from './client.js';
import { banners, brands, pages, products, testimonials } from './schema.js';

let database: DatabaseHandle;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(async () => {
  await database.close();
  await drop();
});

async function allPictures(): Promise<string[]> {
  const { db } = database;
  const single = await Promise.all([brands, banners, testimonials].map((table) => db.select({ image: table.image }).from(table)));
  const lists = await Promise.all([products, pages].map((table) => db.select({ images: table.images }).from(table)));
  return [...single.flat().map((row) => row.image), ...lists.flat().flatMap((row) => row.images)];
}

describe('the demo catalog pictures', () => {
  it('are WebP files the web app serves', async () => {
    const pictures = await allPictures();
    expect(pictures.length).toBeGreaterThan(25);
    for (const picture of pictures) {
      expect(picture).toMatch(/^\/demo\/[a-z]+\/[a-z0-9-]+\.webp$/);
      expect(existsSync(path.join(REPOSITORY_ROOT, 'apps/web/public', picture)), picture).toBe(true);
    }
  });

  it('move from the old SVG names in a store seeded before, leaving other pictures alone', async () => {
    const [product] = await database.db.select({ id: products.id }).from(products).orderBy(products.productName).limit(1);
    const uploaded = '/uploads/photos/0123456789abcdef0123456789abcdef.webp';
    // A store seeded before the pictures became WebP.
    await database.db.execute(sql`update brands set image = replace(image, '.webp', '.svg')`);
    await database.db.execute(sql`update banners set image = replace(image, '.webp', '.svg')`);
    await database.db.execute(sql`update testimonials set image = replace(image, '.webp', '.svg')`);
    await database.db.execute(sql`update pages set images = array(select replace(unnest(images), '.webp', '.svg'))`);
    await database.db.execute(sql`update products set images = array(select replace(unnest(images), '.webp', '.svg'))`);
    await database.db.execute(
      sql`update products set images = array[${uploaded}, images[1], '/demo/placeholder.svg', 'https://example.com/demo/products/x.svg'] where id = ${product!.id}`,
    );
    expect((await allPictures()).filter((picture) => picture.endsWith('.svg')).length).toBeGreaterThan(25);

    const migration = readFileSync(path.join(MIGRATIONS_FOLDER, '0002_demo_pictures_webp.sql'), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint')) await database.db.execute(sql.raw(statement));

    const [moved] = await database.db.select({ images: products.images }).from(products).where(eq(products.id, product!.id));
    expect(moved!.images).toEqual([
      uploaded,
      expect.stringMatching(/^\/demo\/products\/[a-z0-9-]+\.webp$/),
      '/demo/placeholder.svg',
      'https://example.com/demo/products/x.svg',
    ]);
    const others = (await allPictures()).filter((picture) => !moved!.images.includes(picture));
    for (const picture of others) expect(picture).toMatch(/^\/demo\/[a-z]+\/[a-z0-9-]+\.webp$/);
  });
});
