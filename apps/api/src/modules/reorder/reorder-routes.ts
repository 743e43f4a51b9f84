import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { reorderAnswer, reorderQuerySchema } from '@padstore/domain';
import { adminErrors } from '../../lib/console-schemas.js';
import { bearerAuth } from '../../lib/schemas.js';
import type { StaffMember } from '../../lib/sessions.js';
import { currentUser } from '../../plugins/auth.js';
import { reorder, reorderCsvLines } from './reorder-service.js';

const tags = ['Stock'];

/** What a branch should order from its distributor, on screen and as CSV. Roles: packages/domain/src/staff-access.ts. */
export const reorderRoutes: FastifyPluginAsyncZod = async (app) => {
  const figures = (request: Parameters<typeof currentUser>[0], query: z.output<typeof reorderQuerySchema>) =>
    reorder(app.db, currentUser(request).staff as StaffMember, query.branchId, query.coverDays);

  app.get(
    '/stock/reorder',
    {
      schema: {
        tags,
        summary: "Per product: the last 14 days' sales, repeat orders due in the next 7, days left, and the packs to order for the cover",
        security: bearerAuth,
        querystring: reorderQuerySchema,
        response: { 200: reorderAnswer, ...adminErrors },
      },
    },
    async (request) => figures(request, request.query),
  );

  app.get(
    '/stock/reorder/export',
    {
      schema: {
        tags,
        summary: 'The products to order as CSV, for the distributor',
        security: bearerAuth,
        querystring: reorderQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.string().describe('CSV, one row per product to order'), ...adminErrors },
      },
    },
    async (request, reply) => {
      const answer = await figures(request, request.query);
      const name = `reorder-${answer.branch.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.csv`;
      return (
        reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${name}"`)
          // Streamed line by line; Fastify sends a stream as it is (the schema's string documents its content).
          .send(Readable.from(reorderCsvLines(answer)) as unknown as string)
      );
    },
  );
};
