import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bannersAnswerSchema,
  contactAnswerSchema,
  expressFeeAnswerSchema,
  paiseToRupees,
  pageAnswerSchema,
  testimonialsAnswerSchema,
  type PageKey,
} from '@padstore/domain';
import { emergencyFeePaise, listBanners, listTestimonials, readContact, readPage } from './content-service.js';
import { requestLanguage } from '../../lib/her-language.js';

const tags = ['Content'];

export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const pageRoute = (path: string, key: PageKey, summary: string, withImages = false) =>
    app.get(path, { schema: { tags, summary, response: { 200: pageAnswerSchema } } }, async (request) => {
      // In her language: the owner's Hindi page for a Hindi reader, else the English.
      const page = await readPage(app.db, key, requestLanguage(request));
      return { data: withImages ? { description: page.description, images: page.images } : { description: page.description } };
    });

  pageRoute('/settings/getTerms', 'terms', 'The terms and conditions (sanitised HTML)');
  pageRoute('/settings/getPrivacy', 'privacy', 'The privacy policy (sanitised HTML)');
  pageRoute('/settings/getAboutUs', 'about', 'The about page (sanitised HTML and its images)', true);

  app.get(
    '/user/getContactUs',
    {
      schema: {
        tags,
        summary: 'The contact page title and support email',
        response: { 200: contactAnswerSchema },
      },
    },
    async (request) => readContact(app.db, requestLanguage(request)),
  );

  app.get(
    '/testimonial/getAllTestimonials',
    {
      schema: {
        tags,
        summary: 'Customer testimonials',
        response: { 200: testimonialsAnswerSchema },
      },
    },
    (request, reply) =>
      app.responseCache.send(request, reply, async () => ({ testimonials: await listTestimonials(app.db, requestLanguage(request)) })),
  );

  app.get(
    '/user/banner/getAllBanners',
    {
      schema: {
        tags,
        summary: 'Home page banners ordered by position',
        response: { 200: bannersAnswerSchema },
      },
    },
    (request, reply) =>
      app.responseCache.send(request, reply, async () => ({ banners: await listBanners(app.db, requestLanguage(request)) })),
  );

  app.get(
    '/settings/getEmergencyFee',
    {
      schema: {
        tags,
        summary: 'The express delivery charge in rupees',
        response: { 200: expressFeeAnswerSchema },
      },
    },
    async () => ({ data: { feeAmount: paiseToRupees(await emergencyFeePaise(app.db)) } }),
  );
};
