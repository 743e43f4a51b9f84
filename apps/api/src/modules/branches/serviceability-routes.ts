import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deliveryPromise, MESSAGES, pinCode } from '@padstore/domain';
import { errorSchema } from '../../lib/schemas.js';
import { servingBranch, stockInBranch } from './branch-service.js';

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
      const branch = await servingBranch(app.db, request.query.pinCode);
      const served = Boolean(branch?.active);
      let availableQuantity: number | null = null;
      if (served && request.query.productId) availableQuantity = await stockInBranch(app.db, branch!._id, request.query.productId);
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
