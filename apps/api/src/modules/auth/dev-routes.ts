import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { devOtpAnswerSchema, MESSAGES, mobileNumber } from '@padstore/domain';
import { comesFromThisMachine } from '../../lib/client-address.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import type { ConsoleSmsProvider } from '../sms/console-sms-provider.js';

/**
 * Development only: the last OTP the console provider sent to a phone, so that tests and people
 * trying the store on their own machine can sign in. Never registered in production, and answered
 * only to this machine: to anyone else it does not exist (404).
 */
export const devRoutes: FastifyPluginAsyncZod<{ sms: ConsoleSmsProvider }> = async (app, { sms }) => {
  app.addHook('onRequest', async (request) => {
    if (!comesFromThisMachine(request)) throw notFound();
  });
  app.get(
    '/dev/otp/:phoneNumber',
    {
      schema: {
        tags: ['Development'],
        summary: 'The last OTP sent to a phone (development only)',
        params: z.object({ phoneNumber: mobileNumber(MESSAGES.phoneRequired, MESSAGES.phoneInvalid) }),
        response: { 200: devOtpAnswerSchema },
      },
    },
    async (request) => {
      const otp = sms.lastCode(request.params.phoneNumber);
      if (!otp) throw new HttpError(404, MESSAGES.noOtpSent);
      return { otp };
    },
  );
};
