import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { policyPageAnswerSchema, sellerAnswerSchema } from '@padstore/domain';
import { readPage } from '../content/content-service.js';
import { requestLanguage } from '../../lib/her-language.js';
import { readSeller } from './seller-service.js';

const tags = ['Seller and policies'];

/** What the E-Commerce Rules ask a shop to show before purchase: who sells, and its policies. */
export const sellerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/seller',
    {
      schema: {
        tags,
        summary: "The seller's legal name, address, GSTIN and grievance officer (Contact page and footer)",
        response: { 200: sellerAnswerSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return { seller: (await readSeller(app.db)).seller };
    },
  );

  for (const [path, key, summary] of [
    ['/settings/getReturns', 'returns', 'The returns, refunds and cancellation policy (sanitised HTML)'],
    ['/settings/getShipping', 'shipping', 'The shipping and delivery policy (sanitised HTML)'],
  ] as const) {
    app.get(path, { schema: { tags, summary, response: { 200: policyPageAnswerSchema } } }, async (request) => {
      const page = await readPage(app.db, key, requestLanguage(request));
      return { data: { title: page.title, description: page.description } };
    });
  }
};
