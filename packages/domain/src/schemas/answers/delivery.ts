import { z } from 'zod';
import { deliveryTypeSchema } from './orders.js';

/** A delivery promise with its window as ISO instants. */
export const deliveryPromiseSchema = z.object({ type: deliveryTypeSchema, label: z.string(), from: z.string(), to: z.string() });

export const serviceabilityAnswerSchema = z.object({
  served: z.boolean(),
  message: z.string(),
  branch: z.object({ _id: z.string(), name: z.string() }).nullable(),
  availableQuantity: z.number().nullable(),
  promise: deliveryPromiseSchema,
  expressPromise: deliveryPromiseSchema,
});
export type Serviceability = z.infer<typeof serviceabilityAnswerSchema>;
