import { messageAnswerSchema, savedAnswerSchema } from '@padstore/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deliveredSchema, notDeliveredSchema, riderDayAnswer, shiftSchema } from '@padstore/domain';
import { bearerAuth, idParamsSchema } from '../../lib/schemas.js';
import { adminErrors } from '../../lib/console-schemas.js';
import { currentStaff } from '../staff/current-staff.js';
import { setShift } from '../staff/staff-service.js';
import { markDelivered, markNotDelivered, riderDay } from './rider-service.js';

const tags = ['Rider'];

/** The rider's own screen: their deliveries, delivered or not, their shift. Roles: packages/domain/src/staff-access.ts. */
export const riderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/rider/deliveries',
    {
      schema: {
        tags,
        summary: 'My deliveries in the order to ride them, with what to collect, and my day so far',
        security: bearerAuth,
        response: { 200: riderDayAnswer, ...adminErrors },
      },
    },
    async (request) => riderDay(app.db, currentStaff(request).staff),
  );

  app.put(
    '/rider/shift',
    {
      schema: {
        tags,
        summary: 'Start or end my shift',
        security: bearerAuth,
        body: shiftSchema,
        response: { 200: messageAnswerSchema, ...adminErrors },
      },
    },
    async (request) => {
      const rider = currentStaff(request);
      await setShift(app.db, rider.id, rider.staff.id, request.body.onShift);
      return { message: request.body.onShift ? 'On shift' : 'Off shift' };
    },
  );

  app.put(
    '/rider/deliveries/:id/delivered',
    {
      schema: {
        tags,
        summary: 'Delivered: paid in cash (the amount received; a different amount needs a note) or by UPI (the reference)',
        security: bearerAuth,
        params: idParamsSchema,
        body: deliveredSchema,
        response: { 200: savedAnswerSchema, ...adminErrors },
      },
    },
    async (request) => {
      const rider = currentStaff(request);
      const order = await markDelivered(app.db, rider.id, rider.staff, request.params.id, request.body);
      return { message: `Order ${order.orderNumber} delivered`, version: order.version };
    },
  );

  app.put(
    '/rider/deliveries/:id/not-delivered',
    {
      schema: {
        tags,
        summary: 'Could not deliver (not reachable, address not found, refused), with a note: the order goes back to the branch',
        security: bearerAuth,
        params: idParamsSchema,
        body: notDeliveredSchema,
        response: { 200: savedAnswerSchema, ...adminErrors },
      },
    },
    async (request) => {
      const rider = currentStaff(request);
      const order = await markNotDelivered(app.db, rider.id, rider.staff, request.params.id, request.body);
      return { message: `Order ${order.orderNumber} goes back to the branch`, version: order.version };
    },
  );
};
