import { z } from 'zod';
import { tooLong } from '../messages.js';
import { isCalendarDay } from '../repeats.js';
import { orderSummarySchema } from './answers/orders.js';

/** A code as the owner types it and she enters it: letters and digits, compared without case. */
export const COUPON_CODE_MAX_LENGTH = 20;
export const COUPON_CODE_PATTERN = /^[A-Za-z0-9]+$/;
/** The one spelling of a code the store keeps and compares: upper case, no spaces around it. */
export const normalizeCouponCode = (code: string) => code.trim().toUpperCase();

/** Rupees as '₹1,234' or '₹12.50', as the store writes an amount in its messages. */
const inRupees = (rupees: number) => `₹${rupees.toLocaleString('en-IN', { maximumFractionDigits: 2 })}`;

/** Why a code is refused, each in its own plain words; and what the console says about offers. */
export const OFFER_MESSAGES = {
  applied: 'Coupon applied',
  unknown: 'This code is not valid',
  paused: 'This offer is paused right now',
  expired: 'This code has expired',
  belowMinimum: (shortByRupees: number, minimumRupees: number) =>
    `Add ${inRupees(shortByRupees)} more to use this code (orders of ${inRupees(minimumRupees)} or more)`,
  alreadyUsed: 'You have already used this code',
  firstOrderOnly: 'This code is for your first order only',
  notForPinCode: 'This code is not valid for your pin code',
  usedUp: 'This code has been fully used',
  /** Placing refused because the total she saw is no longer the total: the new one is told. */
  totalChanged: (totalRupees: number) => `Your total is now ${inRupees(totalRupees)}. Please check it and place the order again.`,
  codeRequired: 'Please enter a code',
  codeFormat: 'A code has only letters and digits',
  codeTooLong: tooLong('A code', COUPON_CODE_MAX_LENGTH),
  codeExists: 'An offer with this code already exists',
  offerNotFound: 'Offer not found',
  amountRequired: 'The amount is required',
  flatAmount: 'A flat discount is more than ₹0 and at most ₹10,000, with at most two decimals',
  percentAmount: 'A percentage is a whole number from 1 to 100',
  maxDiscount: 'The largest discount is more than ₹0 and at most ₹10,000',
  minOrderValue: 'The minimum order value is ₹0 to ₹1,00,000',
  dateFormat: 'A date is YYYY-MM-DD, or YYYY-MM-DDTHH:mm in India time',
  untilBeforeFrom: 'The offer must end after it starts',
  totalUses: 'The total number of uses is a whole number from 1 to 1,000,000',
  usesPerCustomer: 'Uses per customer is a whole number from 1 to 100',
  unknownBranches: 'Choose existing branches',
  branchNotYours: 'You can only make offers for your own branches',
} as const;

/** Why a code was refused, for a program to tell apart (the message says it to her). */
export const COUPON_REFUSALS = [
  'unknown',
  'paused',
  'expired',
  /** No longer answered: an offer not yet started is refused as 'unknown', so its start is never told. */
  'notYet',
  'belowMinimum',
  'alreadyUsed',
  'firstOrderOnly',
  'notForPinCode',
  'usedUp',
] as const;
export type CouponRefusalReason = (typeof COUPON_REFUSALS)[number];

/** The code she types: trimmed, letters and digits, kept in upper case. */
export const couponCodeField = z
  .string({ error: OFFER_MESSAGES.codeRequired })
  .max(COUPON_CODE_MAX_LENGTH + 10, OFFER_MESSAGES.codeTooLong)
  .trim()
  .min(1, OFFER_MESSAGES.codeRequired)
  .max(COUPON_CODE_MAX_LENGTH, OFFER_MESSAGES.codeTooLong)
  .regex(COUPON_CODE_PATTERN, OFFER_MESSAGES.codeFormat)
  .transform(normalizeCouponCode);

