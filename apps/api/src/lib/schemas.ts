import { z } from 'zod';
import { errorAnswerSchema, MESSAGES } from '@padstore/domain';

export const idParamsSchema = z.object({ id: z.uuid({ error: MESSAGES.idInvalid }) });

/** Error answers every route may give, for the OpenAPI page. */
export const commonErrors = { 400: errorAnswerSchema, 401: errorAnswerSchema, 404: errorAnswerSchema, 429: errorAnswerSchema } as const;

export const bearerAuth = [{ bearerAuth: [] }];

/** The Idempotency-Key header of a request that creates something: the same key again answers the first one. */
export const idempotencyHeaders = z.looseObject({
  'idempotency-key': z.string().min(1).max(100, 'Idempotency-Key must be at most 100 characters').optional(),
});
