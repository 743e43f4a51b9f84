import { asc, eq } from 'drizzle-orm';
import { SUPPORT_EMAIL, type Banner, type Contact, type PageKey, type Testimonial } from '@padstore/domain';
import type { Database } from '../../db/client.js';
import { banners, pages, settings, testimonials } from '../../db/schema.js';
import { SETTING_KEYS } from '../../db/seed/seed.js';
import { sanitizeHtml } from '../../lib/sanitize.js';
import type { Language } from '@padstore/domain/i18n';

/** The owner's Hindi for a Hindi reader, when she wrote one; else her English (issue 50). */
const inHer = (language: Language | undefined, english: string, hindi: string | null | undefined) =>
  language === 'hi' && hindi ? hindi : english;

/**
 * A static page's HTML in the reader's language (the Hindi the owner wrote, else the English), sanitised
 * again on the way out in case it was written around the API.
 */
export async function readPage(db: Database, key: PageKey, language?: Language) {
  const [page] = await db.select().from(pages).where(eq(pages.key, key)).limit(1);
  return {
    title: inHer(language, page?.title ?? '', page?.titleHi),
    description: await sanitizeHtml(inHer(language, page?.description ?? '', page?.descriptionHi)),
    images: page?.images ?? [],
  };
}

/** The contact page's title is the help line ('We are here to help, every day from 8 AM to 10 PM'). */
export async function readContact(db: Database, language?: Language): Promise<Contact> {
  const page = await readPage(db, 'contact', language);
  return { title: page.title, email: SUPPORT_EMAIL };
}

export async function listTestimonials(db: Database, language?: Language): Promise<Testimonial[]> {
  const rows = await db.select().from(testimonials).orderBy(asc(testimonials.createdAt), asc(testimonials.name));
  return rows.map((row) => ({
    _id: row.id,
    name: row.name,
    image: row.image,
    feedback: inHer(language, row.feedback, row.feedbackHi),
    role: inHer(language, row.role, row.roleHi),
  }));
}

/** The banners, each with its Hindi picture for a Hindi reader when it has one. */
export async function listBanners(db: Database, language?: Language): Promise<Banner[]> {
  const rows = await db.select().from(banners).orderBy(asc(banners.position), asc(banners.createdAt));
  return rows.map((row) => ({ _id: row.id, image: inHer(language, row.image, row.imageHi), position: row.position }));
}

/** The express delivery charge in paise. */
export async function emergencyFeePaise(db: Pick<Database, 'select'>): Promise<number> {
  const [row] = await db.select().from(settings).where(eq(settings.key, SETTING_KEYS.emergencyFeePaise)).limit(1);
  return row ? Number(row.value) : 0;
}
