import { requestLanguage } from '../../plugins/language.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorAnswerSchema,
  loginAnswerSchema,
  loginSchema,
  MESSAGES,
  messageAnswerSchema,
  registeredAnswerSchema,
  registerSchema,
  resendOtpSchema,
  signedInAnswerSchema,
  verifyOtpSchema,
} from '@padstore/domain';
import { currentUser, requireCustomer } from '../../plugins/auth.js';
import { bearerAuth, commonErrors } from '../../lib/schemas.js';
import { clearSessionCookies, keepSessionCookies, sessionCookieOf } from '../../lib/session-cookie.js';
import { logout, logoutEverywhere, register, sendLoginCode, verifyLogin, type AuthDependencies } from './auth-service.js';

const tags = ['Sign-in'];

export const authRoutes: FastifyPluginAsyncZod<{ deps: AuthDependencies }> = async (app, { deps }) => {
  app.post(
    '/user/register',
    {
      schema: {
        tags,
        summary: 'Register a customer and send the first OTP',
        body: registerSchema,
        response: { 201: registeredAnswerSchema, 409: errorAnswerSchema, ...commonErrors },
      },
    },
    async (request, reply) => {
      await register(deps, request.body, request.ip, requestLanguage(request));
      return reply.status(201).send({
        success: true,
        message: MESSAGES.registered,
        data: { phoneNumber: Number(request.body.phoneNumber) },
      });
    },
  );

  app.post(
    '/user/login',
    {
      schema: {
        tags,
        summary: 'Send a login OTP to a registered phone',
        body: loginSchema,
        response: { 200: loginAnswerSchema, ...commonErrors },
      },
    },
    async (request) => {
      await sendLoginCode(deps, request.body.phoneNumber, request.ip);
      return { success: true as const, message: MESSAGES.otpSent, phoneNumber: Number(request.body.phoneNumber) };
    },
  );

  app.post(
    '/user/resend-otp',
    {
      schema: {
        tags,
        summary: 'Send a new OTP (refused with 429 inside the 59-second cooldown)',
        body: resendOtpSchema,
        response: { 200: messageAnswerSchema, ...commonErrors },
      },
    },
    async (request) => {
      await sendLoginCode(deps, request.body.phoneNumber, request.ip);
      return { message: MESSAGES.otpResent };
    },
  );

  app.post(
    '/user/verify-otp',
    {
      schema: {
        tags,
        summary: 'Check the OTP and open a session (its token answered, and kept in an HttpOnly cookie)',
        body: verifyOtpSchema,
        response: { 200: signedInAnswerSchema, ...commonErrors },
      },
    },
    async (request, reply) => {
      const token = await verifyLogin(deps, request.body.phoneNumber, request.body.otp, request.ip);
      keepSessionCookies(reply, app.config.production, token);
      return { message: MESSAGES.loggedIn, token };
    },
  );

  app.post(
    '/user/logout',
    {
      preHandler: requireCustomer,
      schema: {
        tags,
        summary: "Revoke this session and the session cookie's, and clear the cookie",
        security: bearerAuth,
        response: { 200: messageAnswerSchema, 401: errorAnswerSchema },
      },
    },
    async (request, reply) => {
      await logout(deps, [request.token, sessionCookieOf(request, app.config.production)]);
      clearSessionCookies(reply, app.config.production);
      return { message: MESSAGES.loggedOut };
    },
  );

  app.post(
    '/user/logout-everywhere',
    {
      preHandler: requireCustomer,
      schema: {
        tags,
        summary: 'Sign out on every device: revoke all her sessions, this one too, and clear the cookie',
        security: bearerAuth,
        response: { 200: messageAnswerSchema, 401: errorAnswerSchema },
      },
    },
    async (request, reply) => {
      await logoutEverywhere(deps, currentUser(request).id);
      clearSessionCookies(reply, app.config.production);
      return { message: MESSAGES.loggedOutEverywhere };
    },
  );
};
