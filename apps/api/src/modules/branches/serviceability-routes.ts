import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deliveryPromise, errorAnswerSchema, MESSAGES, pinCode, serviceabilityAnswerSchema, type Serviceability } from '@padstore/domain';
import { servingBranch, stockInBranch } from './branch-service.js';

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
        response: { 200: serviceabilityAnswerSchema, 400: errorAnswerSchema },
      },
    },
    async (request): Promise<Serviceability> => {
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
