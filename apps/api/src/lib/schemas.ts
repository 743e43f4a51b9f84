import { z } from 'zod';

/** The shapes most answers share, declared once for validation and the OpenAPI page. */
export const messageSchema = z.object({ message: z.string() });
export const errorSchema = z.object({
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});

export const idParamsSchema = z.object({ id: z.uuid({ error: 'The id is not valid' }) });

/** Error answers every route may give, for the OpenAPI page. */
export const commonErrors = { 400: errorSchema, 401: errorSchema, 404: errorSchema, 429: errorSchema } as const;

export const bearerAuth = [{ bearerAuth: [] }];
