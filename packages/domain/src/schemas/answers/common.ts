import { z } from 'zod';

/** The answers of the store's API: declared once here, used by the API's routes and typed in the web app. */
export const messageAnswerSchema = z.object({ message: z.string() });

/** Every refusal: the message to show, and the fields that failed when the input was at fault. */
export const errorAnswerSchema = z.object({
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});

export const countAnswerSchema = z.object({ count: z.number() });
export const createdAnswerSchema = z.object({ _id: z.string() });
export const versionAnswerSchema = z.object({ version: z.number() });
export const savedAnswerSchema = z.object({ message: z.string(), version: z.number() });

export type MessageAnswer = z.infer<typeof messageAnswerSchema>;
export type ErrorAnswer = z.infer<typeof errorAnswerSchema>;
export type CountAnswer = z.infer<typeof countAnswerSchema>;
export type CreatedAnswer = z.infer<typeof createdAnswerSchema>;
export type VersionAnswer = z.infer<typeof versionAnswerSchema>;
export type SavedAnswer = z.infer<typeof savedAnswerSchema>;

/** What a load balancer reads: whether this instance can serve, and why not. */
export const healthAnswerSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['up', 'down']),
  redis: z.enum(['up', 'down']).optional(),
  stopping: z.literal(true).optional(),
});

export type HealthAnswer = z.infer<typeof healthAnswerSchema>;
