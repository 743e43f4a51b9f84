import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  adminBannerSchema,
  adminBannerUpdateSchema,
  adminBrandSchema,
  adminBrandUpdateSchema,
  adminProductSchema,
  adminProductUpdateSchema,
  adminSizeSchema,
  adminTestimonialSchema,
  MESSAGES,
  PHOTO_MAX_BYTES,
} from '@padstore/domain';
import { banners, brands, products, sizes, testimonials } from '../../db/schema.js';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/db-errors.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { paiseToRupees, rupeesToPaise } from '../../lib/money.js';
import { bearerAuth, idParamsSchema, messageSchema } from '../../lib/schemas.js';
import { currentUser } from '../../plugins/auth.js';
import { storePhoto } from '../users/photo-service.js';
import { audit } from './audit.js';
import { saveVersioned } from './versioned-update.js';
import { adminErrors } from './admin-schemas.js';

const tags = ['Admin: catalog'];
const adminProduct = z.object({
  _id: z.string(),
  productName: z.string(),
  brandId: z.string(),
  brandName: z.string(),
  size: z.string(),
  price: z.number(),
  quantityInEachPack: z.number(),
  images: z.array(z.string()),
  aboutThisItem: z.array(z.string()),
  hidden: z.boolean(),
  countryOfOrigin: z.string(),
  hsnCode: z.string(),
  gstRate: z.number(),
  version: z.number(),
});

