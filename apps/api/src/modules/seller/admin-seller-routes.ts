import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consoleSellerAnswerSchema, sellerDetailsUpdateSchema, versionAnswerSchema } from '@padstore/domain';
import { bearerAuth } from '../../lib/schemas.js';
import { currentUser } from '../../plugins/auth.js';
import { adminErrors } from '../../lib/console-schemas.js';
import { readSeller, saveSeller } from './seller-service.js';

const tags = ['Admin: seller and policies'];

/** The owner's settings of the seller's legal details and grievance officer (under the admin guard). */
export const adminSellerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/seller',
    {
      schema: {
        tags,
        summary: "The seller's details with their version",
        security: bearerAuth,
        response: { 200: consoleSellerAnswerSchema, ...adminErrors },
      },
    },
    async () => readSeller(app.db),
  );

  app.put(
    '/seller',
    {
      schema: {
        tags,
        summary: "Save the seller's legal name, address, state, GSTIN (optional) and grievance officer; send the version you saw",
        security: bearerAuth,
        body: sellerDetailsUpdateSchema,
        response: { 200: versionAnswerSchema, ...adminErrors },
      },
    },
    async (request) => {
      const { version, ...details } = request.body;
      return { version: await saveSeller(app.db, currentUser(request).id, details, version) };
    },
  );
};
