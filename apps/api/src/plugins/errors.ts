import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES } from '@padstore/domain';
import { isDatabaseUnavailable } from '../lib/db-errors.js';
import { HttpError } from '../lib/http-error.js';

/** Seconds a client is asked to wait while the database is away. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/** Fastify's own client errors, answered with a plain message instead of its internals. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: MESSAGES.malformedJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: MESSAGES.malformedJson,
  FST_ERR_CTP_BODY_TOO_LARGE: MESSAGES.bodyTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not supported',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body length is not valid',
  FST_REQ_FILE_TOO_LARGE: MESSAGES.photoTooLarge,
  FST_ERR_BAD_URL: 'The address is not valid',
  FST_ERR_MAX_PARAM_LENGTH: 'The address is too long',
};

/**
 * Every other client error gets the message of its status: the messages of Fastify and its plugins
 * may quote the request (a URL, a header, a field name), and an answer never carries the request back.
 */
const STATUS_MESSAGES: Record<number, string> = {
  400: 'The request is not valid',
  401: MESSAGES.loginRequired,
  403: MESSAGES.forbidden,
  404: MESSAGES.notFound,
  405: 'This method is not allowed here',
  406: 'This answer cannot be given in the format asked for',
  408: 'The request took too long to arrive',
  411: 'The request body length is missing',
  413: MESSAGES.bodyTooLarge,
  414: 'The address is too long',
  415: 'This content type is not supported',
  416: 'The range asked for is not available',
  429: MESSAGES.tooManyRequests,
  431: 'The request headers are too large',
};

const statusMessage = (status: number) => STATUS_MESSAGES[status] ?? STATUS_MESSAGES[400]!;

/** A NUL character anywhere in a string or a key of the value (PostgreSQL's text cannot hold one). */
function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(holdsNul);
  if (value !== null && typeof value === 'object')
    return Object.entries(value).some(([key, inner]) => key.includes('\u0000') || holdsNul(inner));
  return false;
}

/** One warning per outage in the log, not one per refused request. */
const OUTAGE_LOG_EVERY_MS = 30_000;

/**
 * One error shape for the whole API: `{message, errors?}` with the right status. Validation answers
 * carry the specification's message for the first field that failed; a database that cannot be reached
 * is 503 with Retry-After; anything unexpected is logged and answered 500 without internals.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  let outageLoggedAt = 0;
  // Text with a NUL character can be neither stored nor searched for: refused before any route sees it.
  app.addHook('preValidation', async (request, reply) => {
    if (holdsNul(request.query) || holdsNul(request.params) || holdsNul(request.body))
      return reply.status(400).send({ message: MESSAGES.nulCharacter });
  });
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
    if (isDatabaseUnavailable(error)) {
      if (Date.now() - outageLoggedAt > OUTAGE_LOG_EVERY_MS) {
        outageLoggedAt = Date.now();
        request.log.warn({ err: error }, 'the database cannot be reached: requests that need it answer 503');
      }
      return unavailable(reply);
    }
    return answerFrameworkError(error, request, reply);
  });
});

/** 503 with Retry-After: the answer while the database is away, and while the store is stopping. */
export function unavailable(reply: FastifyReply) {
  return reply.status(503).header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS)).send({ message: MESSAGES.unavailable });
}

/**
 * Errors Fastify raises before a route is found (`frameworkErrors`: a broken percent-encoding, a path
 * parameter over the limit) and those it hands the error handler: the store's shape, no echo.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const known = error.code ? FRAMEWORK_MESSAGES[error.code] : undefined;
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : (error.statusCode ?? 500);
  if (status >= 400 && status < 500) return reply.status(status).send({ message: known ?? statusMessage(status) });
  request.log.error({ err: error }, 'request failed');
  return reply.status(500).send({ message: MESSAGES.unexpected });
}

/** Node counts the request line in its header limit: an overflow inside that line is an address too long. */
function addressOverflowed(packet: unknown): boolean {
  if (!Buffer.isBuffer(packet) || !/^[A-Z]+ \S/.test(packet.subarray(0, 16).toString('latin1'))) return false;
  const lineEnd = packet.indexOf('\r\n');
  return lineEnd < 0 || lineEnd > 8192;
}

/**
 * Errors Node's HTTP parser finds before Fastify sees a request (headers over 16 KB, a request line
 * that is not HTTP, a client too slow to send its headers): answered on the socket in the store's
 * shape, without quoting the request, and the connection closed.
 */
export function clientErrorHandler(error: Error & { code?: string; rawPacket?: unknown }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? addressOverflowed(error.rawPacket)
        ? 414
        : 431
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' || error.code === 'HPE_HEADERS_TIMEOUT'
        ? 408
        : 400;
  const body = JSON.stringify({ message: statusMessage(status) });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
