import { createHash, createHmac } from 'node:crypto';
import { GatewayClient, headerOf, sameSignature } from './gateway-api.js';
import {
  type GatewayEvent,
  type GatewayOrder,
  type GatewayPayment,
  type CheckoutReport,
  type PaidMethod,
  type PaymentGateway,
} from './payment-gateway.js';

export interface RazorpaySettings {
  url: string;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  checkoutUrl: string;
}

interface RazorpayPaymentEntity {
  id: string;
  order_id: string;
  amount: number;
  method?: string;
  status: string;
}

/** HMAC-SHA256 in hex, as Razorpay signs payments and webhooks. */
export const razorpaySignature = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');

const methodOf = (method: string | undefined): PaidMethod => (method === 'upi' || method === 'card' ? method : 'other');

const paymentOf = (entity: RazorpayPaymentEntity): GatewayPayment => ({
  paymentId: entity.id,
  providerOrderId: entity.order_id,
  amountPaise: entity.amount,
  method: methodOf(entity.method),
  captured: entity.status === 'captured',
});

/**
 * Razorpay's REST API as documented: Basic auth with the key id and secret, the Orders API in paise,
 * payments fetched by id, refunds with `X-Refund-Idempotency`; the checkout's signature is HMAC-SHA256 of
 * `order_id|payment_id` with the key secret, a webhook's of its raw body with the webhook secret.
 */
export class RazorpayGateway extends GatewayClient implements PaymentGateway {
  readonly name = 'razorpay' as const;

  constructor(private readonly settings: RazorpaySettings) {
    const auth = Buffer.from(`${settings.keyId}:${settings.keySecret}`).toString('base64');
    super(settings.keyId, settings.checkoutUrl, { label: 'Razorpay', url: settings.url, headers: { authorization: `Basic ${auth}` } });
  }

  async createOrder({ amountPaise, receipt }: { amountPaise: number; receipt: string }): Promise<GatewayOrder> {
    const order = await this.call<{ id: string; amount: number; currency: string }>('POST', '/v1/orders', {
      amount: amountPaise,
      currency: 'INR',
      receipt,
    });
    return { providerOrderId: order.id, amountPaise: order.amount, currency: order.currency };
  }

  async paymentOfCheckout({ providerOrderId, paymentId, signature }: CheckoutReport): Promise<GatewayPayment | null> {
    // The signature is checked before the gateway is asked: a forged one costs the store no call.
    if (!paymentId || !signature) return null;
    if (!sameSignature(razorpaySignature(this.settings.keySecret, `${providerOrderId}|${paymentId}`), signature)) return null;
    return paymentOf(await this.call<RazorpayPaymentEntity>('GET', `/v1/payments/${encodeURIComponent(paymentId)}`));
  }

  async paymentsOfOrder(providerOrderId: string): Promise<GatewayPayment[]> {
    const list = await this.call<{ items: RazorpayPaymentEntity[] }>('GET', `/v1/orders/${encodeURIComponent(providerOrderId)}/payments`);
    return list.items.map(paymentOf);
  }

  readWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>): GatewayEvent | null {
    const signature = headerOf(headers, 'x-razorpay-signature');
    if (!signature || !sameSignature(razorpaySignature(this.settings.webhookSecret, rawBody), signature)) return null;
    let event: {
      event?: string;
      payload?: { payment?: { entity?: RazorpayPaymentEntity }; refund?: { entity?: { id: string; payment_id: string } } };
    };
    try {
      event = JSON.parse(rawBody) as typeof event;
    } catch {
      return null;
    }
    // Razorpay names each event in X-Razorpay-Event-Id, the same on every delivery of it.
    const eventId = headerOf(headers, 'x-razorpay-event-id') ?? createHash('sha256').update(rawBody).digest('hex');
    const name = event.event ?? '';
    const payment = event.payload?.payment?.entity;
    if ((name === 'payment.captured' || name === 'order.paid') && payment) return { eventId, kind: 'paid', payment: paymentOf(payment) };
    const refund = event.payload?.refund?.entity;
    if (name === 'refund.processed' && refund) return { eventId, kind: 'refunded', paymentId: refund.payment_id, refundId: refund.id };
    return { eventId, kind: 'other', name };
  }

  async refund({ paymentId, amountPaise, idempotencyKey }: { paymentId: string; amountPaise: number; idempotencyKey: string }) {
    const refund = await this.call<{ id: string }>(
      'POST',
      `/v1/payments/${encodeURIComponent(paymentId)}/refund`,
      { amount: amountPaise, speed: 'normal' },
      { 'x-refund-idempotency': idempotencyKey },
    );
    return { refundId: refund.id };
  }
}
