import { z } from 'zod';
import { tooLong } from '../messages.js';
import { requiredText } from './fields.js';

/**
 * Why a branch's stock changed: every change is one entry of the stock ledger (decision record 033),
 * and the quantity on hand is the sum of a product's entries in the branch.
 */
export const STOCK_ENTRY_REASONS = [
  'opening',
  'received',
  'sold',
  'returned',
  'counted',
  'written_off',
  'transfer_out',
  'transfer_in',
  'transfer_shortfall',
  'corrected',
  'reversal',
] as const;
export type StockEntryReason = (typeof STOCK_ENTRY_REASONS)[number];

/** What each reason reads as on the ledger. */
export const STOCK_ENTRY_LABELS: Record<StockEntryReason, string> = {
  opening: 'Opening stock',
  received: 'Received',
  sold: 'Sold',
  returned: 'Back on the shelf',
  counted: 'Counted',
  written_off: 'Written off',
  transfer_out: 'Sent to another branch',
  transfer_in: 'Received from another branch',
  transfer_shortfall: 'Short on arrival',
  corrected: 'Corrected',
  reversal: 'Reversed',
};

export const WRITE_OFF_REASONS = ['damaged', 'expired', 'missing'] as const;
export type WriteOffReason = (typeof WRITE_OFF_REASONS)[number];

/** A count whose variance is larger than this many packs (either way) waits for a manager, unless the owner sets another figure. */
export const DEFAULT_COUNT_APPROVAL_ABOVE = 5;
/** Products not counted for this many days are listed first to count. */
export const COUNT_DUE_AFTER_DAYS = 30;
/** The reorder's window of sales, and the days of cover suggested unless the manager asks for another. */
export const REORDER_SALES_DAYS = 14;
export const DEFAULT_COVER_DAYS = 7;

export const STOCK_MESSAGES = {
  branchNotFound: 'Branch not found',
  productNotFound: 'Product not found',
  duplicateInvoice: (supplier: string, invoiceNumber: string) => `Invoice ${invoiceNumber} of ${supplier} is already recorded`,
  wouldGoBelowZero: (productName: string) => `${productName}: stock cannot go below zero`,
  sameBranch: 'Choose another branch to send to',
  transferNotFound: 'Transfer not found',
  transferReceived: 'This transfer has already been received',
  arrivedMoreThanSent: (productName: string) => `${productName}: more arrived than was sent`,
  notInTransfer: 'A product that was not sent cannot arrive',
  countNotFound: 'Count not found',
  countDecided: 'This count has already been decided',
  entryNotFound: 'Entry not found',
  notReversible: 'Only a receipt, a count, a write-off or a correction can be reversed; an order or a transfer corrects itself',
  alreadyReversed: 'This entry has already been reversed',
  linesRepeat: 'Each product once per list',
  noteRequired: 'Please add a note',
} as const;

const LINES_MAX = 200;
const TEXT_MAX = 100;
const NOTE_MAX = 500;

const productId = z.uuid({ error: 'Choose a product' });
const packs = (message: string) => z.number({ error: message }).int(message).min(1, message).max(100_000, message);
const text = (what: string, required: string) => requiredText(required).max(TEXT_MAX, tooLong(what, TEXT_MAX));
const note = z.string().trim().max(NOTE_MAX, tooLong('The note', NOTE_MAX));
const branchId = z.uuid({ error: 'Choose a branch' });

/** Each product once: a second line of the same product is refused rather than added up. */
const distinctProducts = <T extends { productId: string }>(lines: T[]) =>
  new Set(lines.map((line) => line.productId)).size === lines.length;
const lines = <T extends z.ZodObject<{ productId: typeof productId }>>(line: T) =>
  z
    .array(line)
    .min(1, 'Add at least one product')
    .max(LINES_MAX, `At most ${LINES_MAX} products at once`)
    .refine(distinctProducts, STOCK_MESSAGES.linesRepeat);

