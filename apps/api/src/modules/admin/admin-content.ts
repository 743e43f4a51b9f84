import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { adminFeeSchema, adminPageSchema, PAGE_KEYS } from '@padstore/domain';
import { pages, settings } from '../../db/schema.js';
import { SETTING_KEYS } from '../../db/seed/seed.js';
import { HttpError } from '../../lib/http-error.js';
import { paiseToRupees, rupeesToPaise } from '../../lib/money.js';
import { sanitizeHtml } from '../../lib/sanitize.js';
import { bearerAuth } from '../../lib/schemas.js';
import { currentUser } from '../../plugins/auth.js';
import { audit } from './audit.js';
import { adminErrors } from './admin-schemas.js';

const tags = ['Admin: content and settings'];
const STALE = 'This was changed by someone else meanwhile. Reload it and try again.';

export const adminContentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/content',
    {
      schema: {
        tags,
        summary: 'The pages (about, privacy, terms, contact, returns, shipping) and the emergency fee, with their versions',
        security: bearerAuth,
        response: {
          200: z.object({
            pages: z.array(z.object({ key: z.string(), title: z.string(), description: z.string(), version: z.number() })),
            emergencyFee: z.object({ feeAmount: z.number(), version: z.number() }),
          }),
          ...adminErrors,
        },
      },
    },
    async () => {
      const [rows, [fee]] = await Promise.all([
        app.db.select().from(pages),
        app.db.select().from(settings).where(eq(settings.key, SETTING_KEYS.emergencyFeePaise)),
      ]);
      return {
        pages: rows.map((page) => ({ key: page.key, title: page.title, description: page.description, version: page.version })),
        emergencyFee: { feeAmount: paiseToRupees(Number(fee?.value ?? 0)), version: fee?.version ?? 1 },
      };
    },
  );

  app.put(
    '/content/:key',
    {
      schema: {
        tags,
        summary: 'Save a page: its HTML is sanitised on save; the contact page has a title',
        security: bearerAuth,
        params: z.object({ key: z.enum(PAGE_KEYS, { error: 'Unknown page' }) }),
        body: adminPageSchema,
        response: { 200: z.object({ version: z.number(), description: z.string() }), ...adminErrors },
      },
    },
    async (request) => {
      const { version, title, description } = request.body;
      const [updated] = await app.db
        .update(pages)
        .set({
          ...(title !== undefined ? { title } : {}),
          ...(description !== undefined ? { description: await sanitizeHtml(description) } : {}),
          version: sql`${pages.version} + 1`,
          updatedAt: new Date(),
        })
        .where(and(eq(pages.key, request.params.key), eq(pages.version, version)))
        .returning();
      if (!updated) throw new HttpError(409, STALE);
      await audit(app.db, currentUser(request).id, 'page.update', { key: request.params.key });
      return { version: updated.version, description: updated.description };
    },
  );

  app.put(
    '/settings/emergency-fee',
    {
      schema: {
        tags,
        summary: 'Set the express delivery charge in rupees',
        security: bearerAuth,
        body: adminFeeSchema,
        response: { 200: z.object({ version: z.number() }), ...adminErrors },
      },
    },
    async (request) => {
      const [updated] = await app.db
        .update(settings)
        .set({ value: String(rupeesToPaise(request.body.feeAmount)), version: sql`${settings.version} + 1` })
        .where(and(eq(settings.key, SETTING_KEYS.emergencyFeePaise), eq(settings.version, request.body.version)))
        .returning();
      if (!updated) throw new HttpError(409, STALE);
      await audit(app.db, currentUser(request).id, 'settings.emergencyFee', { feeAmount: request.body.feeAmount });
      return { version: updated.version };
    },
  );
};
