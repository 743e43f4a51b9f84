import { fakeCashfree, FAKE_CASHFREE_KEYS, type FakeCashfree } from './fake-cashfree.js';
import { fakeRazorpay, FAKE_RAZORPAY_KEYS, type FakeRazorpay, type SignedWebhook } from './fake-payment-gateways.js';

/** What the checkout hands her browser once she has paid, and what the browser sends to verify. */
export interface PaidAtGateway {
  paymentId: string;
  body: { orderId: string; providerOrderId: string; paymentId?: string; signature?: string };
}

/**
 * One gateway's local stand-in, as the payment tests drive it, so that each test runs alike for
 * Razorpay and Cashfree: the settings that point the store at it, her paying in its checkout, its
 * webhooks signed as the gateway signs them, and the refunds it holds.
 */
export interface GatewayDriver {
  provider: 'razorpay' | 'cashfree';
  settings: Record<string, string>;
  keyId: string;
  setMode(mode: 'answer' | 'down' | 'hang'): void;
  pay(order: { orderId: string; providerOrderId: string }, options?: { method?: 'upi' | 'card'; amountPaise?: number }): PaidAtGateway;
  paidWebhook(paymentId: string): SignedWebhook;
  refundWebhook(refundId: string): SignedWebhook;
  /** The same webhook with a signature that is not the gateway's. */
  forged(signed: SignedWebhook): SignedWebhook;
  refundsOf(paymentId: string): { id: string; amountPaise: number }[];
  /** An order made at the gateway by someone else (another shop on the account): none of this store's. */
  orderOfNobody(amountPaise: number): Promise<string>;
  close(): Promise<void>;
}

async function razorpayDriver(): Promise<GatewayDriver> {
  const gateway: FakeRazorpay = await fakeRazorpay();
  return {
    provider: 'razorpay',
    settings: { PAYMENT_PROVIDER: 'razorpay', RAZORPAY_URL: gateway.url, ...FAKE_RAZORPAY_KEYS },
    keyId: FAKE_RAZORPAY_KEYS.RAZORPAY_KEY_ID,
    setMode: (mode) => (gateway.mode = mode),
    pay({ orderId, providerOrderId }, options = {}) {
      const paid = gateway.pay(providerOrderId, { method: options.method, amount: options.amountPaise });
      return { paymentId: paid.paymentId, body: { orderId, providerOrderId, paymentId: paid.paymentId, signature: paid.signature } };
    },
    paidWebhook: (paymentId) => gateway.paidWebhook(paymentId),
    refundWebhook: (refundId) => gateway.refundWebhook(refundId),
    forged: (signed) => ({ ...signed, headers: { ...signed.headers, 'x-razorpay-signature': 'f'.repeat(64) } }),
    refundsOf: (paymentId) =>
      gateway.refunds.filter((refund) => refund.payment_id === paymentId).map((refund) => ({ id: refund.id, amountPaise: refund.amount })),
    async orderOfNobody(amountPaise) {
      const auth = Buffer.from(`${FAKE_RAZORPAY_KEYS.RAZORPAY_KEY_ID}:${FAKE_RAZORPAY_KEYS.RAZORPAY_KEY_SECRET}`).toString('base64');
      const response = await fetch(`${gateway.url}/v1/orders`, {
        method: 'POST',
        headers: { authorization: `Basic ${auth}`, 'content-type': 'application/json' },
        body: JSON.stringify({ amount: amountPaise, currency: 'INR', receipt: 'elsewhere' }),
      });
      return ((await response.json()) as { id: string }).id;
    },
    close: () => gateway.close(),
  };
}

async function cashfreeDriver(): Promise<GatewayDriver> {
  const gateway: FakeCashfree = await fakeCashfree();
  return {
    provider: 'cashfree',
    settings: { PAYMENT_PROVIDER: 'cashfree', CASHFREE_URL: gateway.url, ...FAKE_CASHFREE_KEYS },
    keyId: FAKE_CASHFREE_KEYS.CASHFREE_APP_ID,
    setMode: (mode) => (gateway.mode = mode),
    pay({ orderId, providerOrderId }, options = {}) {
      // Cashfree's checkout hands back no payment id nor signature: the browser reports the order alone.
      const { paymentId } = gateway.pay(providerOrderId, options);
      return { paymentId, body: { orderId, providerOrderId } };
    },
    paidWebhook: (paymentId) => gateway.paidWebhook(paymentId),
    refundWebhook: (refundId) => gateway.refundWebhook(refundId),
    forged: (signed) => ({ ...signed, headers: { ...signed.headers, 'x-webhook-signature': Buffer.alloc(32).toString('base64') } }),
    refundsOf: (paymentId) =>
      gateway.refunds
        .filter((refund) => refund.cf_payment_id === paymentId)
        .map((refund) => ({ id: refund.cf_refund_id, amountPaise: Math.round(refund.refund_amount * 100) })),
    async orderOfNobody(amountPaise) {
      const response = await fetch(`${gateway.url}/pg/orders`, {
        method: 'POST',
        headers: {
          'x-client-id': FAKE_CASHFREE_KEYS.CASHFREE_APP_ID,
          'x-client-secret': FAKE_CASHFREE_KEYS.CASHFREE_SECRET_KEY,
          'x-api-version': '2025-01-01',
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          order_amount: amountPaise / 100,
          order_currency: 'INR',
          customer_details: { customer_id: 'elsewhere', customer_phone: '9999999999' },
        }),
      });
      return ((await response.json()) as { order_id: string }).order_id;
    },
    close: () => gateway.close(),
  };
}

/** Each gateway the store speaks to, started on demand. */
export const GATEWAY_DRIVERS = { razorpay: razorpayDriver, cashfree: cashfreeDriver };
