import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorAnswerSchema,
  MESSAGES,
  PHOTO_MAX_BYTES,
  updateUserSchema,
  userAnswerSchema,
  userUpdatedAnswerSchema,
} from '@padstore/domain';
import { currentUser, requireCustomer } from '../../plugins/auth.js';
import { bearerAuth, commonErrors } from '../../lib/schemas.js';
import { countPictureUpload, removePhoto, storePhoto } from './photo-service.js';
import { describeUser, updateUser } from './users-service.js';

/** JSON (the location screen) or multipart (the profile, with an optional `image` file). */
const updateBodySchema = updateUserSchema.extend({
  image: z.instanceof(Buffer, { error: 'image must be a file' }).optional(),
  removeImage: z.enum(['true', 'false']).optional(),
});

const tags = ['Account'];

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  // Multipart fields arrive as plain values and the file as its bytes, so one schema checks both forms.
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 20, fieldSize: 10_000 },
  });
  app.addHook('preHandler', requireCustomer);
  const uploadsDir = app.config.uploadsDir;

  app.get(
    '/user/getUser',
    {
      schema: {
        tags,
        summary: 'The signed-in customer',
        security: bearerAuth,
        response: { 200: userAnswerSchema, ...commonErrors },
      },
    },
    async (request) => ({ user: await describeUser(app.db, currentUser(request)) }),
  );

  app.put(
    '/user/updateUser',
    {
      schema: {
        tags,
        summary: 'Update the profile or the delivery address (any of the fields); multipart with an `image` file for a new photo',
        security: bearerAuth,
        consumes: ['application/json', 'multipart/form-data'],
        body: updateBodySchema,
        response: { 200: userUpdatedAnswerSchema, 413: errorAnswerSchema, 415: errorAnswerSchema, ...commonErrors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { image, removeImage, ...fields } = request.body;
      let photo: string | null | undefined;
      if (image) {
        await countPictureUpload(app.limiter, user.id);
        photo = await storePhoto(uploadsDir, image);
      } else if (removeImage === 'true') photo = null;
      let updated;
      try {
        updated = await updateUser(app.db, user, photo === undefined ? fields : { ...fields, image: photo });
      } catch (error) {
        if (photo) await removePhoto(uploadsDir, photo);
        throw error;
      }
      if (photo !== undefined && user.image !== photo) await removePhoto(uploadsDir, user.image);
      // Answered in what she has just saved, her language among it.
      request.user = updated;
      return { message: MESSAGES.profileUpdated, user: await describeUser(app.db, updated) };
    },
  );
};
