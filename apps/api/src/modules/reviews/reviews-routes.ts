import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  averageRatingAnswerSchema,
  errorAnswerSchema,
  messageAnswerSchema,
  REVIEW_MESSAGES,
  reviewSchema,
  reviewsAnswerSchema,
} from '@padstore/domain';
import { currentUser, requireCustomer } from '../../plugins/auth.js';
import { bearerAuth, commonErrors, idParamsSchema } from '../../lib/schemas.js';
import { addReview, averageRating, listReviews } from './reviews-service.js';

const tags = ['Reviews'];

export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/user/review/addReview/:id',
    {
      preHandler: requireCustomer,
      schema: {
        tags,
        summary: 'Review a product of a delivered order of hers (a second review replaces the first)',
        security: bearerAuth,
        params: idParamsSchema,
        body: reviewSchema,
        response: { 201: messageAnswerSchema, 403: errorAnswerSchema, ...commonErrors },
      },
    },
    async (request, reply) => {
      await addReview(app.db, currentUser(request).id, request.params.id, request.body);
      return reply.status(201).send({ message: REVIEW_MESSAGES.saved });
    },
  );

  app.get(
    '/user/review/getAverageRatings/:id',
    {
      schema: {
        tags,
        summary: "A product's average rating",
        params: idParamsSchema,
        response: { 200: averageRatingAnswerSchema, 400: errorAnswerSchema },
      },
    },
    async (request) => averageRating(app.db, request.params.id),
  );

  app.get(
    '/user/review/getReviews/:id',
    {
      schema: {
        tags,
        summary: "A product's reviews, newest first",
        params: idParamsSchema,
        response: { 200: reviewsAnswerSchema, 400: errorAnswerSchema },
      },
    },
    async (request) => ({ reviews: await listReviews(app.db, request.params.id) }),
  );
};