export const adminCatalogRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: PHOTO_MAX_BYTES, files: 1 } });
  const uploadsDir = path.join(app.config.dataDir, 'uploads');

  app.post(
    '/uploads',
    {
      schema: {
        tags,
        summary: 'Upload a product or banner picture (checked by content, re-encoded)',
        security: bearerAuth,
        consumes: ['multipart/form-data'],
        response: { 201: z.object({ url: z.string() }), ...adminErrors },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new HttpError(415, MESSAGES.photoNotImage);
      const file = await request.file();
      if (!file) throw new HttpError(400, MESSAGES.photoMissing);
      const url = await storePhoto(uploadsDir, await file.toBuffer());
      await audit(app.db, currentUser(request).id, 'upload', { url });
      return reply.status(201).send({ url });
    },
  );

  app.get(
    '/products',
    {
      schema: {
        tags,
        summary: 'Every product, hidden ones included',
        security: bearerAuth,
        response: { 200: z.object({ products: z.array(adminProduct) }), ...adminErrors },
      },
    },
    async () => {
      const rows = await app.db
        .select({ product: products, brandName: brands.brandName })
        .from(products)
        .innerJoin(brands, eq(brands.id, products.brandId))
        .orderBy(asc(products.productName));
      return {
        products: rows.map(({ product, brandName }) => ({
          _id: product.id,
          productName: product.productName,
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
        })),
      };
    },
  );

  app.post(
    '/products',
    {
      schema: {
        tags,
        summary: 'Add a product',
        security: bearerAuth,
        body: adminProductSchema,
        response: { 201: z.object({ _id: z.string(), version: z.number() }), ...adminErrors },
      },
    },
    async (request, reply) => {
      const { price, ...fields } = request.body;
      try {
        const [created] = await app.db.transaction(async (tx) => {
          const rows = await tx
            .insert(products)
            .values({ ...fields, pricePaise: rupeesToPaise(price) })
            .returning();
          await audit(tx, currentUser(request).id, 'product.create', { productName: fields.productName });
          return rows;
        });
        return reply.status(201).send({ _id: created!.id, version: created!.version });
      } catch (error) {
        if (isForeignKeyViolation(error)) throw new HttpError(400, 'Choose an existing brand and size');
        throw error;
      }
    },
  );

  app.put(
    '/products/:id',
    {
      schema: {
        tags,
        summary: 'Edit a product, or hide it (its orders keep their history). Send the version you saw.',
        security: bearerAuth,
        params: idParamsSchema,
        body: adminProductUpdateSchema,
        response: { 200: z.object({ version: z.number() }), ...adminErrors },
      },
    },
    async (request) => {
      const { version, price, ...fields } = request.body;
      try {
        return await app.db.transaction(async (tx) => {
          const [updated] = await tx
            .update(products)
            .set({ ...fields, ...(price !== undefined ? { pricePaise: rupeesToPaise(price) } : {}), version: sql`${products.version} + 1` })
            .where(and(eq(products.id, request.params.id), eq(products.version, version)))
            .returning();
          if (!updated) {
            const [exists] = await tx.select({ id: products.id }).from(products).where(eq(products.id, request.params.id));
            if (!exists) throw notFound('Product not found');
            throw new HttpError(409, 'This product was changed by someone else meanwhile. Reload it and try again.');
          }
          await audit(tx, currentUser(request).id, 'product.update', {
            productId: updated.id,
            changes: Object.keys(request.body).filter((key) => key !== 'version'),
          });
          return { version: updated.version };
        });
      } catch (error) {
        if (isForeignKeyViolation(error)) throw new HttpError(400, 'Choose an existing brand and size');
        throw error;
      }
    },
  );

  app.post(
    '/brands',
    {
      schema: {
        tags,
        summary: 'Add a brand',
        security: bearerAuth,
        body: adminBrandSchema,
        response: { 201: z.object({ _id: z.string() }), ...adminErrors },
      },
    },
    async (request, reply) => {
      try {
        const [created] = await app.db.insert(brands).values(request.body).returning();
        await audit(app.db, currentUser(request).id, 'brand.create', { brandName: request.body.brandName });
        return reply.status(201).send({ _id: created!.id });
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(409, 'A brand with this name already exists');
        throw error;
      }
    },
  );

  app.put(
    '/brands/:id',
    {
      schema: {
        tags,
        summary: 'Rename a brand or change its picture (send the version you saw)',
        security: bearerAuth,
        params: idParamsSchema,
        body: adminBrandUpdateSchema,
        response: { 200: z.object({ message: z.string(), version: z.number() }), ...adminErrors },
      },
    },
    async (request) => {
      const { version, ...changes } = request.body;
      let saved: { version: number };
      try {
        saved = await saveVersioned(
          () =>
            app.db
              .update(brands)
              .set({ ...changes, version: sql`${brands.version} + 1` })
              .where(and(eq(brands.id, request.params.id), eq(brands.version, version)))
              .returning({ version: brands.version }),
          () => app.db.select({ id: brands.id }).from(brands).where(eq(brands.id, request.params.id)),
          'Brand',
        );
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(409, 'A brand with this name already exists');
        throw error;
      }
      await audit(app.db, currentUser(request).id, 'brand.update', { id: request.params.id, ...changes });
      return { message: 'Brand saved', version: saved.version };
    },
  );

  app.post(
    '/sizes',
    {
      schema: {
        tags,
        summary: 'Add a size',
        security: bearerAuth,
        body: adminSizeSchema,
        response: { 201: messageSchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      const inserted = await app.db
        .insert(sizes)
        .values({ name: request.body.name, position: sql`(select coalesce(max(position), -1) + 1 from sizes)` })
        .onConflictDoNothing()
        .returning();
      if (inserted.length === 0) throw new HttpError(409, 'This size already exists');
      await audit(app.db, currentUser(request).id, 'size.create', request.body);
      return reply.status(201).send({ message: 'Size added' });
    },
  );

  app.get(
    '/banners',
    {
      schema: {
        tags,
        summary: 'Banners with their versions',
        security: bearerAuth,
        response: {
          200: z.object({ banners: z.array(z.object({ _id: z.string(), image: z.string(), position: z.number(), version: z.number() })) }),
          ...adminErrors,
        },
      },
    },
    async () => {
      const rows = await app.db.select().from(banners).orderBy(asc(banners.position), asc(banners.createdAt));
      return { banners: rows.map((row) => ({ _id: row.id, image: row.image, position: row.position, version: row.version })) };
    },
  );

  app.post(
    '/banners',
    {
      schema: {
        tags,
        summary: 'Add a home page banner at a position (0 to 4)',
        security: bearerAuth,
        body: adminBannerSchema,
        response: { 201: z.object({ _id: z.string() }), ...adminErrors },
      },
    },
    async (request, reply) => {
      const [created] = await app.db.insert(banners).values(request.body).returning();
      await audit(app.db, currentUser(request).id, 'banner.create', request.body);
      return reply.status(201).send({ _id: created!.id });
    },
  );

  app.put(
    '/banners/:id',
    {
      schema: {
        tags,
        summary: "Change a banner's picture or position (send the version you saw)",
        security: bearerAuth,
        params: idParamsSchema,
        body: adminBannerUpdateSchema,
        response: { 200: z.object({ message: z.string(), version: z.number() }), ...adminErrors },
      },
    },
    async (request) => {
      const { version, ...changes } = request.body;
      const saved = await saveVersioned(
        () =>
          app.db
            .update(banners)
            .set({ ...changes, version: sql`${banners.version} + 1` })
            .where(and(eq(banners.id, request.params.id), eq(banners.version, version)))
            .returning({ version: banners.version }),
        () => app.db.select({ id: banners.id }).from(banners).where(eq(banners.id, request.params.id)),
        'Banner',
      );
      await audit(app.db, currentUser(request).id, 'banner.update', { id: request.params.id, ...changes });
      return { message: 'Banner saved', version: saved.version };
    },
  );

  app.delete(
    '/banners/:id',
    {
      schema: {
        tags,
        summary: 'Remove a banner',
        security: bearerAuth,
        params: idParamsSchema,
        response: { 200: messageSchema, ...adminErrors },
      },
    },
    async (request) => {
      const removed = await app.db.delete(banners).where(eq(banners.id, request.params.id)).returning({ id: banners.id });
      if (removed.length === 0) throw notFound('Banner not found');
      await audit(app.db, currentUser(request).id, 'banner.delete', { bannerId: request.params.id });
      return { message: 'Banner removed' };
    },
  );

  app.post(
    '/testimonials',
    {
      schema: {
        tags,
        summary: 'Add a testimonial',
        security: bearerAuth,
        body: adminTestimonialSchema,
        response: { 201: z.object({ _id: z.string() }), ...adminErrors },
      },
    },
    async (request, reply) => {
      const [created] = await app.db.insert(testimonials).values(request.body).returning();
      await audit(app.db, currentUser(request).id, 'testimonial.create', { name: request.body.name });
      return reply.status(201).send({ _id: created!.id });
    },
  );

  app.delete(
    '/testimonials/:id',
    {
      schema: {
        tags,
        summary: 'Remove a testimonial',
        security: bearerAuth,
        params: idParamsSchema,
        response: { 200: messageSchema, ...adminErrors },
      },
    },
    async (request) => {
      const removed = await app.db.delete(testimonials).where(eq(testimonials.id, request.params.id)).returning({ id: testimonials.id });
      if (removed.length === 0) throw notFound('Testimonial not found');
      await audit(app.db, currentUser(request).id, 'testimonial.delete', { testimonialId: request.params.id });
      return { message: 'Testimonial removed' };
    },
  );
};
