import { HttpError } from './http-error.js';

/** The chain of an error and its causes (Drizzle wraps the driver's error in its own). */
function* causes(error: unknown): Generator<{ code?: unknown; message?: unknown; name?: unknown }> {
  let current = error as { code?: unknown; message?: unknown; name?: unknown; cause?: unknown } | null | undefined;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    yield current;
    current = current.cause as typeof current;
  }
}

/** PostgreSQL error codes, read from the error or its cause. */
const codeOf = (error: unknown): string | undefined => {
  for (const candidate of causes(error)) if (typeof candidate.code === 'string') return candidate.code;
  return undefined;
};

export const isUniqueViolation = (error: unknown) => codeOf(error) === '23505';
const isForeignKeyViolation = (error: unknown) => codeOf(error) === '23503';

/** Network failures on the way to the server, as Node names them. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server that cannot serve right now: connection exceptions (class 08), the server
 * shutting down or starting up (57P01-57P03), too many connections (53300).
 */
const UNAVAILABLE_STATES = /^(08...|57P0[123]|53300)$/;

/** What `pg` and its pool, and PGlite, say when there is no database to talk to. */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'is not queryable',
  'Cannot use a pool after calling end on the pool',
  'PGlite is closed',
  'PGlite is closing',
];

/**
 * Whether the error says the database cannot be reached or is not serving (down, restarting, out of
 * connections), as opposed to a fault in the query: the first is answered 503 with Retry-After.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const candidate of causes(error)) {
    const code = typeof candidate.code === 'string' ? candidate.code : undefined;
    if (code && (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.test(code))) return true;
    const message = typeof candidate.message === 'string' ? candidate.message : '';
    if (UNAVAILABLE_MESSAGES.some((text) => message.includes(text))) return true;
  }
  return false;
}

/**
 * Runs a write whose refusals come from the database's own rules: a duplicate (unique) answers 409
 * and an unknown reference (foreign key) 400, each with the message given for it.
 */
export async function refusingViolations<T>(
  work: () => Promise<T>,
  messages: { duplicate?: string; unknownReference?: string },
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (messages.duplicate && isUniqueViolation(error)) throw new HttpError(409, messages.duplicate);
    if (messages.unknownReference && isForeignKeyViolation(error)) throw new HttpError(400, messages.unknownReference);
    throw error;
  }
}
