import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { upiSettingsAnswer, upiSettingsSchema, versionAnswerSchema } from '@padstore/domain';
import { bearerAuth } from '../../lib/schemas.js';
import { currentUser } from '../../plugins/auth.js';
import { adminErrors } from '../../lib/console-schemas.js';
import { readUpiSettings, saveUpiSettings } from './upi-settings-service.js';

const tags = ['Admin: content and settings'];

/** The store's own UPI id, which riders' QR codes pay: set by the owner. */
export const upiSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/settings/upi',
    {
      schema: {
        tags,
        summary: "The store's UPI id and the payee name customers see (version 0 while none is set)",
        security: bearerAuth,
        response: { 200: upiSettingsAnswer, ...adminErrors },
      },
    },
    async () => (await readUpiSettings(app.db)) ?? { upiId: '', payeeName: '', version: 0 },
  );

  app.put(
    '/settings/upi',
    {
      schema: {
        tags,
        summary: "Set the store's UPI id and payee name (send the version you saw)",
        security: bearerAuth,
        body: upiSettingsSchema,
        response: { 200: versionAnswerSchema, ...adminErrors },
      },
    },
    async (request) => ({ version: await saveUpiSettings(app.db, currentUser(request).id, request.body) }),
  );
};