const twoDecimals = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
/** An India wall-clock day or minute: '2026-12-01' (the whole day) or '2026-12-01T18:00'. */
export const OFFER_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2})?$/;
/** A clock reading of one day, HH:mm: 00:00 to 23:59. */
const WALL_CLOCK_MINUTE = /^([01]\d|2[0-3]):[0-5]\d$/;
/** Whether the text is an India day or minute that exists: no 30 February, no 25:00 (issue 44). */
export function isOfferDate(text: string): boolean {
  if (!OFFER_DATE_PATTERN.test(text)) return false;
  const [day, minute] = text.split('T') as [string, string | undefined];
  return isCalendarDay(day) && (minute === undefined || WALL_CLOCK_MINUTE.test(minute));
}
const offerDate = z.string().max(16, OFFER_MESSAGES.dateFormat).refine(isOfferDate, OFFER_MESSAGES.dateFormat);
const version = z.number({ error: 'version is required' }).int().positive();

const offerFields = z.object({
  code: couponCodeField,
  kind: z.enum(['flat', 'percent'], { error: "The kind is 'flat' or 'percent'" }),
  /** Rupees off for 'flat', per cent off for 'percent'. */
  amount: z.number({ error: OFFER_MESSAGES.amountRequired }).positive(OFFER_MESSAGES.amountRequired),
  /** The most a percentage takes off, in rupees (none: no cap). */
  maxDiscount: z
    .number({ error: OFFER_MESSAGES.maxDiscount })
    .positive(OFFER_MESSAGES.maxDiscount)
    .max(10_000, OFFER_MESSAGES.maxDiscount)
    .refine(twoDecimals, OFFER_MESSAGES.maxDiscount)
    .nullable()
    .optional(),
  /** The lines must come to at least this many rupees (the express fee does not count). */
  minOrderValue: z
    .number({ error: OFFER_MESSAGES.minOrderValue })
    .min(0, OFFER_MESSAGES.minOrderValue)
    .max(100_000, OFFER_MESSAGES.minOrderValue)
    .refine(twoDecimals, OFFER_MESSAGES.minOrderValue)
    .optional(),
  /** India time; a bare date starts at its midnight. */
  validFrom: offerDate.nullable().optional(),
  /** India time; a bare date runs to the end of that day. */
  validUntil: offerDate.nullable().optional(),
  /** The branches whose pin codes may use it; empty or missing: all branches. */
  branchIds: z
    .array(z.uuid({ error: OFFER_MESSAGES.unknownBranches }))
    .max(100)
    .optional(),
  /** How many orders may use it in all (none: no limit). */
  totalUses: z
    .number({ error: OFFER_MESSAGES.totalUses })
    .int(OFFER_MESSAGES.totalUses)
    .min(1, OFFER_MESSAGES.totalUses)
    .max(1_000_000, OFFER_MESSAGES.totalUses)
    .nullable()
    .optional(),
  /** How many times one customer may use it, counted by her phone and by her delivery address (default 1). */
  usesPerCustomer: z
    .number({ error: OFFER_MESSAGES.usesPerCustomer })
    .int(OFFER_MESSAGES.usesPerCustomer)
    .min(1, OFFER_MESSAGES.usesPerCustomer)
    .max(100, OFFER_MESSAGES.usesPerCustomer)
    .optional(),
  /** Only for a customer (phone and address) with no order before. */
  firstOrderOnly: z.boolean().optional(),
  /** Paused offers refuse every code. */
  active: z.boolean().optional(),
  /** Whether the express fee is discounted too (by default only the lines are). */
  includesExpressFee: z.boolean().optional(),
});

const flatFits = (offer: { kind?: 'flat' | 'percent'; amount?: number }) =>
  offer.kind !== 'flat' || offer.amount === undefined || (offer.amount <= 10_000 && twoDecimals(offer.amount));
const percentFits = (offer: { kind?: 'flat' | 'percent'; amount?: number }) =>
  offer.kind !== 'percent' || offer.amount === undefined || (Number.isInteger(offer.amount) && offer.amount <= 100);
