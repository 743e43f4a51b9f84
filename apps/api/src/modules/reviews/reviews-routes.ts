import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { reviewSchema } from '@padstore/domain';
import { currentUser, requireCustomer } from '../../plugins/auth.js';
import { bearerAuth, commonErrors, errorSchema, idParamsSchema, messageSchema } from '../../lib/schemas.js';
import { addReview, averageRating, listReviews, REVIEW_MESSAGES } from './reviews-service.js';

const tags = ['Reviews'];

export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/user/review/addReview/:id',
    {
      preHandler: requireCustomer,
      schema: {
        tags,
        summary: 'Review a product the customer has ordered (a second review replaces the first)',
        security: bearerAuth,
        params: idParamsSchema,
        body: reviewSchema,
        response: { 201: messageSchema, 403: errorSchema, ...commonErrors },
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
        response: { 200: z.object({ averageRating: z.number(), totalReviews: z.number() }), 400: errorSchema },
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
        response: {
          200: z.object({
            reviews: z.array(
              z.object({ _id: z.string(), name: z.string(), ratings: z.number(), review: z.string(), createdAt: z.string() }),
            ),
          }),
          400: errorSchema,
        },
      },
    },
    async (request) => ({ reviews: await listReviews(app.db, request.params.id) }),
  );
};
