import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { productListQuerySchema } from '@padstore/domain';
import { errorSchema, idParamsSchema } from '../../lib/schemas.js';
import { notFound } from '../../lib/http-error.js';
import { brandExists, buyItWith, getProduct, listBrands, listProducts, listSizes, relatedProducts, viewerFor } from './catalog-service.js';

export const productSchema = z.object({
  _id: z.string(),
  productName: z.string(),
  brand: z.object({ _id: z.string(), brandName: z.string() }),
  size: z.string(),
  price: z.number(),
  quantityInEachPack: z.number(),
  image: z.string(),
  relatedImages: z.array(z.string()),
  aboutThisItem: z.array(z.string()),
  countryOfOrigin: z.string(),
  availableProductQuantity: z.number(),
  branchProductQuantity: z.number().nullable().optional(),
});

const productListSchema = z.object({
  products: z.array(productSchema),
  data: z.array(productSchema),
  page: z.number(),
  limit: z.number(),
  total: z.number(),
});
const productDataSchema = z.object({ data: z.array(productSchema) });
const errors = { 400: errorSchema, 404: errorSchema };
const tags = ['Catalog'];

/** The public catalog. A signed-in customer also sees the stock of the branch serving their pin code. */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user/brand/getAllBrands',
    {
      schema: {
        tags,
        summary: 'All brands',
        response: {
          200: z.object({ data: z.array(z.object({ _id: z.string(), id: z.string(), brandName: z.string(), image: z.string() })) }),
        },
      },
    },
    (request, reply) => app.responseCache.send(request, reply, async () => ({ data: await listBrands(app.db) })),
  );

  app.get(
    '/user/Product/getAllProducts',
    {
      schema: {
        tags,
        summary: 'A page of products, filtered by brand names, sizes and price (rupees, inclusive)',
        querystring: productListQuerySchema,
        response: { 200: productListSchema, ...errors },
      },
    },
    (request, reply) =>
      app.responseCache.send(request, reply, async () => listProducts(app.db, request.query, await viewerFor(app.db, request.user))),
  );

  app.get(
    '/user/brand/getProductsByBrand/:id',
    {
      schema: {
        tags,
        summary: "A page of one brand's products, with the same filters",
        params: idParamsSchema,
        querystring: productListQuerySchema,
        response: { 200: productListSchema, ...errors },
      },
    },
    (request, reply) =>
      app.responseCache.send(request, reply, async () => {
        if (!(await brandExists(app.db, request.params.id))) throw notFound('Brand not found');
        return listProducts(app.db, request.query, await viewerFor(app.db, request.user), request.params.id);
      }),
  );

  app.get(
    '/user/Product/getProductById/:id',
    {
      schema: { tags, summary: 'One product', params: idParamsSchema, response: { 200: z.object({ product: productSchema }), ...errors } },
    },
    (request, reply) =>
      app.responseCache.send(request, reply, async () => ({
        product: await getProduct(app.db, request.params.id, await viewerFor(app.db, request.user)),
      })),
  );

  app.get(
    '/user/Product/getBuyItWith/:id',
    {
      schema: {
        tags,
        summary: 'Products bought in the same orders, topped up with the same brand in other sizes',
        params: idParamsSchema,
        response: { 200: productDataSchema, ...errors },
      },
    },
    (request, reply) =>
      app.responseCache.send(request, reply, async () => ({
        data: await buyItWith(app.db, request.params.id, await viewerFor(app.db, request.user)),
      })),
  );

  app.get(
    '/user/Product/getRelatedProducts/:id',
    {
      schema: {
        tags,
        summary: 'The same size from other brands, closest in price first',
        params: idParamsSchema,
        response: { 200: productDataSchema, ...errors },
      },
    },
    (request, reply) =>
      app.responseCache.send(request, reply, async () => ({
        data: await relatedProducts(app.db, request.params.id, await viewerFor(app.db, request.user)),
      })),
  );

  app.get(
    '/products/getAllSizes',
    { schema: { tags, summary: 'All sizes', response: { 200: z.object({ sizes: z.array(z.string()) }) } } },
    (request, reply) => app.responseCache.send(request, reply, async () => ({ sizes: await listSizes(app.db) })),
  );
};
