import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  brandsAnswerSchema,
  MESSAGES,
  errorAnswerSchema,
  productAnswerSchema,
  productListAnswerSchema,
  productListQuerySchema,
  productsAnswerSchema,
  sizesAnswerSchema,
  suggestAnswerSchema,
  suggestQuerySchema,
} from '@padstore/domain';
import { suggest } from './search-service.js';
import { requestLanguage } from '../../plugins/language.js';
import { idParamsSchema } from '../../lib/schemas.js';
import { notFound } from '../../lib/http-error.js';
import { brandExists, buyItWith, getProduct, listBrands, listProducts, listSizes, relatedProducts, viewerFor } from './catalog-service.js';

const errors = { 400: errorAnswerSchema, 404: errorAnswerSchema };
const tags = ['Catalog'];

/** The public catalog. A signed-in customer also sees the stock of the branch serving their pin code. */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user/brand/getAllBrands',
    {
      schema: {
        tags,
        summary: 'All brands',
        response: { 200: brandsAnswerSchema },
      },
    },
    (request, reply) => app.responseCache.send(request, reply, async () => ({ data: await listBrands(app.db) })),
  );

  app.get(
    '/user/Product/getAllProducts',
    {
      schema: {
        tags,
        summary: 'A page of products, filtered by brand names, sizes and price (rupees, inclusive), found by a search q (best first)',
        querystring: productListQuerySchema,
        response: { 200: productListAnswerSchema, ...errors },
      },
    },
    (request, reply) =>
      app.responseCache.send(request, reply, async () =>
        listProducts(
          app.visibleCatalog,
          app.searchVocabulary,
          request.query,
          await viewerFor(app.db, request.user, requestLanguage(request)),
        ),
      ),
  );

  app.get(
    '/user/Product/suggest',
    {
      schema: {
        tags,
        summary: 'What the search box suggests as she types: products and brands (from 2 letters)',
        querystring: suggestQuerySchema,
        response: { 200: suggestAnswerSchema, 400: errorAnswerSchema },
      },
    },
    (request, reply) =>
      app.responseCache.send(
        request,
        reply,
        () => suggest(app.visibleCatalog, app.searchVocabulary, request.query.q, requestLanguage(request)),
        'guest',
      ),
  );

  app.get(
    '/user/brand/getProductsByBrand/:id',
    {
      schema: {
        tags,
        summary: "A page of one brand's products, with the same filters",
        params: idParamsSchema,
        querystring: productListQuerySchema,
        response: { 200: productListAnswerSchema, ...errors },
      },
    },
    (request, reply) =>
      app.responseCache.send(request, reply, async () => {
        if (!(await brandExists(app.db, request.params.id))) throw notFound(MESSAGES.brandNotFound);
        return listProducts(
          app.visibleCatalog,
          app.searchVocabulary,
          request.query,
          await viewerFor(app.db, request.user, requestLanguage(request)),
          request.params.id,
        );
      }),
  );

  app.get(
    '/user/Product/getProductById/:id',
    {
      schema: { tags, summary: 'One product', params: idParamsSchema, response: { 200: productAnswerSchema, ...errors } },
    },
    (request, reply) =>
      app.responseCache.send(request, reply, async () => ({
        product: await getProduct(app.db, request.params.id, await viewerFor(app.db, request.user, requestLanguage(request))),
      })),
  );

  app.get(
    '/user/Product/getBuyItWith/:id',
    {
      schema: {
        tags,
        summary: 'Products bought in the same orders, topped up with the same brand in other sizes',
        params: idParamsSchema,
        response: { 200: productsAnswerSchema, ...errors },
      },
    },
    (request, reply) =>
      app.responseCache.send(request, reply, async () => ({
        data: await buyItWith(app.db, request.params.id, await viewerFor(app.db, request.user, requestLanguage(request))),
      })),
  );

  app.get(
    '/user/Product/getRelatedProducts/:id',
    {
      schema: {
        tags,
        summary: 'The same size from other brands, closest in price first',
        params: idParamsSchema,
        response: { 200: productsAnswerSchema, ...errors },
      },
    },
    (request, reply) =>
      app.responseCache.send(request, reply, async () => ({
        data: await relatedProducts(app.db, request.params.id, await viewerFor(app.db, request.user, requestLanguage(request))),
      })),
  );

  app.get('/products/getAllSizes', { schema: { tags, summary: 'All sizes', response: { 200: sizesAnswerSchema } } }, (request, reply) =>
    app.responseCache.send(request, reply, async () => ({ sizes: await listSizes(app.db) })),
  );
};
