import { z } from 'zod';
import { PAGE_KEYS } from '../../constants.js';
import { ORDER_STATUSES, type OrderStatus } from '../../order-status.js';
import { repeatFiguresSchema } from '../repeats.js';
import { deliveryTypeSchema, orderDetailsSchema, orderStatusSchema, timelineEventSchema } from './orders.js';

/** The channels a message to her leaves by: her notification list in the shop, and the outbox's (issue 48). */
export const MESSAGE_CHANNELS = ['in_app', 'push', 'whatsapp', 'sms'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];
/** What a message of the outbox is about. */
export const MESSAGE_EVENTS = ['order_placed', 'out_for_delivery', 'delivered', 'cancelled', 'repeat_confirm', 'refund'] as const;
export type MessageEvent = (typeof MESSAGE_EVENTS)[number];
/**
 * How it went: in her list (unread or read); sent; waiting for the worker; held for 8 AM (quiet hours);
 * retrying after failures; given up after a day; skipped for good (`skippedBecause` says why).
 */
export const MESSAGE_OUTCOMES = ['unread', 'read', 'sent', 'waiting', 'quiet_hours', 'retrying', 'given_up', 'skipped'] as const;
export type MessageOutcome = (typeof MESSAGE_OUTCOMES)[number];
export const MESSAGE_SKIPPED_BECAUSE = ['no_consent', 'no_device', 'no_phone', 'refused', 'no_sender'] as const;
/** How many of her messages a page of the console holds. */
export const CUSTOMER_MESSAGES_PAGE_SIZE = 20;

/** One message the shop sent her, as staff see it: what, by which channel, how it went. Never its text. */
export const sentMessageSchema = z.object({
  _id: z.string(),
  /** When it was written (with what caused it). */
  at: z.string(),
  channel: z.enum(MESSAGE_CHANNELS),
  /** The outbox's event; null in her list, where `title` says it. */
  event: z.enum(MESSAGE_EVENTS).nullable(),
  /** The heading she read in her list, in her language (never the message under it); null for the outbox's. */
  title: z.string().nullable(),
  orderId: z.string().nullable(),
  outcome: z.enum(MESSAGE_OUTCOMES),
  /** Tries made so far (0 for her list). */
  attempts: z.number(),
  /** When it was sent; null until then. */
  sentAt: z.string().nullable(),
  /** When it is tried next (waiting, quiet hours, retrying); null otherwise. */
  nextTryAt: z.string().nullable(),
  skippedBecause: z.enum(MESSAGE_SKIPPED_BECAUSE).nullable(),
});
export type SentMessage = z.infer<typeof sentMessageSchema>;
export const customerMessagesAnswerSchema = z.object({
  customer: z.object({ _id: z.string(), fullName: z.string() }),
  /** Newest first. */
  messages: z.array(sentMessageSchema),
  /** The cursor of the next, older page (sent back as `before`); null when these are the oldest. */
  older: z.string().nullable(),
});
export type CustomerMessagesAnswer = z.infer<typeof customerMessagesAnswerSchema>;

