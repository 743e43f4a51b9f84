import { createHash, createHmac } from 'node:crypto';
import { GatewayAnswer, GatewayClient, headerOf, sameSignature } from './gateway-api.js';
import {
  type CheckoutReport,
  type GatewayEvent,
  type GatewayOrder,
  type GatewayPayment,
  type PaidMethod,
  type PaymentGateway,
} from './payment-gateway.js';

export interface CashfreeSettings {
  url: string;
  appId: string;
  secretKey: string;
  webhookSecret: string;
  checkoutUrl: string;
}

/** The version of Cashfree PG's API the store speaks (header `x-api-version`). */
export const CASHFREE_API_VERSION = '2025-01-01';

interface CashfreeOrderEntity {
  order_id: string;
  order_amount: number;
  order_currency: string;
  payment_session_id: string;
}

interface CashfreePaymentEntity {
  cf_payment_id: string | number;
  order_id?: string;
  payment_amount: number;
  payment_status: string;
  payment_group?: string;
}

/** Base64 HMAC-SHA256 of the `x-webhook-timestamp` header followed by the raw body, as Cashfree signs its webhooks. */
export const cashfreeSignature = (secret: string, timestamp: string, rawBody: string) =>
  createHmac('sha256', secret)
    .update(timestamp + rawBody)
    .digest('base64');

/** Cashfree's amounts are rupees with paise as decimals (170.00); the store's are integer paise. */
const paiseOf = (rupees: number) => Math.round(rupees * 100);

const methodOf = (group: string | undefined): PaidMethod =>
  group === 'upi' ? 'upi' : group === 'credit_card' || group === 'debit_card' || group === 'prepaid_card' ? 'card' : 'other';

const paymentOf = (entity: CashfreePaymentEntity, providerOrderId: string): GatewayPayment => ({
  paymentId: String(entity.cf_payment_id),
  providerOrderId: entity.order_id ?? providerOrderId,
  amountPaise: paiseOf(entity.payment_amount),
  method: methodOf(entity.payment_group),
  captured: entity.payment_status === 'SUCCESS',
});

/**
 * Cashfree PG's REST API as documented: `x-client-id`, `x-client-secret` and `x-api-version` on every
 * call; orders made with `POST /pg/orders` in rupees, answering the `payment_session_id` its checkout
 * opens with; a payment confirmed by reading the order's payments (its checkout returns no signature);
 * refunds `POST /pg/orders/{order_id}/refunds` under the store's `refund_id` (sent as the
 * `x-idempotency-key` too); webhooks signed with base64 HMAC-SHA256 of `x-webhook-timestamp` + raw body.
 */
export class CashfreeGateway extends GatewayClient implements PaymentGateway {
  readonly name = 'cashfree' as const;

  constructor(private readonly settings: CashfreeSettings) {
    super(settings.appId, settings.checkoutUrl, {
      label: 'Cashfree',
      url: settings.url,
      headers: {
        'x-client-id': settings.appId,
        'x-client-secret': settings.secretKey,
        'x-api-version': CASHFREE_API_VERSION,
        accept: 'application/json',
      },
    });
  }

  async createOrder({
    amountPaise,
    receipt,
    customer,
  }: {
    amountPaise: number;
    receipt: string;
    customer: { id: string; phone: string };
  }): Promise<GatewayOrder> {
    // The store names the order (its number), so that making it twice finds the first rather than a second.
    const orderId = `padstore-${receipt}`.replace(/[^A-Za-z0-9_-]/g, '-').slice(0, 45);
    let order: CashfreeOrderEntity;
    try {
      order = await this.call<CashfreeOrderEntity>('POST', '/pg/orders', {
        order_id: orderId,
        order_amount: amountPaise / 100,
        order_currency: 'INR',
        customer_details: { customer_id: customer.id, customer_phone: customer.phone },
        order_note: receipt,
      });
    } catch (error) {
      if (!(error instanceof GatewayAnswer && error.status === 409)) throw error;
      order = await this.call<CashfreeOrderEntity>('GET', `/pg/orders/${encodeURIComponent(orderId)}`);
    }
    return {
      providerOrderId: order.order_id,
      sessionId: order.payment_session_id,
      amountPaise: paiseOf(order.order_amount),
      currency: order.order_currency,
    };
  }

