import { asc, eq } from 'drizzle-orm';
import { SUPPORT_EMAIL } from '@padstore/domain';
import type { Database } from '../../db/client.js';
import { banners, pages, settings, testimonials } from '../../db/schema.js';
import { SETTING_KEYS } from '../../db/seed/seed.js';
import { sanitizeHtml } from '../../lib/sanitize.js';

export type PageKey = 'about' | 'privacy' | 'terms' | 'contact' | 'returns' | 'shipping';

/** A static page's HTML, sanitised again on the way out in case it was written around the API. */
export async function readPage(db: Database, key: PageKey) {
  const [page] = await db.select().from(pages).where(eq(pages.key, key)).limit(1);
  return {
    title: page?.title ?? '',
    description: await sanitizeHtml(page?.description ?? ''),
    images: page?.images ?? [],
  };
}

export async function readContact(db: Database) {
  const page = await readPage(db, 'contact');
  return { title: page.title, email: SUPPORT_EMAIL };
}

export async function listTestimonials(db: Database) {
  const rows = await db.select().from(testimonials).orderBy(asc(testimonials.createdAt), asc(testimonials.name));
  return rows.map((row) => ({ _id: row.id, name: row.name, image: row.image, feedback: row.feedback, role: row.role }));
}

export async function listBanners(db: Database) {
  const rows = await db.select().from(banners).orderBy(asc(banners.position), asc(banners.createdAt));
  return rows.map((row) => ({ _id: row.id, image: row.image, position: row.position }));
}

/** The express delivery charge in paise. */
export async function emergencyFeePaise(db: Database): Promise<number> {
  const [row] = await db.select().from(settings).where(eq(settings.key, SETTING_KEYS.emergencyFeePaise)).limit(1);
  return row ? Number(row.value) : 0;
}
