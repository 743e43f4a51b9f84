import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminBannerSchema,
  adminBannerUpdateSchema,
  adminFeeSchema,
  adminPageSchema,
  adminTestimonialSchema,
  CONSOLE_MESSAGES,
  consoleBannersAnswerSchema,
  consoleContentAnswerSchema,
  createdAnswerSchema,
  messageAnswerSchema,
  PAGE_KEYS,
  pageSavedAnswerSchema,
  savedAnswerSchema,
  versionAnswerSchema,
} from '@padstore/domain';
import { bearerAuth, idParamsSchema } from '../../lib/schemas.js';
import { currentUser } from '../../plugins/auth.js';
import {
  consoleBanners,
  consoleContent,
  createBanner,
  createTestimonial,
  deleteBanner,
  deleteTestimonial,
  saveExpressFee,
  savePage,
  updateBanner,
} from '../content/content-console-service.js';
import { adminErrors } from '../../lib/console-schemas.js';

const tags = ['Admin: content and settings'];

/** The console's content: the static pages, the express fee, and the home page's banners and testimonials. */
export const adminContentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/content',
    {
      schema: {
        tags,
        summary: 'The pages (about, privacy, terms, contact) and the emergency fee, with their versions',
        security: bearerAuth,
        response: { 200: consoleContentAnswerSchema, ...adminErrors },
      },
    },
    async () => consoleContent(app.db),
  );

  app.put(
    '/content/:key',
    {
      schema: {
        tags,
        summary: 'Save a page: its HTML is sanitised on save; the contact page has a title',
        security: bearerAuth,
        params: z.object({ key: z.enum(PAGE_KEYS, { error: CONSOLE_MESSAGES.unknownPage }) }),
        body: adminPageSchema,
        response: { 200: pageSavedAnswerSchema, ...adminErrors },
      },
    },
    async (request) => savePage(app.db, currentUser(request).id, request.params.key, request.body),
  );

  app.put(
    '/settings/emergency-fee',
    {
      schema: {
        tags,
        summary: 'Set the express delivery charge in rupees',
        security: bearerAuth,
        body: adminFeeSchema,
        response: { 200: versionAnswerSchema, ...adminErrors },
      },
    },
    async (request) => saveExpressFee(app.db, currentUser(request).id, request.body.feeAmount, request.body.version),
  );

  app.get(
    '/banners',
    {
      schema: {
        tags,
        summary: 'Banners with their versions',
        security: bearerAuth,
        response: { 200: consoleBannersAnswerSchema, ...adminErrors },
      },
    },
    async () => ({ banners: await consoleBanners(app.db) }),
  );

  app.post(
    '/banners',
    {
      schema: {
        tags,
        summary: 'Add a home page banner at a position (0 to 4)',
        security: bearerAuth,
        body: adminBannerSchema,
        response: { 201: createdAnswerSchema, ...adminErrors },
      },
    },
    async (request, reply) => reply.status(201).send(await createBanner(app.db, currentUser(request).id, request.body)),
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
        response: { 200: savedAnswerSchema, ...adminErrors },
      },
    },
    async (request) => {
      const { version } = await updateBanner(app.db, currentUser(request).id, request.params.id, request.body);
      return { message: CONSOLE_MESSAGES.saved('Banner'), version };
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
        response: { 200: messageAnswerSchema, ...adminErrors },
      },
    },
    async (request) => {
      await deleteBanner(app.db, currentUser(request).id, request.params.id);
      return { message: CONSOLE_MESSAGES.removed('Banner') };
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
        response: { 201: createdAnswerSchema, ...adminErrors },
      },
    },
    async (request, reply) => reply.status(201).send(await createTestimonial(app.db, currentUser(request).id, request.body)),
  );

  app.delete(
    '/testimonials/:id',
    {
      schema: {
        tags,
        summary: 'Remove a testimonial',
        security: bearerAuth,
        params: idParamsSchema,
        response: { 200: messageAnswerSchema, ...adminErrors },
      },
    },
    async (request) => {
      await deleteTestimonial(app.db, currentUser(request).id, request.params.id);
      return { message: CONSOLE_MESSAGES.removed('Testimonial') };
    },
  );
};
