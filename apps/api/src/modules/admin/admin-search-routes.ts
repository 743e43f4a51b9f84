import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createdAnswerSchema,
  messageAnswerSchema,
  SEARCH_MESSAGES,
  searchSynonymSchema,
  searchSynonymsAnswerSchema,
} from '@padstore/domain';
import { bearerAuth, idParamsSchema } from '../../lib/schemas.js';
import { adminErrors } from '../../lib/console-schemas.js';
import { currentUser } from '../../plugins/auth.js';
import { addSynonym, listSynonyms, removeSynonym } from '../catalog/synonym-console-service.js';

const tags = ['Admin: catalog'];

/** The console's synonym table: the words customers search with and what they mean to the catalog. */
export const adminSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/search-synonyms',
    {
      schema: {
        tags,
        summary: 'The synonyms search reads',
        security: bearerAuth,
        response: { 200: searchSynonymsAnswerSchema, ...adminErrors },
      },
    },
    async () => ({ synonyms: await listSynonyms(app.db) }),
  );

  app.post(
    '/search-synonyms',
    {
      schema: {
        tags,
        summary: "Teach search a word: it also finds what its meaning finds ('raat' means 'night')",
        security: bearerAuth,
        body: searchSynonymSchema,
        response: { 201: createdAnswerSchema, ...adminErrors },
      },
    },
    async (request, reply) => reply.status(201).send({ _id: await addSynonym(app.db, currentUser(request).id, request.body) }),
  );

  app.delete(
    '/search-synonyms/:id',
    {
      schema: {
        tags,
        summary: 'Remove a synonym',
        security: bearerAuth,
        params: idParamsSchema,
        response: { 200: messageAnswerSchema, ...adminErrors },
      },
    },
    async (request) => {
      await removeSynonym(app.db, currentUser(request).id, request.params.id);
      return { message: SEARCH_MESSAGES.synonymRemoved };
    },
  );
};