/** A delivery from a supplier: their invoice, and the packs of each product (with the cost price, for the margin). */
export const stockReceiptSchema = z.object({
  branchId,
  supplier: text('The supplier', 'Enter the supplier'),
  invoiceNumber: text('The invoice number', 'Enter the invoice number'),
  invoiceDate: z.iso.date({ error: 'The invoice date must be YYYY-MM-DD' }),
  lines: lines(
    z.object({
      productId,
      quantity: packs('Enter the packs received'),
      /** Rupees a pack, as the invoice says; never shown to customers. */
      costPrice: z
        .number({ error: 'Enter the cost price' })
        .min(0, 'Enter the cost price')
        .max(100_000, 'Enter the cost price')
        .refine((value) => Number.isInteger(Math.round(value * 100 * 1e6) / 1e6), 'An amount can have at most two decimals')
        .optional(),
    }),
  ),
});
export type StockReceiptInput = z.input<typeof stockReceiptSchema>;

/** What the floor found on the shelf. */
export const stockCountSchema = z.object({
  branchId,
  lines: lines(
    z.object({
      productId,
      counted: z.number({ error: 'Enter the packs counted' }).int('Enter the packs counted').min(0, 'Enter the packs counted').max(100_000),
    }),
  ),
});
export type StockCountInput = z.input<typeof stockCountSchema>;

export const countDecisionSchema = z.object({
  decision: z.enum(['approve', 'refuse'], { error: 'Approve or refuse' }),
  note,
});

export const stockTransferSchema = z.object({
  fromBranchId: branchId,
  toBranchId: branchId,
  lines: lines(z.object({ productId, quantity: packs('Enter the packs sent') })),
});
export type StockTransferInput = z.input<typeof stockTransferSchema>;

/** What arrived of each product sent; a product left out arrived in full. */
export const transferReceivedSchema = z.object({
  lines: z
    .array(z.object({ productId, arrived: z.number({ error: 'Enter the packs arrived' }).int().min(0).max(100_000) }))
    .max(LINES_MAX)
    .refine(distinctProducts, STOCK_MESSAGES.linesRepeat)
    .default([]),
});

export const stockWriteOffSchema = z
  .object({
    branchId,
    reason: z.enum(WRITE_OFF_REASONS, { error: 'Choose damaged, expired or missing' }),
    note,
    lines: lines(z.object({ productId, quantity: packs('Enter the packs written off') })),
  })
  .refine((writeOff) => writeOff.reason !== 'missing' || writeOff.note.length > 0, {
    message: STOCK_MESSAGES.noteRequired,
    path: ['note'],
  });

export const stockReversalSchema = z.object({
  note: requiredText(STOCK_MESSAGES.noteRequired).max(NOTE_MAX, tooLong('The note', NOTE_MAX)),
});

export const stockSettingsSchema = z.object({
  countApprovalAbove: z.number({ error: 'Enter a number of packs' }).int().min(0).max(10_000),
});

export const stockLedgerQuerySchema = z.object({
  branchId,
  productId,
  /** The last entry shown: the page after it is older. */
  before: z.uuid({ error: 'The id is not valid' }).optional(),
});

export const branchQuerySchema = z.object({ branchId });
export const reorderQuerySchema = z.object({
  branchId,
  /** Days of cover, 1 to 60 (a query's text). */
  coverDays: z
    .string()
    .max(2, 'The days of cover must be 1 to 60')
    .regex(/^([1-9]|[1-5][0-9]|60)$/, 'The days of cover must be 1 to 60')
    .optional()
    .transform((days) => (days === undefined ? DEFAULT_COVER_DAYS : Number(days))),
});

const entryAnswer = z.object({
  _id: z.string(),
  reason: z.enum(STOCK_ENTRY_REASONS),
  /** Packs in (positive) or out (negative). */
  quantity: z.number(),
  /** On hand after this entry. */
  onHand: z.number(),
  at: z.string(),
  by: z.string().nullable(),
  /** What it came from, in words: an order number, a supplier's invoice, a count, a transfer. */
  source: z.string(),
  orderNumber: z.string().nullable(),
  writeOffReason: z.enum(WRITE_OFF_REASONS).nullable(),
  note: z.string(),
  reverses: z.string().nullable(),
  reversed: z.boolean(),
});

