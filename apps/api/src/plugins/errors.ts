import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES } from '@padstore/domain';
import { HttpError } from '../lib/http-error.js';

/** Fastify's own client errors, answered with a plain message instead of its internals. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: MESSAGES.malformedJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: MESSAGES.malformedJson,
  FST_ERR_CTP_BODY_TOO_LARGE: MESSAGES.bodyTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not supported',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body length is not valid',
  FST_REQ_FILE_TOO_LARGE: MESSAGES.photoTooLarge,
};

/**
 * One error shape for the whole API: `{message, errors?}` with the right status. Validation answers
 * carry the specification's message for the first field that failed; anything unexpected is logged
 * and answered 500 without internals.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .status(error.statusCode)
        .headers(error.headers)
        .send({ message: error.message, ...error.extra });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, '').replace(/\//g, '.'),
        message: issue.message,
      }));
      return reply.status(400).send({ message: errors[0]?.message ?? 'Invalid request', errors });
    }
    if (error.code && FRAMEWORK_MESSAGES[error.code]) {
      return reply.status(error.statusCode ?? 400).send({ message: FRAMEWORK_MESSAGES[error.code] });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Other client errors from Fastify or its plugins: their messages are meant for clients.
      return reply.status(status).send({ message: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: MESSAGES.unexpected });
  });
});
