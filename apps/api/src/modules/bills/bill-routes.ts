import { errorAnswerSchema } from '@padstore/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { bearerAuth, commonErrors, idParamsSchema } from '../../lib/schemas.js';
import { currentUser, requireCustomer } from '../../plugins/auth.js';
import { adminErrors } from '../../lib/console-schemas.js';
import type { BillContent } from './bill-content.js';
import { renderBillPdf } from './bill-pdf.js';
import { FILE_ANSWER } from '../../lib/operations.js';
import { billFileName, billLanguageOf, billOf } from './bill-service.js';
import type { Language } from '@padstore/domain/i18n';
import { requestLanguage } from '../../lib/her-language.js';

async function sendPdf(reply: FastifyReply, bill: BillContent, language: Language) {
  const bytes = await renderBillPdf(bill, language);
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${billFileName(bill)}"`)
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(bytes));
}

const pdfDescription = 'A PDF: Bill of Supply (GSTIN, no taxed line), Tax Invoice (a taxed line) or Invoice (no GSTIN)';

/** The customer's own bills: 404 for another's order, 409 before delivery. */
export const billRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user/invoice/:id',
    {
      preHandler: requireCustomer,
      schema: {
        tags: ['Orders'],
        summary: 'The invoice of one of her delivered orders, as a PDF',
        description: pdfDescription,
        [FILE_ANSWER]: 'application/pdf',
        security: bearerAuth,
        params: idParamsSchema,
        response: { 409: errorAnswerSchema, ...commonErrors },
      },
    },
    // In the language she reads the store in: a Hindi customer's bill has the Hindi beside the English.
    async (request, reply) => sendPdf(reply, await billOf(app.db, request.params.id, currentUser(request).id), requestLanguage(request)),
  );
};

/** Any order's bill, for the console (under the admin guard). */
export const adminBillRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/orders/:id/invoice',
    {
      schema: {
        tags: ['Admin: orders'],
        summary: 'The invoice of a delivered order, as a PDF',
        description: pdfDescription,
        [FILE_ANSWER]: 'application/pdf',
        security: bearerAuth,
        params: idParamsSchema,
        response: { ...adminErrors },
      },
    },
    async (request, reply) => sendPdf(reply, await billOf(app.db, request.params.id), await billLanguageOf(app.db, request.params.id)),
  );
};
