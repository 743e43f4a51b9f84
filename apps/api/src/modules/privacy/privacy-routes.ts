import path from 'node:path';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Language } from '@padstore/domain/i18n';
import { indiaDay, otpField, PRIVACY_MESSAGES, errorAnswerSchema, messageAnswerSchema } from '@padstore/domain';
import { bearerAuth, commonErrors } from '../../lib/schemas.js';
import { FILE_ANSWER } from '../../lib/operations.js';
import { currentUser, requireCustomer } from '../../plugins/auth.js';
import { requestLanguage } from '../../plugins/language.js';
import type { OtpDependencies } from '../auth/otp-service.js';
import { removePhoto } from '../users/photo-service.js';
import { deleteAccount, sendDeletionCode } from './account-deletion.js';
import { exportCustomerData } from './export-service.js';
import { customerDataPage } from './export-page.js';

const tags = ['Privacy'];

/** 'padstore-my-data-2026-11-26.json': named by her day in India, not the server's UTC one. */
const exportFileName = (now: Date, extension: 'json' | 'html') => `padstore-my-data-${indiaDay(now)}.${extension}`;

/** Her data as the page to read, a file to download like the JSON one. */
function sendDataPage(reply: FastifyReply, data: Awaited<ReturnType<typeof exportCustomerData>>, language: Language) {
  return reply
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-disposition', `attachment; filename="${exportFileName(new Date(data.about.exportedAt), 'html')}"`)
    .header('cache-control', 'no-store')
    .send(customerDataPage(data, language));
}

/** The customer's rights over her data: a copy of everything, and erasure confirmed by a fresh code. */
export const privacyRoutes: FastifyPluginAsyncZod<{ deps: OtpDependencies }> = async (app, { deps }) => {
  app.addHook('preHandler', requireCustomer);
  const uploadsDir = path.join(app.config.dataDir, 'uploads');

  app.get(
    '/user/export',
    {
      schema: {
        tags,
        summary: 'Everything the store holds about the signed-in customer, as one JSON file to download',
        security: bearerAuth,
        response: { 200: z.record(z.string(), z.unknown()), 401: errorAnswerSchema },
      },
    },
    async (request, reply) => {
      const now = new Date();
      const data = await exportCustomerData(app.db, currentUser(request), now);
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${exportFileName(now, 'json')}"`)
        .header('cache-control', 'no-store')
        .send(data);
    },
  );

  app.get(
    '/user/export/page',
    {
      schema: {
        tags,
        summary: 'The same data as a page to read or print (HTML, India time), to download beside the JSON file',
        [FILE_ANSWER]: 'text/html',
        security: bearerAuth,
        response: { 401: errorAnswerSchema },
      },
    },
    async (request, reply) =>
      sendDataPage(reply, await exportCustomerData(app.db, currentUser(request), new Date()), requestLanguage(request)),
  );

  app.post(
    '/user/account/deletion-code',
    {
      schema: {
        tags,
        summary: 'Send a fresh OTP to her phone that confirms deleting the account (409 while an order is open)',
        security: bearerAuth,
        response: { 200: messageAnswerSchema, 409: errorAnswerSchema, ...commonErrors },
      },
    },
    async (request) => {
      await sendDeletionCode(deps, currentUser(request), request.ip);
      return { message: PRIVACY_MESSAGES.deletionCodeSent };
    },
  );

  app.delete(
    '/user/account',
    {
      schema: {
        tags,
        summary: 'Delete the account with the deletion OTP: sessions end, personal data is erased, orders stay for the accounts',
        security: bearerAuth,
        body: z.object({ otp: otpField }),
        response: { 200: messageAnswerSchema, 409: errorAnswerSchema, ...commonErrors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const photo = await deleteAccount(deps, user, request.body.otp, request.ip);
      // Every instance drops her signed-in sessions and cart now, and the catalog answers that name reviewers.
      await app.changes.publish({ kind: 'customer', userId: user.id }, { kind: 'catalog' });
      await removePhoto(uploadsDir, photo).catch(() => undefined);
      return { message: PRIVACY_MESSAGES.accountDeleted };
    },
  );
};
