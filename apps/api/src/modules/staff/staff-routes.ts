import { customerPhoneAnswer, messageAnswerSchema, staffAddedAnswer, staffListAnswer, versionAnswerSchema } from '@padstore/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { shiftSchema, staffInputSchema, staffMeAnswer, staffUpdateSchema } from '@padstore/domain';
import { bearerAuth, idParamsSchema } from '../../lib/schemas.js';
import { currentUser } from '../../plugins/auth.js';
import { adminErrors } from '../../lib/console-schemas.js';
import { addStaff, announceStaffChange, describeStaffMember, listStaff, removeStaff, setShift, updateStaff } from './staff-service.js';
import { currentStaff } from './current-staff.js';
import { openCustomerPhone } from './customer-phone-service.js';

const tags = ['Staff'];
/** The staff API: who am I, the owner's staff list, and riders' shifts. Roles: packages/domain/src/staff-access.ts. */
export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/me',
    {
      schema: {
        tags,
        summary: 'The signed-in member of staff: role, branches, and (for a rider) whether on shift',
        security: bearerAuth,
        response: { 200: staffMeAnswer, ...adminErrors },
      },
    },
    async (request) => describeStaffMember(app.db, currentStaff(request)),
  );

  app.get(
    '/staff',
    {
      schema: {
        tags,
        summary: 'Everyone on the staff, with their role and branches',
        security: bearerAuth,
        response: { 200: staffListAnswer, ...adminErrors },
      },
    },
    async () => ({ staff: await listStaff(app.db) }),
  );

  app.post(
    '/staff',
    {
      schema: {
        tags,
        summary: 'Add someone to the staff by the phone they sign in with; managers, packers and riders need branches',
        security: bearerAuth,
        body: staffInputSchema,
        response: { 201: staffAddedAnswer, ...adminErrors },
      },
    },
    async (request, reply) => {
      const created = await addStaff(app.db, currentUser(request).id, request.body);
      await announceStaffChange(app.db, app.changes, [request.body.phoneNumber]);
      return reply.status(201).send(created);
    },
  );

  app.put(
    '/staff/:id',
    {
      schema: {
        tags,
        summary: "Change someone's phone, role or branches (send the version you saw); their sessions change at once",
        security: bearerAuth,
        params: idParamsSchema,
        body: staffUpdateSchema,
        response: { 200: versionAnswerSchema, ...adminErrors },
      },
    },
    async (request) => {
      const { version, phones } = await updateStaff(app.db, currentUser(request).id, request.params.id, request.body);
      await announceStaffChange(app.db, app.changes, phones);
      return { version };
    },
  );

  app.delete(
    '/staff/:id',
    {
      schema: {
        tags,
        summary: 'Take someone off the staff; their sessions lose its rights at once',
        security: bearerAuth,
        params: idParamsSchema,
        response: { 200: messageAnswerSchema, ...adminErrors },
      },
    },
    async (request) => {
      const { phones } = await removeStaff(app.db, currentUser(request).id, request.params.id);
      await announceStaffChange(app.db, app.changes, phones);
      return { message: 'Removed from the staff' };
    },
  );

  app.put(
    '/riders/:id/shift',
    {
      schema: {
        tags,
        summary: 'Put a rider of your branches on shift, or take them off it',
        security: bearerAuth,
        params: idParamsSchema,
        body: shiftSchema,
        response: { 200: messageAnswerSchema, ...adminErrors },
      },
    },
    async (request) => {
      await setShift(app.db, currentUser(request).id, request.params.id, request.body.onShift);
      return { message: request.body.onShift ? 'On shift' : 'Off shift' };
    },
  );

  app.get(
    '/orders/:id/phone',
    {
      schema: {
        tags,
        summary: "Open the customer's phone number of an order (a rider: only of a delivery given to them); the audit log records it",
        security: bearerAuth,
        params: idParamsSchema,
        response: { 200: customerPhoneAnswer, ...adminErrors },
      },
    },
    async (request) => ({ phoneNumber: Number(await openCustomerPhone(app.db, currentUser(request).id, request.params.id)) }),
  );
};
