import { z } from 'zod';

const providerSchema = z.enum(['razorpay', 'cashfree']);

/**
 * A payment the gateway said it captured for which the store holds no paid order: an order the store
 * does not know, an amount not the order's, or a second payment for an order already paid. Each is money
 * taken that someone must refund or account for in the gateway's dashboard.
 */
export const unmatchedPaymentSchema = z.object({
  provider: providerSchema,
  paymentId: z.string(),
  providerOrderId: z.string(),
  /** Rupees, as the gateway reported it. */
  amount: z.number(),
  /** What the store made of it: unknownOrder, wrongAmount, alreadyPaid, notCaptured... */
  outcome: z.string(),
  receivedAt: z.string(),
  /** The store's order the gateway's order was made for, when there is one. */
  orderId: z.string().nullable(),
  orderNumber: z.string().nullable(),
});
export type UnmatchedPayment = z.infer<typeof unmatchedPaymentSchema>;

/** A refund asked more than a day ago that the gateway has not yet said is done. */
export const overdueRefundSchema = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  provider: providerSchema,
  paymentId: z.string().nullable(),
  refundId: z.string().nullable(),
  /** Rupees. */
  amount: z.number(),
  /** pending: the gateway has not taken it yet (the store keeps sending it); started: taken, not yet done. */
  status: z.enum(['pending', 'started']),
  askedAt: z.string().nullable(),
});
export type OverdueRefund = z.infer<typeof overdueRefundSchema>;

/** The payments' reconciliation: what the gateway took that no order accounts for, and refunds overdue. */
export const reconciliationAnswerSchema = z.object({
  /** The gateway set (PAYMENT_PROVIDER), or null when every order is paid on delivery. */
  provider: providerSchema.nullable(),
  /** How many days back payments are checked. */
  windowDays: z.number().int(),
  unmatched: z.array(unmatchedPaymentSchema),
  overdueRefunds: z.array(overdueRefundSchema),
});
export type ReconciliationAnswer = z.infer<typeof reconciliationAnswerSchema>;
