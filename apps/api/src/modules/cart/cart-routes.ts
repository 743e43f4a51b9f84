import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { cartItems } from '../../db/schema.js';
import { currentUser, requireCustomer } from '../../plugins/auth.js';
import { bearerAuth, commonErrors } from '../../lib/schemas.js';

export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireCustomer);

  app.get(
    '/user/getCartItemCount',
    {
      schema: {
        tags: ['Cart'],
        summary: 'The number of packs in the cart (for the top bar badge)',
        security: bearerAuth,
        response: { 200: z.object({ count: z.number() }), ...commonErrors },
      },
    },
    async (request) => {
      const [row] = await app.db
        .select({ count: sql<number>`coalesce(sum(${cartItems.quantity}), 0)::int` })
        .from(cartItems)
        .where(eq(cartItems.userId, currentUser(request).id));
      return { count: row?.count ?? 0 };
    },
  );
};
