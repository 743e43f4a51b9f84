import { z } from 'zod';
import { ORDER_STATUSES } from '../order-status.js';
import { PIN_CODE_LENGTH } from '../constants.js';
import { MESSAGES, tooLong } from '../messages.js';
import { requiredText } from './fields.js';
import { DEFAULT_HSN_CODE, GST_RATES, HSN_PATTERN } from './seller.js';

/** Where an uploaded or demo picture is served: '/uploads/...' or '/demo/...'. */
const IMAGE_PATH_MAX_LENGTH = 300;
const UPLOADED_PICTURE = 'Images must be pictures uploaded to the store';
const HSN_MESSAGE = 'HSN code must have 4, 6 or 8 digits';
const PAGE_MAX_LENGTH = 100_000;

const version = z.number({ error: 'version is required' }).int().positive();
const rupees = (message: string) => z.number({ error: message }).positive(message).max(100_000, message);

export const PRODUCT_NAME_MAX_LENGTH = 120;
export const ABOUT_POINT_MAX_LENGTH = 300;
export const ABOUT_POINTS_MAX = 10;
const HINDI_DESCRIPTION_MAX_LENGTH = ABOUT_POINTS_MAX * (ABOUT_POINT_MAX_LENGTH + 2);

/** The Hindi description's points, one a line, as the English 'About this item' has them. */
export const hindiDescriptionPoints = (description: string | null | undefined): string[] =>
  (description ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * The optional Hindi name and description (issue 35): the same limits as the English; an empty text
 * (or null) clears them, answered as null. The description is one point about the item a line.
 */
const hindiName = z
  .string({ error: 'Hindi name must be text' })
  .trim()
  .max(PRODUCT_NAME_MAX_LENGTH, tooLong('Hindi name', PRODUCT_NAME_MAX_LENGTH))
  .nullable()
  .transform((name) => name || null);
const hindiDescription = z
  .string({ error: 'Hindi description must be text' })
  .max(HINDI_DESCRIPTION_MAX_LENGTH, tooLong('Hindi description', HINDI_DESCRIPTION_MAX_LENGTH))
  .nullable()
  .transform((description) => hindiDescriptionPoints(description))
  .pipe(
    z
      .array(z.string().max(ABOUT_POINT_MAX_LENGTH, tooLong('A point of the Hindi description', ABOUT_POINT_MAX_LENGTH)))
      .max(ABOUT_POINTS_MAX, `At most ${ABOUT_POINTS_MAX} points (lines) in the Hindi description`),
  )
  .transform((points) => points.join('\n') || null);

export const adminProductSchema = z.object({
  productName: requiredText('Product name is required').max(PRODUCT_NAME_MAX_LENGTH, tooLong('Product name', PRODUCT_NAME_MAX_LENGTH)),
  productNameHi: hindiName.optional(),
  descriptionHi: hindiDescription.optional(),
  brandId: z.uuid({ error: 'Choose a brand' }),
  size: requiredText('Size is required').max(40, tooLong('Size', 40)),
  price: rupees('Price must be more than ₹0 and at most ₹1,00,000').refine(
    (value) => Number.isInteger(value * 100),
    'Price can have at most two decimals',
  ),
  quantityInEachPack: z.number({ error: 'Pads per pack is required' }).int('Pads per pack must be a whole number').min(1).max(500),
  aboutThisItem: z
    .array(
      z
        .string()
        .trim()
        .min(1, 'A point about the item cannot be empty')
        .max(ABOUT_POINT_MAX_LENGTH, tooLong('A point about the item', ABOUT_POINT_MAX_LENGTH)),
    )
    .max(ABOUT_POINTS_MAX, `At most ${ABOUT_POINTS_MAX} points about the item`)
    .default([]),
  images: z
    .array(
      z
        .string()
        .max(IMAGE_PATH_MAX_LENGTH, UPLOADED_PICTURE)
        .regex(/^\/(uploads|demo)\/[\w./-]+$/, UPLOADED_PICTURE),
    )
    .max(6, 'At most 6 images')
    .default([]),
  hidden: z.boolean().default(false),
  countryOfOrigin: requiredText('Country of origin is required').max(60, tooLong('Country of origin', 60)).default('India'),
  hsnCode: z.string().trim().max(8, HSN_MESSAGE).regex(HSN_PATTERN, HSN_MESSAGE).default(DEFAULT_HSN_CODE),
  gstRate: z
    .number({ error: 'GST rate is required' })
    .refine((rate) => (GST_RATES as readonly number[]).includes(rate), `GST rate must be one of ${GST_RATES.join(', ')} per cent`)
    .default(0),
});
export const adminProductUpdateSchema = adminProductSchema.partial().extend({ version });

export const adminBrandSchema = z.object({
  brandName: requiredText('Brand name is required').max(60, tooLong('Brand name', 60)),
  image: z.string().max(IMAGE_PATH_MAX_LENGTH, tooLong('Image', IMAGE_PATH_MAX_LENGTH)).default(''),
});

export const adminBrandUpdateSchema = adminBrandSchema.partial().extend({ version });

export const adminSizeSchema = z.object({ name: requiredText('Size is required').max(40, tooLong('Size', 40)) });

/** A Hindi version the owner may give (issue 50): an empty text clears it, answered as null. */
const optionalHindi = (what: string, max: number) =>
  z
    .string({ error: `${what} must be text` })
    .trim()
    .max(max, tooLong(what, max))
    .nullable()
    .transform((text) => text || null);

export const adminBannerSchema = z.object({
  image: requiredText('Image is required').max(IMAGE_PATH_MAX_LENGTH, tooLong('Image', IMAGE_PATH_MAX_LENGTH)),
  /** The banner's picture for Hindi readers (its words in Hindi). */
  imageHi: optionalHindi('Hindi image', IMAGE_PATH_MAX_LENGTH).optional(),
  position: z.number().int().min(0).max(4, 'Banner positions are 0 to 4'),
});

export const adminBannerUpdateSchema = adminBannerSchema.partial().extend({ version });

export const adminTestimonialSchema = z.object({
  name: requiredText('Name is required').max(80, tooLong('Name', 80)),
  role: z.string().trim().max(80, tooLong('Role', 80)).default(''),
  feedback: requiredText('Feedback is required').max(1000, tooLong('Feedback', 1000)),
  image: z.string().max(IMAGE_PATH_MAX_LENGTH, tooLong('Image', IMAGE_PATH_MAX_LENGTH)).default(''),
  roleHi: optionalHindi('Hindi role', 80).optional(),
  feedbackHi: optionalHindi('Hindi feedback', 1000).optional(),
});

const pin = z
  .string()
  .max(PIN_CODE_LENGTH, MESSAGES.pinCodeInvalid)
  .regex(new RegExp(`^\\d{${PIN_CODE_LENGTH}}$`), MESSAGES.pinCodeInvalid);

export const adminBranchSchema = z.object({
  name: requiredText('Branch name is required').max(80, tooLong('Branch name', 80)),
  active: z.boolean().default(true),
});
export const adminBranchUpdateSchema = adminBranchSchema.partial().extend({ version });

/** Pin codes as a list, or a range from one to another (at most 1000 at once). */
export const adminPinCodesSchema = z
  .object({ pinCodes: z.array(pin).max(1000).optional(), from: pin.optional(), to: pin.optional() })
  .refine((body) => body.pinCodes?.length || (body.from && body.to), 'Give a list of pin codes or a range')
  .refine(
    (body) => !(body.from && body.to) || (Number(body.to) >= Number(body.from) && Number(body.to) - Number(body.from) < 1000),
    'A range runs upwards and covers at most 1000 pin codes',
  );

export const adminStockSchema = z
  .object({
    productId: z.uuid({ error: 'The product id is not valid' }),
    quantity: z.number().int().min(0, 'Stock cannot be below zero').max(100_000).optional(),
    adjustBy: z.number().int().min(-100_000).max(100_000).optional(),
  })
  .refine((body) => (body.quantity === undefined) !== (body.adjustBy === undefined), 'Set either quantity or adjustBy');

export const adminOrderStatusSchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: 'Unknown order status' }),
  reason: z.string().trim().max(500, tooLong('The reason', 500)).optional(),
  version,
});

