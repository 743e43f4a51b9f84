import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GENDERS, MESSAGES, updateUserSchema } from '@padstore/domain';
import { currentUser, requireCustomer } from '../../plugins/auth.js';
import { bearerAuth, commonErrors } from '../../lib/schemas.js';
import { describeUser, updateUser } from './users-service.js';

export const userSchema = z.object({
  _id: z.string(),
  fullName: z.string(),
  gender: z.enum(GENDERS).or(z.string()),
  email: z.string(),
  phoneNumber: z.number(),
  address: z.string(),
  pinCode: z.string(),
  plotNumber: z.string(),
  street: z.string(),
  image: z.string().nullable(),
  role: z.enum(['customer', 'admin']),
  isBranchAvailable: z.boolean(),
  matchingBranch: z.object({ _id: z.string(), name: z.string(), servicePinCode: z.array(z.string()) }).nullable(),
});

const tags = ['Account'];

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireCustomer);

  app.get(
    '/user/getUser',
    {
      schema: {
        tags,
        summary: 'The signed-in customer',
        security: bearerAuth,
        response: { 200: z.object({ user: userSchema }), ...commonErrors },
      },
    },
    async (request) => ({ user: await describeUser(app.db, currentUser(request)) }),
  );

  app.put(
    '/user/updateUser',
    {
      schema: {
        tags,
        summary: 'Update the profile or the delivery address (any of the fields)',
        security: bearerAuth,
        body: updateUserSchema,
        response: { 200: z.object({ message: z.string(), user: userSchema }), ...commonErrors },
      },
    },
    async (request) => {
      const user = await updateUser(app.db, currentUser(request), request.body);
      return { message: MESSAGES.profileUpdated, user: await describeUser(app.db, user) };
    },
  );
};
