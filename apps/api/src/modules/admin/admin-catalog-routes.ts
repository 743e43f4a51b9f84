import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminBrandSchema,
  adminBrandUpdateSchema,
  adminProductSchema,
  adminProductUpdateSchema,
  adminSizeSchema,
  CONSOLE_MESSAGES,
  consoleBrandsAnswerSchema,
  consoleProductsAnswerSchema,
  createdAnswerSchema,
  errorAnswerSchema,
  MESSAGES,
  messageAnswerSchema,
  PHOTO_MAX_BYTES,
  productCreatedAnswerSchema,
  savedAnswerSchema,
  uploadedAnswerSchema,
  versionAnswerSchema,
} from '@padstore/domain';
import { HttpError } from '../../lib/http-error.js';
import { bearerAuth, idParamsSchema } from '../../lib/schemas.js';
import { currentUser } from '../../plugins/auth.js';
import {
  createBrand,
  createProduct,
  createSize,
  listConsoleBrands,
  listConsoleProducts,
  recordUpload,
  updateBrand,
  updateProduct,
} from '../catalog/catalog-console-service.js';
import { countPictureUpload, storePhoto } from '../users/photo-service.js';
import { adminErrors } from '../../lib/console-schemas.js';

const tags = ['Admin: catalog'];

/** The console's catalog: pictures, products, brands and sizes. */
export const adminCatalogRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: PHOTO_MAX_BYTES, files: 1 } });
  const uploadsDir = app.config.uploadsDir;

  app.post(
    '/uploads',
    {
      schema: {
        tags,
        summary: 'Upload a product or banner picture (checked by content, re-encoded)',
        security: bearerAuth,
        consumes: ['multipart/form-data'],
        response: { 201: uploadedAnswerSchema, 429: errorAnswerSchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new HttpError(415, MESSAGES.photoNotImage);
      const file = await request.file();
      if (!file) throw new HttpError(400, MESSAGES.photoMissing);
      const owner = currentUser(request).id;
      await countPictureUpload(app.limiter, owner);
      const url = await recordUpload(app.db, owner, await storePhoto(uploadsDir, await file.toBuffer()));
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
        response: { 200: consoleProductsAnswerSchema, ...adminErrors },
      },
    },
    async () => ({ products: await listConsoleProducts(app.db) }),
  );

  app.post(
    '/products',
    {
      schema: {
        tags,
        summary: 'Add a product',
        security: bearerAuth,
        body: adminProductSchema,
        response: { 201: productCreatedAnswerSchema, ...adminErrors },
      },
    },
    async (request, reply) => reply.status(201).send(await createProduct(app.db, currentUser(request).id, request.body)),
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
        response: { 200: versionAnswerSchema, ...adminErrors },
      },
    },
    async (request) => updateProduct(app.db, currentUser(request).id, request.params.id, request.body),
  );

  app.get(
    '/brands',
    {
      schema: {
        tags,
        summary: 'The brands with their logos and versions, to rename one or change its logo',
        security: bearerAuth,
        response: { 200: consoleBrandsAnswerSchema, ...adminErrors },
      },
    },
    async () => ({ brands: await listConsoleBrands(app.db) }),
  );

  app.post(
    '/brands',
    {
      schema: {
        tags,
        summary: 'Add a brand',
        security: bearerAuth,
        body: adminBrandSchema,
        response: { 201: createdAnswerSchema, ...adminErrors },
      },
    },
    async (request, reply) => reply.status(201).send(await createBrand(app.db, currentUser(request).id, request.body)),
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
        response: { 200: savedAnswerSchema, ...adminErrors },
      },
    },
    async (request) => {
      const { version } = await updateBrand(app.db, currentUser(request).id, request.params.id, request.body);
      return { message: CONSOLE_MESSAGES.saved('Brand'), version };
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
        response: { 201: messageAnswerSchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      await createSize(app.db, currentUser(request).id, request.body.name);
      return reply.status(201).send({ message: CONSOLE_MESSAGES.sizeAdded });
    },
  );
};
