import { MESSAGES } from '@padstore/domain';

/** A refusal the client should see: its status, message and any extra fields of the answer. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const notFound = (message: string = MESSAGES.notFound) => new HttpError(404, message);

export function tooManyRequests(message: string, retryAfterSeconds: number) {
  const seconds = String(Math.max(1, Math.ceil(retryAfterSeconds)));
  return new HttpError(429, message, { retryAfter: Number(seconds) }, { 'retry-after': seconds });
}
