import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { deliveryPromise, MESSAGES, pinCode } from '@padstore/domain';
import { branchStock } from '../../db/schema.js';
import { errorSchema } from '../../lib/schemas.js';
import { findBranchForPinCode } from './branch-service.js';

const promiseSchema = z.object({ type: z.enum(['express', 'same_day', 'next_day']), label: z.string(), from: z.string(), to: z.string() });

/**
 * Before the customer commits: is the pin code served, how many packs the branch has, and what
 * delivery is promised now (India time). Open to guests.
 */
export const serviceabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user/serviceability',
    {
      schema: {
        tags: ['Delivery'],
        summary: 'Whether a pin code is served, the stock there and the delivery promise',
        querystring: z.object({
          pinCode: pinCode(MESSAGES.pinCodeRequired),
          productId: z.uuid({ error: 'The product id is not valid' }).optional(),
        }),
        response: {
          200: z.object({
            served: z.boolean(),
            message: z.string(),
            branch: z.object({ _id: z.string(), name: z.string() }).nullable(),
            availableQuantity: z.number().nullable(),
            promise: promiseSchema,
            expressPromise: promiseSchema,
          }),
          400: errorSchema,
        },
      },
    },
    async (request) => {
      const branch = await findBranchForPinCode(app.db, request.query.pinCode);
      const served = Boolean(branch?.active);
      let availableQuantity: number | null = null;
      if (served && request.query.productId) {
        const [row] = await app.db
          .select({ quantity: branchStock.quantity })
          .from(branchStock)
          .where(and(eq(branchStock.branchId, branch!._id), eq(branchStock.productId, request.query.productId)))
          .limit(1);
        availableQuantity = row?.quantity ?? 0;
      }
      const now = new Date();
      const iso = (promise: ReturnType<typeof deliveryPromise>) => ({
        ...promise,
        from: promise.from.toISOString(),
        to: promise.to.toISOString(),
      });
      return {
        served,
        message: !branch ? MESSAGES.pinCodeNotServed : branch.active ? MESSAGES.pinCodeServed : MESSAGES.branchNotAvailable,
        branch: served ? { _id: branch!._id, name: branch!.name } : null,
        availableQuantity,
        promise: iso(deliveryPromise(now, false)),
        expressPromise: iso(deliveryPromise(now, true)),
      };
    },
  );
};
