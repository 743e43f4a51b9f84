export type PaymentProviderName = 'razorpay' | 'cashfree';
/** How she paid, as her order page words it: by UPI, by card, or another way the gateway offers. */
export type PaidMethod = 'upi' | 'card' | 'other';

/** The gateway's order, made for one of the store's orders before its checkout opens. */
export interface GatewayOrder {
  providerOrderId: string;
  /** What the checkout opens with besides the order's id: Cashfree's `payment_session_id`; Razorpay needs none. */
  sessionId?: string;
  amountPaise: number;
  currency: string;
}

/** A payment as the gateway reports it. */
export interface GatewayPayment {
  paymentId: string;
  providerOrderId: string;
  amountPaise: number;
  method: PaidMethod;
  /** The money is taken (captured); an authorised payment not yet captured is not paid. */
  captured: boolean;
}

/** A webhook's event, once its signature is checked: a payment taken, a refund done, or one the store does not act on. */
export type GatewayEvent =
  | { eventId: string; kind: 'paid'; payment: GatewayPayment }
  | { eventId: string; kind: 'refunded'; paymentId: string; refundId: string }
  | { eventId: string; kind: 'other'; name: string };

/** What the browser brings back from the gateway's checkout; Cashfree's brings the order alone. */
export interface CheckoutReport {
  providerOrderId: string;
  paymentId?: string | undefined;
  signature?: string | undefined;
}

/** The gateway did not answer, or answered with an error: the caller says so, or tries again later. */
export class GatewayUnavailable extends Error {}

/**
 * One payment gateway, as the store uses it: an order made for each order paid now, the browser's
 * signature and the webhooks checked with the gateway's secrets, and refunds in full, each with its own
 * idempotency key so that a retry never refunds twice.
 */
export interface PaymentGateway {
  readonly name: PaymentProviderName;
  /** The public key the browser's checkout opens with. */
  readonly keyId: string;
  /** The address of the gateway's checkout script, which the page loads (and its CSP allows). */
  readonly checkoutUrl: string;
  createOrder(input: { amountPaise: number; receipt: string; customer: { id: string; phone: string } }): Promise<GatewayOrder>;
  /**
   * The payment her browser reports from the checkout, read from the gateway: null when the browser's word
   * is not the gateway's (Razorpay's signature of `order_id|payment_id` does not match, or Cashfree holds
   * no payment for the order). Cashfree's checkout hands back no payment id nor signature: its order's
   * payments are read instead.
   */
  paymentOfCheckout(input: CheckoutReport): Promise<GatewayPayment | null>;
  /** The payments the gateway holds for one of its orders: read before an unpaid order is released. */
  paymentsOfOrder(providerOrderId: string): Promise<GatewayPayment[]>;
  /** The event of a webhook, or null when its signature is not the gateway's. */
  readWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>): GatewayEvent | null;
  refund(input: { providerOrderId: string; paymentId: string; amountPaise: number; idempotencyKey: string }): Promise<{ refundId: string }>;
}
