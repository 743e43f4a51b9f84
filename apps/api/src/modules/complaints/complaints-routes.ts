import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminComplaintListQuerySchema,
  adminComplaintUpdateSchema,
  complaintMovedAnswerSchema,
  complaintRaisedAnswerSchema,
  complaintSchema,
  complaintsAnswerSchema,
  deskComplaintsAnswerSchema,
} from '@padstore/domain';
import { bearerAuth, commonErrors, idParamsSchema } from '../../lib/schemas.js';
import { currentUser, requireCustomer } from '../../plugins/auth.js';
import { adminErrors } from '../../lib/console-schemas.js';
import { audited } from '../../lib/audit.js';
import { answerComplaint, listAllComplaints, listOwnComplaints, raiseComplaint } from './complaints-service.js';

const tags = ['Complaints'];

/** Grievances: she raises one (with a ticket at once) and follows it. */
export const complaintsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireCustomer);

  app.post(
    '/user/complaints',
    {
      schema: {
        tags,
        summary: 'Raise a complaint (subject, optionally one of her orders, message); answers its ticket number',
        security: bearerAuth,
        body: complaintSchema,
        response: {
          201: complaintRaisedAnswerSchema,
          ...commonErrors,
        },
      },
    },
    async (request, reply) => {
      const created = await raiseComplaint(app.db, currentUser(request).id, request.body);
      return reply.status(201).send({ complaint: { _id: created.id, ticketNumber: created.ticketNumber, status: created.status } });
    },
  );

  app.get(
    '/user/complaints',
    {
      schema: {
        tags,
        summary: 'Her complaints, newest first, with their status and replies',
        security: bearerAuth,
        response: { 200: complaintsAnswerSchema, ...commonErrors },
      },
    },
    async (request) => ({ complaints: await listOwnComplaints(app.db, currentUser(request).id) }),
  );
};

/** The console's grievance desk (an owner matter; under the admin guard until staff roles arrive). */
export const adminComplaintsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/complaints',
    {
      schema: {
        tags: ['Admin: complaints'],
        summary: 'Complaints with their 48-hour acknowledgement and one-month redress clocks',
        security: bearerAuth,
        querystring: adminComplaintListQuerySchema,
        response: {
          200: deskComplaintsAnswerSchema,
          ...adminErrors,
        },
      },
    },
    async (request) => ({ complaints: await listAllComplaints(app.db, request.query.status) }),
  );

  app.put(
    '/complaints/:id',
    {
      schema: {
        tags: ['Admin: complaints'],
        summary: 'Acknowledge or resolve a complaint (resolving needs a reply); the customer gets a notification',
        security: bearerAuth,
        params: idParamsSchema,
        body: adminComplaintUpdateSchema,
        response: { 200: complaintMovedAnswerSchema, ...adminErrors },
      },
    },
    async (request) => {
      const admin = currentUser(request);
      const updated = await audited(
        app.db,
        {
          userId: admin.id,
          action: `complaint.${request.body.status}`,
          details: (answered: { ticketNumber: string }) => ({ ticketNumber: answered.ticketNumber }),
        },
        (tx) => answerComplaint(tx, request.params.id, request.body),
      );
      // Her notification count and list may be kept in memory on any instance.
      await app.changes.publish({ kind: 'customer', userId: updated.userId });
      return { status: updated.status, version: updated.version };
    },
  );
};