/** The operator console's answers, under /api/admin. */
export const auditEntrySchema = z.object({
  _id: z.string(),
  action: z.string(),
  details: z.string(),
  createdAt: z.string(),
  who: z.string(),
  phone: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** How many entries of the audit log a page holds. */
export const AUDIT_PAGE_SIZE = 20;

/** A page of the audit log, newest first; `older` is the `before` that asks for the next page (the last entry's id), null at the end. */
export const auditPageAnswerSchema = z.object({ entries: z.array(auditEntrySchema), older: z.string().nullable() });
export type AuditPage = z.infer<typeof auditPageAnswerSchema>;

export const lowStockLineSchema = z.object({ branch: z.string(), productName: z.string(), quantity: z.number() });

export const dashboardAnswerSchema = z.object({
  today: z.object({
    orders: z.number(),
    /** The day's money: cash and UPI collected, booked to today, summed from the branches' day pages. */
    revenue: z.number(),
    cancellations: z.number(),
  }),
  // Every status is a declared property, so that the OpenAPI document names the keys it requires.
  waiting: z.object(Object.fromEntries(ORDER_STATUSES.map((status) => [status, z.number()])) as Record<OrderStatus, z.ZodNumber>),
  lowStock: z.array(lowStockLineSchema),
  /** Repeat orders (issue 33): how many are active, and what became of today's due deliveries. */
  repeats: repeatFiguresSchema,
});
export type Dashboard = z.infer<typeof dashboardAnswerSchema>;

export const consoleOrderSchema = z.object({
  _id: z.string(),
  orderNumber: z.string(),
  status: orderStatusSchema,
  customer: z.string(),
  phoneNumber: z.string(),
  branch: z.string(),
  pinCode: z.string(),
  deliveryType: deliveryTypeSchema,
  discreetPackaging: z.boolean(),
  totalAmount: z.number(),
  createdAt: z.string(),
  promisedTo: z.string(),
  version: z.number(),
  /** Placed by a customer's repeat order (issue 33). */
  repeat: z.boolean(),
});
export type ConsoleOrder = z.infer<typeof consoleOrderSchema>;
export const consoleOrdersAnswerSchema = z.object({
  orders: z.array(consoleOrderSchema),
  /** The cursor of the next, older page (sent back as `older`); null when these are the oldest. */
  older: z.string().nullable(),
});

export const consoleOrderAnswerSchema = z.object({
  order: orderDetailsSchema.extend({
    version: z.number(),
    branch: z.string(),
    /** The customer who placed it: the console's page of what the shop sent her. */
    customerId: z.string(),
    deliveredTo: z.object({ name: z.string(), phoneNumber: z.string().describe('masked: open it with GET orders/{id}/phone') }),
    /** How the rider who delivered it was paid at the door (₹400 of ₹407 with the note); null until delivered by a rider. */
    paidAtDoor: z.object({ paidBy: z.enum(['cash', 'upi']), due: z.number(), received: z.number(), note: z.string() }).nullable(),
  }),
  /** Each step with the sentence staff read: what happened, and who did it ('Taken back at the branch by Meena Iyer'). */
  timeline: z.array(timelineEventSchema.extend({ said: z.string() })),
});
export type ConsoleOrderAnswer = z.infer<typeof consoleOrderAnswerSchema>;

export const consoleProductSchema = z.object({
  _id: z.string(),
  productName: z.string(),
  /** Optional (issue 35): said to Hindi readers instead of the English; null when not written. */
  productNameHi: z.string().nullable(),
  /** One point about the item a line; null when not written. */
  descriptionHi: z.string().nullable(),
  brandId: z.string(),
  brandName: z.string(),
  size: z.string(),
  price: z.number(),
  quantityInEachPack: z.number(),
  images: z.array(z.string()),
  aboutThisItem: z.array(z.string()),
  hidden: z.boolean(),
  countryOfOrigin: z.string(),
  hsnCode: z.string(),
  gstRate: z.number(),
  version: z.number(),
});
export type ConsoleProduct = z.infer<typeof consoleProductSchema>;
export const consoleProductsAnswerSchema = z.object({ products: z.array(consoleProductSchema) });
export const productCreatedAnswerSchema = z.object({ _id: z.string(), version: z.number() });

export const uploadedAnswerSchema = z.object({ url: z.string() });
export type UploadedAnswer = z.infer<typeof uploadedAnswerSchema>;

export const consoleBannerSchema = z.object({
  _id: z.string(),
  image: z.string(),
  imageHi: z.string().nullable(),
  position: z.number(),
  version: z.number(),
});
export type ConsoleBanner = z.infer<typeof consoleBannerSchema>;
export const consoleBannersAnswerSchema = z.object({ banners: z.array(consoleBannerSchema) });

/** A brand as the console edits it: its name, its logo and the version an edit is made on. */
export const consoleBrandSchema = z.object({ _id: z.string(), brandName: z.string(), image: z.string(), version: z.number() });
export type ConsoleBrand = z.infer<typeof consoleBrandSchema>;
export const consoleBrandsAnswerSchema = z.object({ brands: z.array(consoleBrandSchema) });

export const stockLevelSchema = z.object({ productId: z.string(), productName: z.string(), quantity: z.number() });
export const consoleBranchSchema = z.object({
  _id: z.string(),
  name: z.string(),
  active: z.boolean(),
  version: z.number(),
  pinCodes: z.array(z.string()),
  stock: z.array(stockLevelSchema),
});
export type ConsoleBranch = z.infer<typeof consoleBranchSchema>;
export const consoleBranchesAnswerSchema = z.object({ branches: z.array(consoleBranchSchema) });
export const pinCodesAddedAnswerSchema = z.object({ message: z.string(), added: z.number() });
export const stockAnswerSchema = z.object({ quantity: z.number() });
export type StockAnswer = z.infer<typeof stockAnswerSchema>;

export const consolePageSchema = z.object({
  key: z.enum(PAGE_KEYS),
  title: z.string(),
  description: z.string(),
  titleHi: z.string(),
  descriptionHi: z.string(),
  version: z.number(),
});
export type ConsolePage = z.infer<typeof consolePageSchema>;
export const consoleContentAnswerSchema = z.object({
  pages: z.array(consolePageSchema),
  emergencyFee: z.object({ feeAmount: z.number(), version: z.number() }),
});
export type ConsoleContent = z.infer<typeof consoleContentAnswerSchema>;
export const pageSavedAnswerSchema = z.object({ version: z.number(), description: z.string() });

export type ConsoleOrdersAnswer = z.infer<typeof consoleOrdersAnswerSchema>;
export type ConsoleProductsAnswer = z.infer<typeof consoleProductsAnswerSchema>;
export type ProductCreatedAnswer = z.infer<typeof productCreatedAnswerSchema>;
export type ConsoleBannersAnswer = z.infer<typeof consoleBannersAnswerSchema>;
export type ConsoleBranchesAnswer = z.infer<typeof consoleBranchesAnswerSchema>;
export type PinCodesAddedAnswer = z.infer<typeof pinCodesAddedAnswerSchema>;
export type PageSavedAnswer = z.infer<typeof pageSavedAnswerSchema>;

/** The first day's steps of a new shop, in the order the owner takes them (issue 50). */
export const FIRST_DAY_STEPS = ['seller', 'branch', 'product', 'upi', 'sms', 'staff'] as const;
export type FirstDayStep = (typeof FIRST_DAY_STEPS)[number];

/** Each step done or not, worked out from the shop's data; the SMS check says when and through which provider. */
export const firstDayAnswerSchema = z.object({
  steps: z.array(z.object({ step: z.enum(FIRST_DAY_STEPS), done: z.boolean() })),
  allDone: z.boolean(),
  smsCheck: z.object({ at: z.string(), provider: z.string() }).nullable(),
});
export type FirstDay = z.infer<typeof firstDayAnswerSchema>;

export const smsCheckAnswerSchema = z.object({
  /** The owner's phone, masked to its last four digits. */
  sentTo: z.string(),
  provider: z.string(),
  at: z.string(),
});
