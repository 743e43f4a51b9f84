import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  CONSOLE_MESSAGES,
  paiseToRupees,
  rupeesToPaise,
  type adminBannerSchema,
  type adminBannerUpdateSchema,
  type adminPageSchema,
  type adminTestimonialSchema,
  type ConsoleBanner,
  type ConsoleContent,
  type PageKey,
} from '@padstore/domain';
import type { Database } from '../../db/client.js';
import { banners, pages, settings, testimonials } from '../../db/schema.js';
import { SETTING_KEYS } from '../../db/seed/seed.js';
import { notFound } from '../../lib/http-error.js';
import { sanitizeHtml } from '../../lib/sanitize.js';
import { audited, saveVersioned } from '../../lib/audit.js';

/** The content as the operator edits it: pages, the express fee, banners and testimonials. Every write is audited. */

/** The pages and the express fee, with their versions. */
export async function consoleContent(db: Database): Promise<ConsoleContent> {
  const [rows, [fee]] = await Promise.all([
    db.select().from(pages),
    db.select().from(settings).where(eq(settings.key, SETTING_KEYS.emergencyFeePaise)),
  ]);
  return {
    pages: rows.map((page) => ({
      key: page.key,
      title: page.title,
      description: page.description,
      titleHi: page.titleHi,
      descriptionHi: page.descriptionHi,
      version: page.version,
    })),
    emergencyFee: { feeAmount: paiseToRupees(Number(fee?.value ?? 0)), version: fee?.version ?? 1 },
  };
}

/** Saves a page on the version the operator saw; its HTML is sanitised on the way in. */
export async function savePage(
  db: Database,
  userId: string,
  key: PageKey,
  { version, title, description, titleHi, descriptionHi }: z.output<typeof adminPageSchema>,
) {
  const clean = description !== undefined ? await sanitizeHtml(description) : undefined;
  const cleanHi = descriptionHi !== undefined ? await sanitizeHtml(descriptionHi) : undefined;
  return saveVersioned(
    db,
    { userId, action: 'page.update', details: { key } },
    {
      what: 'Page',
      update: (tx) =>
        tx
          .update(pages)
          .set({
            ...(title !== undefined ? { title } : {}),
            ...(clean !== undefined ? { description: clean } : {}),
            ...(titleHi !== undefined ? { titleHi } : {}),
            ...(cleanHi !== undefined ? { descriptionHi: cleanHi } : {}),
            version: sql`${pages.version} + 1`,
            updatedAt: new Date(),
          })
          .where(and(eq(pages.key, key), eq(pages.version, version)))
          .returning({ version: pages.version, description: pages.description }),
    },
  );
}

/** Sets the express delivery charge (in rupees) on the version the operator saw. */
export function saveExpressFee(db: Database, userId: string, feeAmount: number, version: number) {
  return saveVersioned(
    db,
    { userId, action: 'settings.emergencyFee', details: { feeAmount } },
    {
      what: 'Setting',
      update: (tx) =>
        tx
          .update(settings)
          .set({ value: String(rupeesToPaise(feeAmount)), version: sql`${settings.version} + 1` })
          .where(and(eq(settings.key, SETTING_KEYS.emergencyFeePaise), eq(settings.version, version)))
          .returning({ version: settings.version }),
    },
  );
}

export async function consoleBanners(db: Database): Promise<ConsoleBanner[]> {
  const rows = await db.select().from(banners).orderBy(asc(banners.position), asc(banners.createdAt));
  return rows.map((row) => ({ _id: row.id, image: row.image, imageHi: row.imageHi, position: row.position, version: row.version }));
}

export function createBanner(db: Database, userId: string, banner: z.output<typeof adminBannerSchema>) {
  return audited(db, { userId, action: 'banner.create', details: banner }, async (tx) => {
    const [created] = await tx.insert(banners).values(banner).returning({ _id: banners.id });
    return created!;
  });
}

/** Changes a banner's picture or position on the version the operator saw. */
export function updateBanner(db: Database, userId: string, id: string, { version, ...changes }: z.output<typeof adminBannerUpdateSchema>) {
  return saveVersioned(
    db,
    { userId, action: 'banner.update', details: { id, ...changes } },
    {
      what: 'Banner',
      update: (tx) =>
        tx
          .update(banners)
          .set({ ...changes, version: sql`${banners.version} + 1` })
          .where(and(eq(banners.id, id), eq(banners.version, version)))
          .returning({ version: banners.version }),
      exists: (tx) => tx.select({ id: banners.id }).from(banners).where(eq(banners.id, id)),
    },
  );
}

export function deleteBanner(db: Database, userId: string, id: string): Promise<void> {
  return audited(db, { userId, action: 'banner.delete', details: { bannerId: id } }, async (tx) => {
    const removed = await tx.delete(banners).where(eq(banners.id, id)).returning({ id: banners.id });
    if (removed.length === 0) throw notFound(CONSOLE_MESSAGES.notFound('Banner'));
  });
}

export function createTestimonial(db: Database, userId: string, testimonial: z.output<typeof adminTestimonialSchema>) {
  return audited(db, { userId, action: 'testimonial.create', details: { name: testimonial.name } }, async (tx) => {
    const [created] = await tx.insert(testimonials).values(testimonial).returning({ _id: testimonials.id });
    return created!;
  });
}

export function deleteTestimonial(db: Database, userId: string, id: string): Promise<void> {
  return audited(db, { userId, action: 'testimonial.delete', details: { testimonialId: id } }, async (tx) => {
    const removed = await tx.delete(testimonials).where(eq(testimonials.id, id)).returning({ id: testimonials.id });
    if (removed.length === 0) throw notFound(CONSOLE_MESSAGES.notFound('Testimonial'));
  });
}