export const AUDIT_PAGE_UNKNOWN = 'That page of the log is not known: start again from the newest';

/** The audit log's page: entries older than the last one shown (`before`), found by person and by what changed. */
export const auditQuerySchema = z.object({
  who: z.string().trim().max(60, tooLong('The name or phone', 60)).optional(),
  what: z.string().trim().max(60, tooLong('What changed', 60)).optional(),
  before: z.uuid({ error: AUDIT_PAGE_UNKNOWN }).optional(),
});
/** A console list's cursor (orders, her messages): the instant of the last row shown, as the database writes it, and its id. */
export const ORDER_CURSOR_PATTERN =
  /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?\|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const CURSOR_INSTANT = /^(\d{4}-\d{2}-\d{2}) (\d{2}):(\d{2}):(\d{2})(?:\.\d+)?[+-](\d{2})(?::(\d{2}))?\|/;
const calendarDay = z.iso.date();

/** Whether a cursor's instant is one the calendar and the clock have (the database refuses 30 February, or 25 o'clock). */
function realInstant(cursor: string): boolean {
  const parts = CURSOR_INSTANT.exec(cursor);
  if (!parts) return false;
  const [, day = '', hour, minute, second, offsetHours, offsetMinutes = '0'] = parts;
  return (
    calendarDay.safeParse(day).success &&
    !day.startsWith('0000') &&
    Number(hour) < 24 &&
    Number(minute) < 60 &&
    Number(second) < 60 &&
    Number(offsetHours) < 16 &&
    Number(offsetMinutes) < 60
  );
}

