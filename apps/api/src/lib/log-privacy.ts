import type { FastifyRequest } from 'fastify';

/** Hides runs of 6 or more digits (phone numbers, codes) in text that goes to the logs. */
const maskDigits = (text: string) => text.replace(/\d{6,}/g, (digits) => `${'*'.repeat(digits.length - 4)}${digits.slice(-4)}`);

/** What a request log line says: never the body, the token or a full phone number in its address. */
export const requestSerializer = (request: FastifyRequest) => ({
  method: request.method,
  url: maskDigits(request.url),
  remoteAddress: request.ip,
});
