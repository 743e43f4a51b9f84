import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminBranchSchema,
  adminBranchUpdateSchema,
  adminPinCodesSchema,
  adminStockSchema,
  CONSOLE_MESSAGES,
  consoleBranchesAnswerSchema,
  createdAnswerSchema,
  MESSAGES,
  messageAnswerSchema,
  pinCode,
  pinCodesAddedAnswerSchema,
  savedAnswerSchema,
  stockAnswerSchema,
} from '@padstore/domain';
import { bearerAuth, idParamsSchema } from '../../lib/schemas.js';
import { currentUser } from '../../plugins/auth.js';
import {
  addPinCodes,
  consoleBranches,
  openBranch,
  removePinCode,
  setBranchStock,
  updateBranch,
} from '../branches/branch-console-service.js';
import { adminErrors } from '../../lib/console-schemas.js';
import { branchScope } from '../staff/staff-service.js';

const tags = ['Admin: branches'];

/** The console's branches: opening them, the pin codes they serve, and their stock. */
export const adminBranchesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/branches',
    {
      schema: {
        tags,
        summary: 'Branches with their served pin codes and stock',
        security: bearerAuth,
        response: { 200: consoleBranchesAnswerSchema, ...adminErrors },
      },
    },
    async (request) => ({ branches: await consoleBranches(app.db, branchScope(currentUser(request).staff)) }),
  );

  app.post(
    '/branches',
    {
      schema: {
        tags,
        summary: 'Open a branch',
        security: bearerAuth,
        body: adminBranchSchema,
        response: { 201: createdAnswerSchema, ...adminErrors },
      },
    },
    async (request, reply) => reply.status(201).send(await openBranch(app.db, currentUser(request).id, request.body)),
  );

  app.put(
    '/branches/:id',
    {
      schema: {
        tags,
        summary: 'Rename a branch or switch it on or off (send the version you saw)',
        security: bearerAuth,
        params: idParamsSchema,
        body: adminBranchUpdateSchema,
        response: { 200: savedAnswerSchema, ...adminErrors },
      },
    },
    async (request) => {
      const { version } = await updateBranch(app.db, currentUser(request).id, request.params.id, request.body);
      return { message: CONSOLE_MESSAGES.saved('Branch'), version };
    },
  );

  app.post(
    '/branches/:id/pincodes',
    {
      schema: {
        tags,
        summary: 'Serve more pin codes: a list, or a range from one to another',
        security: bearerAuth,
        params: idParamsSchema,
        body: adminPinCodesSchema,
        response: { 200: pinCodesAddedAnswerSchema, ...adminErrors },
      },
    },
    async (request) => {
      const added = await addPinCodes(app.db, currentUser(request).id, request.params.id, request.body);
      return { message: CONSOLE_MESSAGES.pinCodesAdded(added), added };
    },
  );

  app.delete(
    '/branches/:id/pincodes/:pinCode',
    {
      schema: {
        tags,
        summary: 'Stop serving a pin code',
        security: bearerAuth,
        params: idParamsSchema.extend({ pinCode: pinCode(MESSAGES.pinCodeRequired) }),
        response: { 200: messageAnswerSchema, ...adminErrors },
      },
    },
    async (request) => {
      await removePinCode(app.db, currentUser(request).id, request.params.id, request.params.pinCode);
      return { message: CONSOLE_MESSAGES.pinCodeRemoved };
    },
  );

  app.put(
    '/branches/:id/stock',
    {
      schema: {
        tags,
        summary: "Set a product's stock in the branch, or adjust it by an amount; it never goes below zero",
        security: bearerAuth,
        params: idParamsSchema,
        body: adminStockSchema,
        response: { 200: stockAnswerSchema, ...adminErrors },
      },
    },
    async (request) => ({ quantity: await setBranchStock(app.db, currentUser(request).id, request.params.id, request.body) }),
  );
};
