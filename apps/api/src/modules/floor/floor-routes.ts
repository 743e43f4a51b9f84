import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assignRiderSchema, backAtBranchSchema, floorAnswer, messageAnswerSchema, savedAnswerSchema } from '@padstore/domain';
import { bearerAuth, idParamsSchema } from '../../lib/schemas.js';
import { currentUser } from '../../plugins/auth.js';
import { adminErrors } from '../../lib/console-schemas.js';
import { assignRider, branchFloor, markPacked, sendOut, takeBack } from './floor-service.js';

const tags = ['Floor'];

/** The branch floor: the queue by promise, packing, riders, out for delivery. Roles: packages/domain/src/staff-access.ts. */
export const floorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/floor/branches/:id',
    {
      schema: {
        tags,
        summary: "The branch's open orders by promise (express first) with pick lists, and its riders; no phone numbers",
        security: bearerAuth,
        params: idParamsSchema,
        response: { 200: floorAnswer, ...adminErrors },
      },
    },
    async (request) => branchFloor(app.db, request.params.id),
  );

  app.put(
    '/floor/orders/:id/packed',
    {
      schema: {
        tags,
        summary: 'Picked and packed (a placed order is confirmed on the way)',
        security: bearerAuth,
        params: idParamsSchema,
        response: { 200: savedAnswerSchema, ...adminErrors },
      },
    },
    async (request) => {
      const order = await markPacked(app.db, currentUser(request).id, request.params.id);
      return { message: `Order ${order.orderNumber} is packed`, version: order.version };
    },
  );

  app.put(
    '/floor/orders/:id/rider',
    {
      schema: {
        tags,
        summary: 'Give the order to a rider of its branch who is on shift (until it leaves, it may be given to another)',
        security: bearerAuth,
        params: idParamsSchema,
        body: assignRiderSchema,
        response: { 200: messageAnswerSchema, ...adminErrors },
      },
    },
    async (request) => {
      const name = await assignRider(app.db, currentUser(request).id, request.params.id, request.body.riderId);
      return { message: `Given to ${name}` };
    },
  );

  app.put(
    '/floor/orders/:id/out-for-delivery',
    {
      schema: {
        tags,
        summary: 'A packed order leaves with its rider',
        security: bearerAuth,
        params: idParamsSchema,
        response: { 200: savedAnswerSchema, ...adminErrors },
      },
    },
    async (request) => {
      const order = await sendOut(app.db, currentUser(request).id, request.params.id);
      return { message: `Order ${order.orderNumber} is out for delivery`, version: order.version };
    },
  );

  app.put(
    '/floor/orders/:id/back-at-branch',
    {
      schema: {
        tags,
        summary: 'Take back an order that is out (it is packed again, on the floor; the customer is told)',
        security: bearerAuth,
        params: idParamsSchema,
        body: backAtBranchSchema,
        response: { 200: savedAnswerSchema, ...adminErrors },
      },
    },
    async (request) => {
      const order = await takeBack(app.db, currentUser(request).id, request.params.id, request.body.note);
      return { message: `Order ${order.orderNumber} is back at the branch`, version: order.version };
    },
  );
};