  async paymentsOfOrder(providerOrderId: string): Promise<GatewayPayment[]> {
    const list = await this.call<CashfreePaymentEntity[]>('GET', `/pg/orders/${encodeURIComponent(providerOrderId)}/payments`);
    return list.map((entity) => paymentOf(entity, providerOrderId));
  }

  async paymentOfCheckout({ providerOrderId, paymentId }: CheckoutReport): Promise<GatewayPayment | null> {
    const payments = await this.paymentsOfOrder(providerOrderId);
    const named = paymentId ? payments.filter((payment) => payment.paymentId === paymentId) : payments;
    // A successful attempt decides; otherwise the last attempt says she has not paid yet.
    return named.find((payment) => payment.captured) ?? named.at(-1) ?? null;
  }

  readWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>): GatewayEvent | null {
    const signature = headerOf(headers, 'x-webhook-signature');
    const timestamp = headerOf(headers, 'x-webhook-timestamp');
    if (!signature || !timestamp || !sameSignature(cashfreeSignature(this.settings.webhookSecret, timestamp, rawBody), signature))
      return null;
    let event: {
      type?: string;
      data?: {
        order?: { order_id?: string };
        payment?: CashfreePaymentEntity;
        refund?: { cf_refund_id: string | number; cf_payment_id: string | number; refund_status?: string };
      };
    };
    try {
      event = JSON.parse(rawBody) as typeof event;
    } catch {
      return null;
    }
    const name = event.type ?? '';
    const payment = event.data?.payment;
    const orderId = event.data?.order?.order_id;
    // Cashfree asks that a payment's events be told apart by cf_payment_id: a retry of one carries the same.
    if (name === 'PAYMENT_SUCCESS_WEBHOOK' && payment && orderId)
      return { eventId: `${name}:${payment.cf_payment_id}`, kind: 'paid', payment: paymentOf(payment, orderId) };
    const refund = event.data?.refund;
    if (name === 'REFUND_STATUS_WEBHOOK' && refund?.refund_status === 'SUCCESS')
      return {
        eventId: `${name}:${refund.cf_refund_id}:SUCCESS`,
        kind: 'refunded',
        paymentId: String(refund.cf_payment_id),
        refundId: String(refund.cf_refund_id),
      };
    const eventId = headerOf(headers, 'x-idempotency-key') ?? createHash('sha256').update(rawBody).digest('hex');
    return { eventId, kind: 'other', name };
  }

  async refund({ providerOrderId, amountPaise, idempotencyKey }: { providerOrderId: string; amountPaise: number; idempotencyKey: string }) {
    const path = `/pg/orders/${encodeURIComponent(providerOrderId)}/refunds`;
    // Cashfree's refund_id is at most 40 letters and digits: the store's key, without its dashes, is the same refund each time.
    const refundId = idempotencyKey.replace(/[^A-Za-z0-9]/g, '').slice(0, 40);
    let refund: { cf_refund_id: string | number };
    try {
      refund = await this.call<{ cf_refund_id: string | number }>(
        'POST',
        path,
        { refund_amount: amountPaise / 100, refund_id: refundId, refund_note: 'Order cancelled', refund_speed: 'STANDARD' },
        { 'x-idempotency-key': idempotencyKey },
      );
    } catch (error) {
      // A refund of this id was already made (an earlier try whose answer was lost): it is the one.
      if (!(error instanceof GatewayAnswer && error.status === 409)) throw error;
      refund = await this.call<{ cf_refund_id: string | number }>('GET', `${path}/${encodeURIComponent(refundId)}`);
    }
    return { refundId: String(refund.cf_refund_id) };
  }
}
