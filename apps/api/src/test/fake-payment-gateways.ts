import { randomBytes, randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { razorpaySignature } from '../modules/payments/razorpay-gateway.js';
import { startStandIn } from './stand-in-server.js';

/** The keys the stand-in holds as the shop's; the tests configure the store with the same. */
export const FAKE_RAZORPAY_KEYS = {
  RAZORPAY_KEY_ID: 'rzp_test_padstore01',
  RAZORPAY_KEY_SECRET: 'razorpay-key-secret',
  RAZORPAY_WEBHOOK_SECRET: 'razorpay-webhook-secret',
};

interface RazorpayOrder {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: object;
  created_at: number;
}

interface RazorpayPayment {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: 'captured';
  order_id: string;
  method: 'upi' | 'card';
  amount_refunded: number;
  refund_status: null | 'full';
  captured: true;
  created_at: number;
}

interface RazorpayRefund {
  id: string;
  entity: 'refund';
  amount: number;
  currency: string;
  payment_id: string;
  status: 'pending' | 'processed';
  speed_requested: string;
  created_at: number;
}

export interface SignedWebhook {
  body: string;
  headers: Record<string, string>;
}

export interface FakeRazorpay {
  url: string;
  /** 'answer' as Razorpay does; 'down' answers 503 to everything; 'hang' never answers. */
  mode: 'answer' | 'down' | 'hang';
  orders: Map<string, RazorpayOrder>;
  payments: Map<string, RazorpayPayment>;
  refunds: RazorpayRefund[];
  /** Every request, for tests that look at what the store sent. */
  requests: { method: string; path: string; headers: IncomingHttpHeaders; body: string }[];
  /** She pays the gateway's order in its checkout: the payment is captured, and the checkout hands back its id and signature. */
  pay(orderId: string, options?: { method?: 'upi' | 'card'; amount?: number }): { paymentId: string; signature: string };
  /** A webhook as Razorpay sends it, signed with the webhook secret, with its event id. */
  paidWebhook(paymentId: string, eventId?: string): SignedWebhook;
  refundWebhook(refundId: string, eventId?: string): SignedWebhook;
  close(): Promise<void>;
}

const now = () => Math.floor(Date.now() / 1000);
const razorpayId = (prefix: string) => `${prefix}_${randomBytes(7).toString('hex').slice(0, 14)}`;
const error = (status: number, description: string, field?: string) => ({
  status,
  value: {
    error: { code: 'BAD_REQUEST_ERROR', description, source: 'NA', step: 'NA', reason: 'NA', metadata: {}, ...(field ? { field } : {}) },
  },
});

/**
 * A stand-in for Razorpay's API as documented, on a local port: `POST /v1/orders` (amount in paise, at
 * least 100), `GET /v1/orders/{id}/payments`, `GET /v1/payments/{id}`, `POST /v1/payments/{id}/refund` honouring `X-Refund-Idempotency`
 * (the same key answers the same refund; a payment refunded in full refuses another), all behind Basic
 * auth with the key id and secret; and the checkout's and webhooks' signatures made as Razorpay makes them.
 */
export async function fakeRazorpay(keys = FAKE_RAZORPAY_KEYS): Promise<FakeRazorpay> {
  const refundsByKey = new Map<string, RazorpayRefund>();
  const expectedAuth = `Basic ${Buffer.from(`${keys.RAZORPAY_KEY_ID}:${keys.RAZORPAY_KEY_SECRET}`).toString('base64')}`;

  function answer(method: string, path: string, headers: IncomingHttpHeaders, body: string): { status: number; value: object } {
    if (headers.authorization !== expectedAuth) {
      return { status: 401, value: { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } } };
    }
    const parsed = body ? (JSON.parse(body) as Record<string, unknown>) : {};
    if (method === 'POST' && path === '/v1/orders') {
      const amount = parsed.amount;
      if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100)
        return error(400, 'The amount must be atleast INR 1.00', 'amount');
      const order: RazorpayOrder = {
        id: razorpayId('order'),
        entity: 'order',
        amount,
        amount_paid: 0,
        amount_due: amount,
        currency: typeof parsed.currency === 'string' ? parsed.currency : 'INR',
        receipt: typeof parsed.receipt === 'string' ? parsed.receipt : null,
        status: 'created',
        attempts: 0,
        notes: [],
        created_at: now(),
      };
      fake.orders.set(order.id, order);
      return { status: 200, value: order };
    }
    const ofOrder = /^\/v1\/orders\/([^/]+)\/payments$/.exec(path);
    if (method === 'GET' && ofOrder) {
      const orderId = decodeURIComponent(ofOrder[1]!);
      if (!fake.orders.has(orderId)) return error(400, 'The id provided does not exist', 'id');
      const items = [...fake.payments.values()].filter((entry) => entry.order_id === orderId);
      return { status: 200, value: { entity: 'collection', count: items.length, items } };
    }
    const payment = /^\/v1\/payments\/([^/]+)$/.exec(path);
    if (method === 'GET' && payment) {
      const found = fake.payments.get(decodeURIComponent(payment[1]!));
      return found ? { status: 200, value: found } : error(400, 'The id provided does not exist', 'id');
    }
    const refund = /^\/v1\/payments\/([^/]+)\/refund$/.exec(path);
    if (method === 'POST' && refund) {
      const paid = fake.payments.get(decodeURIComponent(refund[1]!));
      if (!paid) return error(400, 'The id provided does not exist', 'id');
      const key = headers['x-refund-idempotency'];
      const known = typeof key === 'string' ? refundsByKey.get(key) : undefined;
      if (known) return { status: 200, value: known };
      const amount = typeof parsed.amount === 'number' ? parsed.amount : paid.amount - paid.amount_refunded;
      if (paid.amount_refunded + amount > paid.amount) return error(400, 'The payment has been fully refunded already');
      const made: RazorpayRefund = {
        id: razorpayId('rfnd'),
        entity: 'refund',
        amount,
        currency: paid.currency,
        payment_id: paid.id,
        status: 'pending',
        speed_requested: typeof parsed.speed === 'string' ? parsed.speed : 'normal',
        created_at: now(),
      };
      paid.amount_refunded += amount;
      if (paid.amount_refunded === paid.amount) paid.refund_status = 'full';
      fake.refunds.push(made);
      if (typeof key === 'string') refundsByKey.set(key, made);
      return { status: 200, value: made };
    }
    return { status: 404, value: { error: { code: 'BAD_REQUEST_ERROR', description: 'The requested URL was not found on the server.' } } };
  }

  const signed = (value: object, eventId: string): SignedWebhook => {
    const body = JSON.stringify(value);
    return {
      body,
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': razorpaySignature(keys.RAZORPAY_WEBHOOK_SECRET, body),
        'x-razorpay-event-id': eventId,
      },
    };
  };

  const fake: FakeRazorpay = {
    url: '',
    mode: 'answer',
    orders: new Map(),
    payments: new Map(),
    refunds: [],
    requests: [],
    pay(orderId, options = {}) {
      const order = fake.orders.get(orderId);
      if (!order) throw new Error(`no Razorpay order ${orderId}`);
      const paid: RazorpayPayment = {
        id: razorpayId('pay'),
        entity: 'payment',
        amount: options.amount ?? order.amount,
        currency: order.currency,
        status: 'captured',
        order_id: orderId,
        method: options.method ?? 'upi',
        amount_refunded: 0,
        refund_status: null,
        captured: true,
        created_at: now(),
      };
      fake.payments.set(paid.id, paid);
      order.status = 'paid';
      order.amount_paid = paid.amount;
      order.amount_due = 0;
      return { paymentId: paid.id, signature: razorpaySignature(keys.RAZORPAY_KEY_SECRET, `${orderId}|${paid.id}`) };
    },
    paidWebhook(paymentId, eventId = `evt_${randomUUID()}`) {
      const payment = fake.payments.get(paymentId);
      if (!payment) throw new Error(`no Razorpay payment ${paymentId}`);
      return signed(
        {
          entity: 'event',
          account_id: 'acc_padstore',
          event: 'payment.captured',
          contains: ['payment'],
          payload: { payment: { entity: payment } },
          created_at: now(),
        },
        eventId,
      );
    },
    refundWebhook(refundId, eventId = `evt_${randomUUID()}`) {
      const refund = fake.refunds.find((entry) => entry.id === refundId);
      if (!refund) throw new Error(`no Razorpay refund ${refundId}`);
      refund.status = 'processed';
      const payment = fake.payments.get(refund.payment_id);
      return signed(
        {
          entity: 'event',
          account_id: 'acc_padstore',
          event: 'refund.processed',
          contains: ['refund', 'payment'],
          payload: { refund: { entity: refund }, payment: { entity: payment } },
          created_at: now(),
        },
        eventId,
      );
    },
    close: async () => undefined,
  };

  const server = await startStandIn(({ method, path, headers, body }, response) => {
    fake.requests.push({ method, path, headers, body });
    if (fake.mode === 'hang') return;
    const { status, value } =
      fake.mode === 'down'
        ? { status: 503, value: { error: { code: 'SERVER_ERROR', description: 'Service unavailable' } } }
        : answer(method, path, headers, body);
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
  });
  fake.url = server.url;
  fake.close = server.close;
  return fake;
}

export { fakeCashfree, FAKE_CASHFREE_KEYS, type FakeCashfree, type SignedCashfreeWebhook } from './fake-cashfree.js';