/** A console list's cursor (ORDER_CURSOR_PATTERN) as a query takes it: a malformed one, or one of a day or a clock that does not exist, is refused with `message`. */
export const pageCursorField = (message: string) =>
  z.string().max(80, { error: message }).regex(ORDER_CURSOR_PATTERN, { error: message }).refine(realInstant, { error: message });

/** A cursor taken by pageCursorField, as its instant (as the database wrote it) and its row's id. */
export function pageCursorParts(cursor: string): { at: string; id: string } {
  const split = cursor.lastIndexOf('|');
  return { at: cursor.slice(0, split), id: cursor.slice(split + 1) };
}

/**
 * A console list's page, read as one row more than it shows: the rows it shows and the cursor of the
 * next, older page (the last row shown's instant, as the database wrote it, and id; null on the last page).
 */
export function keysetPage<T>(
  rows: T[],
  size: number,
  keyOf: (row: T) => { at: string; id: string },
): { shown: T[]; older: string | null } {
  const shown = rows.slice(0, size);
  const last = shown.at(-1);
  if (rows.length <= size || !last) return { shown, older: null };
  const { at, id } = keyOf(last);
  return { shown, older: `${at}|${id}` };
}

export const adminOrderListQuerySchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: 'Unknown order status' }).optional(),
  branchId: z.uuid({ error: 'The branch id is not valid' }).optional(),
  date: z.iso.date({ error: 'date must be YYYY-MM-DD' }).optional(),
  q: z.string().trim().max(40, tooLong('The search', 40)).optional(),
  /** The page after the one shown: the `older` cursor of the answer before (its last order's instant and id). */
  older: pageCursorField('The older orders cursor is not valid').optional(),
});

/** The console's page of her messages: those older than the last one shown (`before`, the answer's `older`). */
export const customerMessagesQuerySchema = z.object({
  before: pageCursorField('The older messages cursor is not valid').optional(),
});

export const adminPageSchema = z.object({
  title: z.string().trim().max(200, tooLong('Title', 200)).optional(),
  // A page is long text (the terms, the privacy policy), but bounded.
  description: z.string().max(PAGE_MAX_LENGTH, tooLong('The page', PAGE_MAX_LENGTH)).optional(),
  /** The page in Hindi; empty says the English to Hindi readers. */
  titleHi: z.string().trim().max(200, tooLong('Hindi title', 200)).optional(),
  descriptionHi: z.string().max(PAGE_MAX_LENGTH, tooLong('The Hindi page', PAGE_MAX_LENGTH)).optional(),
  version,
});
export const adminFeeSchema = z.object({
  feeAmount: z.number({ error: 'The fee is required' }).min(0, 'The fee cannot be negative').max(10_000),
  version,
});
