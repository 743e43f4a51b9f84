import { z } from 'zod';
import { errorAnswerSchema, MESSAGES } from '@padstore/domain';

export const idParamsSchema = z.object({ id: z.uuid({ error: MESSAGES.idInvalid }) });

/** Error answers every route may give, for the OpenAPI page. */
export const commonErrors = { 400: errorAnswerSchema, 401: errorAnswerSchema, 404: errorAnswerSchema, 429: errorAnswerSchema } as const;

export const bearerAuth = [{ bearerAuth: [] }];
