import { z } from 'zod';
import {
  REPEAT_ACTIONS,
  REPEAT_EVERY_DAYS_MAX,
  REPEAT_EVERY_DAYS_MIN,
  REPEAT_MAX_ITEMS,
  REPEAT_MESSAGES,
  REPEAT_RUN_OUTCOMES,
  REPEAT_STATUSES,
  isCalendarDay,
  unknownFieldsMessage,
} from '../repeats.js';
import { quantityField } from './cart.js';

/**
 * A body of the repeat API takes its own fields only. A field naming a period or a cycle gets the
 * privacy promise's message; any other unknown field is refused too, so nothing else slips in.
 */
function onlyTheseFields<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.strictObject(shape, {
    error: (issue) => {
      if (issue.code !== 'unrecognized_keys') return undefined;
      return unknownFieldsMessage(issue.keys, REPEAT_MESSAGES.unknownField);
    },
  });
}

export const repeatDayField = z
  .string({ error: REPEAT_MESSAGES.dateInvalid })
  .max(10, REPEAT_MESSAGES.dateInvalid)
  .refine(isCalendarDay, REPEAT_MESSAGES.dateInvalid)
  .describe('an India calendar day, YYYY-MM-DD');

export const everyDaysField = z
  .number({ error: REPEAT_MESSAGES.everyDays })
  .int(REPEAT_MESSAGES.everyDays)
  .min(REPEAT_EVERY_DAYS_MIN, REPEAT_MESSAGES.everyDays)
  .max(REPEAT_EVERY_DAYS_MAX, REPEAT_MESSAGES.everyDays);

export const repeatItemInputSchema = onlyTheseFields({
  productId: z
    .string({ error: REPEAT_MESSAGES.productUnavailable })
    .trim()
    .min(1, REPEAT_MESSAGES.productUnavailable)
    .max(64, REPEAT_MESSAGES.productUnavailable),
  quantity: quantityField,
});

export const repeatItemsField = z
  .array(repeatItemInputSchema, { error: REPEAT_MESSAGES.itemsEmpty })
  .min(1, REPEAT_MESSAGES.itemsEmpty)
  .max(REPEAT_MAX_ITEMS, REPEAT_MESSAGES.tooManyItems)
  .refine((items) => new Set(items.map((item) => item.productId)).size === items.length, REPEAT_MESSAGES.sameProductTwice);

/**
 * `POST /api/user/repeats`: what to bring, every how many days, from which day, and whether to ask her
 * first (the default). Whether the first day is in the past or too far ahead depends on today, so the
 * API checks it (deliveryDayProblem), with the same messages.
 */
export const createRepeatSchema = onlyTheseFields({
  items: repeatItemsField,
  everyDays: everyDaysField,
  firstDeliveryOn: repeatDayField,
  askFirst: z.boolean().optional().default(true),
});
export type CreateRepeatInput = z.input<typeof createRepeatSchema>;

/**
 * `PUT /api/user/repeats/{id}`: one action (skip the next delivery, pause, resume, confirm the next
 * delivery), a new next delivery day, or new items, rhythm or askFirst; several at once are applied
 * together (the changes first, then the action).
 */
export const updateRepeatSchema = onlyTheseFields({
  action: z.enum(REPEAT_ACTIONS).optional(),
  nextDeliveryOn: repeatDayField.optional(),
  items: repeatItemsField.optional(),
  everyDays: everyDaysField.optional(),
  askFirst: z.boolean().optional(),
}).refine((body) => Object.values(body).some((value) => value !== undefined), REPEAT_MESSAGES.nothingToChange);
export type UpdateRepeatInput = z.input<typeof updateRepeatSchema>;

/** `POST /api/dev/run-repeats` (development only): run the scheduler as if the clock read `now`. */
export const runRepeatsSchema = z.object({ now: z.iso.datetime({ offset: true, error: 'now must be an ISO time' }).max(40) });

// Answers

export const repeatItemSchema = z.object({
  productId: z.string(),
  productName: z.string(),
  productImage: z.string(),
  size: z.string(),
  quantityInEachPack: z.number(),
  /** Today's price of a pack, in rupees (the order takes the price of its day). */
  price: z.number(),
  quantity: z.number(),
  /** False once the product is hidden: the next delivery would be refused for it. */
  available: z.boolean(),
});
export type RepeatItem = z.infer<typeof repeatItemSchema>;

export const repeatSchema = z.object({
  _id: z.string(),
  items: z.array(repeatItemSchema),
  everyDays: z.number(),
  /** The next delivery day, YYYY-MM-DD (India). */
  nextDeliveryOn: z.string(),
  /** The day the reminder with Confirm, Skip and Change comes: two days before. */
  reminderOn: z.string(),
  /** True: placed only once she confirms (the default). False: 'Deliver without asking me'. */
  askFirst: z.boolean(),
  /** Whether she confirmed the next delivery (always placed when askFirst is false). */
  confirmed: z.boolean(),
  status: z.enum(REPEAT_STATUSES),
  /** Her saved address the orders go to, in one line ('' when she has none). */
  deliveryAddress: z.string(),
  /** The next delivery at today's prices, in rupees (cash on delivery, same day). */
  totalAmount: z.number(),
  createdAt: z.string(),
});
export type Repeat = z.infer<typeof repeatSchema>;

export const repeatAnswerSchema = z.object({ message: z.string(), repeat: repeatSchema });
export type RepeatAnswer = z.infer<typeof repeatAnswerSchema>;
export const repeatsAnswerSchema = z.object({ repeats: z.array(repeatSchema) });
export type RepeatsAnswer = z.infer<typeof repeatsAnswerSchema>;

/** What one run of the scheduler did, by count. */
export const repeatRunAnswerSchema = z.object({
  now: z.string(),
  reminded: z.number(),
  placed: z.number(),
  skipped: z.number(),
  failed: z.number(),
  missed: z.number(),
});
export type RepeatRunAnswer = z.infer<typeof repeatRunAnswerSchema>;

/** The console: packs per product a branch's repeats bring, tomorrow and in the next seven days. */
export const repeatDemandLineSchema = z.object({ productId: z.string(), productName: z.string(), size: z.string(), packs: z.number() });
export const repeatDemandAnswerSchema = z.object({
  branch: z.string(),
  /** Tomorrow, YYYY-MM-DD (India). */
  tomorrow: z.string(),
  tomorrowPacks: z.array(repeatDemandLineSchema),
  /** From tomorrow to seven days ahead, inclusive. */
  nextSevenDaysPacks: z.array(repeatDemandLineSchema),
});
export type RepeatDemandAnswer = z.infer<typeof repeatDemandAnswerSchema>;

/** The dashboard's repeat figures: active repeats, and today's due deliveries by what became of them. */
export const repeatFiguresSchema = z.object({
  active: z.number(),
  dueToday: z.object(
    Object.fromEntries(REPEAT_RUN_OUTCOMES.map((outcome) => [outcome, z.number()])) as Record<
      (typeof REPEAT_RUN_OUTCOMES)[number],
      z.ZodNumber
    >,
  ),
});
export type RepeatFigures = z.infer<typeof repeatFiguresSchema>;