export const stockLedgerAnswer = z.object({
  productName: z.string(),
  onHand: z.number(),
  entries: z.array(entryAnswer),
  /** The id to ask `before` with for the next (older) page; null on the last page. */
  older: z.string().nullable(),
});
export type StockLedgerAnswer = z.infer<typeof stockLedgerAnswer>;

export const stockOnHandAnswer = z.object({
  branch: z.string(),
  products: z.array(
    z.object({
      productId: z.string(),
      productName: z.string(),
      size: z.string(),
      onHand: z.number(),
      /** When it was last counted; null when never. */
      countedAt: z.string().nullable(),
      /** Never counted, or not for 30 days: listed first. */
      countDue: z.boolean(),
    }),
  ),
});
export type StockOnHandAnswer = z.infer<typeof stockOnHandAnswer>;

const countAnswer = z.object({
  _id: z.string(),
  productId: z.string(),
  productName: z.string(),
  expected: z.number(),
  counted: z.number(),
  variance: z.number(),
  status: z.enum(['applied', 'waiting', 'approved', 'refused']),
  by: z.string(),
  at: z.string(),
});

export const stockCountAnswer = z.object({ counts: z.array(countAnswer) });
export const waitingCountsAnswer = z.object({ countApprovalAbove: z.number(), counts: z.array(countAnswer) });
export type WaitingCountsAnswer = z.infer<typeof waitingCountsAnswer>;

export const stockCreatedAnswer = z.object({ _id: z.string(), message: z.string() });

export const transferAnswer = z.object({
  _id: z.string(),
  message: z.string(),
  lines: z.array(z.object({ productId: z.string(), sent: z.number(), arrived: z.number().nullable() })),
});

export const transfersAnswer = z.object({
  /** The other open branches this one may send to. */
  destinations: z.array(z.object({ _id: z.string(), name: z.string() })),
  transfers: z.array(
    z.object({
      _id: z.string(),
      from: z.string(),
      to: z.string(),
      fromBranchId: z.string(),
      toBranchId: z.string(),
      status: z.enum(['in_transit', 'received']),
      sentAt: z.string(),
      receivedAt: z.string().nullable(),
      lines: z.array(z.object({ productId: z.string(), productName: z.string(), sent: z.number(), arrived: z.number().nullable() })),
    }),
  ),
});

export const reorderAnswer = z.object({
  branch: z.string(),
  coverDays: z.number(),
  lines: z.array(
    z.object({
      productId: z.string(),
      productName: z.string(),
      size: z.string(),
      onHand: z.number(),
      /** Packs sold in the last 14 days (less those that came back to the shelf). */
      soldLast14Days: z.number(),
      /** Packs the repeat orders bring in the next 7 days. */
      repeatsNext7Days: z.number(),
      /** Days the packs on hand last at the rate of sales and repeats; null when nothing is selling. */
      daysLeft: z.number().nullable(),
      /** Packs to order so as to hold the cover: 0 when there is enough. */
      suggested: z.number(),
    }),
  ),
});
export type ReorderAnswer = z.infer<typeof reorderAnswer>;

export const stockSettingsAnswer = z.object({ countApprovalAbove: z.number() });

export const ledgerCheckAnswer = z.object({
  /** Every branch's product whose quantity on hand is not the sum of its entries; empty when the ledger agrees. */
  disagreements: z.array(z.object({ branchId: z.string(), productId: z.string(), onHand: z.number(), ledger: z.number() })),
});

/**
 * A product's reorder figures: its daily demand is the last 14 days' sales a day plus the repeat orders
 * due in the next 7 spread over them (sales already hold the repeats placed; those due are added on top,
 * as a repeat comes every 14 days or more and would be missed by the average). Days left is what is on
 * hand at that rate, to a tenth of a day (none when nothing sells); the suggestion tops the shelf up to
 * the days of cover asked for.
 */
export function reorderFigures(input: { onHand: number; soldLast14Days: number; repeatsNext7Days: number; coverDays: number }) {
  const daily = input.soldLast14Days / REORDER_SALES_DAYS + input.repeatsNext7Days / 7;
  return {
    daysLeft: daily > 0 ? Math.floor((input.onHand / daily) * 10) / 10 : null,
    suggested: Math.max(0, Math.ceil(daily * input.coverDays - 1e-9) - input.onHand),
  };
}