const datesInOrder = (offer: { validFrom?: string | null; validUntil?: string | null }) =>
  !offer.validFrom || !offer.validUntil || offer.validUntil.padEnd(16, 'T') >= offer.validFrom.padEnd(16, 'T');

/** A new offer as the console sends it, in rupees. */
export const offerInputSchema = offerFields
  .refine(flatFits, { path: ['amount'], message: OFFER_MESSAGES.flatAmount })
  .refine(percentFits, { path: ['amount'], message: OFFER_MESSAGES.percentAmount })
  .refine(datesInOrder, { path: ['validUntil'], message: OFFER_MESSAGES.untilBeforeFrom });
export type OfferInput = z.input<typeof offerInputSchema>;

/** A change of an offer: any of its fields, with the version it was read at (409 when it changed since). */
export const offerUpdateSchema = offerFields
  .partial()
  .extend({ version })
  .refine(flatFits, { path: ['amount'], message: OFFER_MESSAGES.flatAmount })
  .refine(percentFits, { path: ['amount'], message: OFFER_MESSAGES.percentAmount })
  .refine(datesInOrder, { path: ['validUntil'], message: OFFER_MESSAGES.untilBeforeFrom });
export type OfferUpdate = z.input<typeof offerUpdateSchema>;

/** What an offer has done: orders placed with it, rupees taken off them, and how many of those were cancelled. */
export const offerUsageSchema = z.object({ orders: z.number().int(), discountGiven: z.number(), ordersCancelled: z.number().int() });

/** An offer as the console shows it (rupees; dates as the owner set them, India time). */
export const offerSchema = z.object({
  _id: z.string(),
  code: z.string(),
  kind: z.enum(['flat', 'percent']),
  amount: z.number(),
  maxDiscount: z.number().nullable(),
  minOrderValue: z.number(),
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
  branchIds: z.array(z.string()),
  totalUses: z.number().int().nullable(),
  usesPerCustomer: z.number().int(),
  firstOrderOnly: z.boolean(),
  active: z.boolean(),
  includesExpressFee: z.boolean(),
  /** Uses taken now (a cancelled order's use is given back). */
  used: z.number().int(),
  usage: offerUsageSchema,
  version: z.number().int(),
});
export type Offer = z.infer<typeof offerSchema>;

export const offerAnswerSchema = z.object({ offer: offerSchema });
export const offersAnswerSchema = z.object({ offers: z.array(offerSchema) });

/**
 * She applies a code at checkout or on the cart: the order as it would be placed (the cart, or one product
 * bought directly), where it goes and whether express. Nothing is taken: the use is taken with the order.
 */
export const couponRequestSchema = z.object({
  code: couponCodeField,
  /** The delivery pin code (an offer of some branches only is for their pin codes); her saved one if missing. */
  pinCode: z.string().max(12, 'Pin code must be a 6-digit number').optional(),
  emergencyDelivery: z
    .union([z.boolean(), z.enum(['true', 'false'])])
    .transform((value) => value === true || value === 'true')
    .optional(),
  /** Buying one product directly ('Buy now'): its id and quantity; else the cart. */
  productId: z.uuid({ error: 'The product id is not valid' }).optional(),
  quantity: z.number().int().min(1).max(100).optional(),
});
export type CouponRequest = z.input<typeof couponRequestSchema>;

/** The summary with the code applied: `discount` is the rupees off, `coupons` how many codes are applied (1). */
export const couponAnswerSchema = z.object({ message: z.string(), couponCode: z.string(), orderSummary: orderSummarySchema });
export type CouponAnswer = z.infer<typeof couponAnswerSchema>;

/** A code refused (400): the plain reason, and its name. */
export const couponRefusalSchema = z.object({ message: z.string(), reason: z.enum(COUPON_REFUSALS) });
export type CouponRefusal = z.infer<typeof couponRefusalSchema>;
