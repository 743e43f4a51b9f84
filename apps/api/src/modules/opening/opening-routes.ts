import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorAnswerSchema, firstDayAnswerSchema, smsCheckAnswerSchema } from '@padstore/domain';
import { bearerAuth } from '../../lib/schemas.js';
import { adminErrors } from '../../lib/console-schemas.js';
import { currentUser } from '../../plugins/auth.js';
import type { OtpDependencies } from '../auth/otp-service.js';
import { firstDayChecklist, sendTestSms } from './opening-service.js';

const tags = ['Admin: dashboard'];

/** A new shop's first day: the checklist the dashboard shows until every step is done, and the SMS check. */
export const openingRoutes: FastifyPluginAsyncZod<{ deps: OtpDependencies }> = async (app, { deps }) => {
  app.get(
    '/first-day',
    {
      schema: {
        tags,
        summary: "The first day's checklist: each step done or not, read from the shop's data",
        security: bearerAuth,
        response: { 200: firstDayAnswerSchema, ...adminErrors },
      },
    },
    async () => firstDayChecklist(app.db),
  );

  app.post(
    '/first-day/sms-check',
    {
      schema: {
        tags,
        summary: "Send a sign-in code to the owner's own phone through the SMS provider, and record the check",
        security: bearerAuth,
        // 429 inside her phone's cooldown or hourly limit; 502 when the provider refuses.
        response: { 200: smsCheckAnswerSchema, ...adminErrors, 429: errorAnswerSchema, 502: errorAnswerSchema },
      },
    },
    async (request) => sendTestSms(deps, currentUser(request)),
  );
};
