import { HttpError } from './http-error.js';

/** PostgreSQL error codes, read from the error or its cause (Drizzle wraps the driver's error). */
const codeOf = (error: unknown): string | undefined => {
  const candidate = error as { code?: string; cause?: { code?: string } } | null;
  return candidate?.code ?? candidate?.cause?.code;
};

export const isUniqueViolation = (error: unknown) => codeOf(error) === '23505';
const isForeignKeyViolation = (error: unknown) => codeOf(error) === '23503';

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
