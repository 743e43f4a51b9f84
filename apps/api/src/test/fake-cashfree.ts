import { randomBytes, randomInt } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { cashfreeSignature } from '../modules/payments/cashfree-gateway.js';
import { startStandIn } from './stand-in-server.js';

/** The keys the stand-in holds as the shop's; the tests configure the store with the same. */
export const FAKE_CASHFREE_KEYS = {
  CASHFREE_APP_ID: 'TEST1000padstore',
  CASHFREE_SECRET_KEY: 'cfsk_ma_test_padstore',
};

interface CashfreeOrder {
  cf_order_id: string;
  order_id: string;
  entity: 'order';
  order_currency: string;
  order_amount: number;
  order_status: 'ACTIVE' | 'PAID';
  payment_session_id: string;
  order_note: string | null;
  created_at: string;
  customer_details: { customer_id: string; customer_phone: string };
}

interface CashfreePayment {
  cf_payment_id: string;
  order_id: string;
  entity: 'payment';
  is_captured: boolean;
  order_amount: number;
  payment_group: 'upi' | 'credit_card';
  payment_currency: string;
  payment_amount: number;
  payment_time: string;
  payment_status: 'SUCCESS' | 'FAILED';
  payment_message: string;
  bank_reference: string;
  payment_method: object;
}

interface CashfreeRefund {
  cf_payment_id: string;
  cf_refund_id: string;
  order_id: string;
  refund_id: string;
  entity: 'refund';
  refund_amount: number;
  refund_currency: string;
  refund_note: string | null;
  refund_status: 'PENDING' | 'SUCCESS';
  refund_type: 'MERCHANT_INITIATED';
  refund_speed: { requested: string };
  created_at: string;
  processed_at: string | null;
}

export interface SignedCashfreeWebhook {
  body: string;
  headers: Record<string, string>;
}

export interface FakeCashfree {
  url: string;
  /** 'answer' as Cashfree does; 'down' answers 503 to everything; 'hang' never answers. */
  mode: 'answer' | 'down' | 'hang';
  orders: Map<string, CashfreeOrder>;
  payments: CashfreePayment[];
  refunds: CashfreeRefund[];
  requests: { method: string; path: string; headers: IncomingHttpHeaders; body: string }[];
  /** She pays the order in Cashfree's checkout (by UPI unless told); the checkout hands her browser nothing but the order. */
  pay(orderId: string, options?: { method?: 'upi' | 'card'; amountPaise?: number }): { paymentId: string };
  /** An attempt that failed (her bank said no): the order is still to be paid. */
  fail(orderId: string): { paymentId: string };
  /** A webhook as Cashfree sends it: amounts with two decimals in the raw body, signed over timestamp + body. */
  paidWebhook(paymentId: string): SignedCashfreeWebhook;
  refundWebhook(cfRefundId: string): SignedCashfreeWebhook;
  close(): Promise<void>;
}

const iso = () => new Date().toISOString().replace('Z', '+00:00');
const digits = () => String(randomInt(1_000_000_000, 9_999_999_999));
const error = (status: number, message: string, code: string, type = 'invalid_request_error') => ({
  status,
  value: { message, code, type },
});
/** Cashfree writes rupees with two decimals (170.00), which JSON.stringify would shorten: marked, then written as Cashfree does. */
const rupees = (paise: number) => `__rupees:${(paise / 100).toFixed(2)}`;
const cashfreeJson = (value: object) => JSON.stringify(value).replace(/"__rupees:([0-9.]+)"/g, '$1');
const paiseOf = (amount: number) => Math.round(amount * 100);

/**
 * A stand-in for Cashfree PG's API as documented, on a local port: `POST /pg/orders` (answering a
 * `payment_session_id`; an `order_id` taken answers 409 `order_already_exists`), `GET /pg/orders/{id}`,
 * `GET /pg/orders/{id}/payments`, `POST /pg/orders/{id}/refunds` (the same `x-idempotency-key` answers
 * the same refund, a `refund_id` taken answers 409, more than was paid is refused) and
 * `GET /pg/orders/{id}/refunds/{refund_id}`, all behind `x-client-id`, `x-client-secret` and
 * `x-api-version`; webhooks signed with base64 HMAC-SHA256 of `x-webhook-timestamp` + raw body.
 */
export async function fakeCashfree(keys = FAKE_CASHFREE_KEYS): Promise<FakeCashfree> {
  const refundsByKey = new Map<string, CashfreeRefund>();

  function answer(method: string, path: string, headers: IncomingHttpHeaders, body: string): { status: number; value: object } {
    if (headers['x-client-id'] !== keys.CASHFREE_APP_ID || headers['x-client-secret'] !== keys.CASHFREE_SECRET_KEY)
      return error(401, 'authentication Failed', 'request_failed', 'authentication_error');
    if (!headers['x-api-version']) return error(400, 'x-api-version : is missing in the request', 'request_failed');
    let parsed: Record<string, unknown> = {};
    try {
      parsed = body ? (JSON.parse(body) as Record<string, unknown>) : {};
    } catch {
      return error(400, 'invalid json', 'request_invalid');
    }
    if (method === 'POST' && path === '/pg/orders') return createOrder(parsed);
    const order = /^\/pg\/orders\/([^/]+)(\/payments|\/refunds(?:\/([^/]+))?)?$/.exec(path);
    const found = order ? fake.orders.get(decodeURIComponent(order[1]!)) : undefined;
    if (!order) return error(404, 'bad URL, please check API documentation', 'request_failed');
    if (!found) return error(404, 'order not found', 'order_not_found');
    if (method === 'GET' && !order[2]) return { status: 200, value: found };
    if (method === 'GET' && order[2] === '/payments')
      return { status: 200, value: fake.payments.filter((payment) => payment.order_id === found.order_id) };
    if (method === 'GET' && order[3]) {
      const refund = fake.refunds.find((entry) => entry.order_id === found.order_id && entry.refund_id === decodeURIComponent(order[3]!));
      return refund ? { status: 200, value: refund } : error(404, 'refund not found', 'refund_not_found');
    }
    if (method === 'POST' && order[2] === '/refunds') return refund(found, parsed, headers['x-idempotency-key']);
    return error(404, 'bad URL, please check API documentation', 'request_failed');
  }

  function createOrder(parsed: Record<string, unknown>) {
    const amount = parsed.order_amount;
    if (typeof amount !== 'number' || amount < 1) return error(400, 'order_amount : must be at least 1', 'order_amount_invalid');
    const customer = parsed.customer_details as Record<string, unknown> | undefined;
    if (typeof customer?.customer_id !== 'string' || typeof customer.customer_phone !== 'string')
      return error(400, 'customer_details.customer_phone : is missing in the request', 'customer_details_missing');
    const orderId = typeof parsed.order_id === 'string' ? parsed.order_id : `order_${randomBytes(12).toString('hex')}`;
    if (fake.orders.has(orderId)) return error(409, 'order with same id is already present', 'order_already_exists');
    const made: CashfreeOrder = {
      cf_order_id: digits(),
      order_id: orderId,
      entity: 'order',
      order_currency: typeof parsed.order_currency === 'string' ? parsed.order_currency : 'INR',
      order_amount: amount,
      order_status: 'ACTIVE',
      payment_session_id: `session_${randomBytes(24).toString('base64url')}`,
      order_note: typeof parsed.order_note === 'string' ? parsed.order_note : null,
      created_at: iso(),
      customer_details: { customer_id: customer.customer_id, customer_phone: customer.customer_phone },
    };
    fake.orders.set(orderId, made);
    return { status: 200, value: made };
  }

  function refund(order: CashfreeOrder, parsed: Record<string, unknown>, key: string | string[] | undefined) {
    const known = typeof key === 'string' ? refundsByKey.get(key) : undefined;
    if (known) return { status: 200, value: known };
    const paid = fake.payments.find((payment) => payment.order_id === order.order_id && payment.payment_status === 'SUCCESS');
    if (!paid) return error(400, 'refund can be initiated only on a paid order', 'order_not_paid');
    const refundId = parsed.refund_id;
    if (typeof refundId !== 'string' || !refundId) return error(400, 'refund_id : is missing in the request', 'refund_id_missing');
    if (refundId.length > 40) return error(400, 'refund_id : should be less than or equal to 40 characters', 'refund_id_invalid');
    if (fake.refunds.some((entry) => entry.order_id === order.order_id && entry.refund_id === refundId))
      return error(409, 'refund with this refund_id already exists', 'refund_already_exists');
    const amount = typeof parsed.refund_amount === 'number' ? paiseOf(parsed.refund_amount) : paiseOf(paid.payment_amount);
    const refunded = fake.refunds
      .filter((entry) => entry.order_id === order.order_id)
      .reduce((sum, entry) => sum + paiseOf(entry.refund_amount), 0);
    if (refunded + amount > paiseOf(paid.payment_amount))
      return error(400, 'refund amount is greater than the amount paid', 'refund_amount_invalid');
    const made: CashfreeRefund = {
      cf_payment_id: paid.cf_payment_id,
      cf_refund_id: digits(),
      order_id: order.order_id,
      refund_id: refundId,
      entity: 'refund',
      refund_amount: amount / 100,
      refund_currency: order.order_currency,
      refund_note: typeof parsed.refund_note === 'string' ? parsed.refund_note : null,
      refund_status: 'PENDING',
      refund_type: 'MERCHANT_INITIATED',
      refund_speed: { requested: typeof parsed.refund_speed === 'string' ? parsed.refund_speed : 'STANDARD' },
      created_at: iso(),
      processed_at: null,
    };
    fake.refunds.push(made);
    if (typeof key === 'string') refundsByKey.set(key, made);
    return { status: 200, value: made };
  }

  const signed = (value: object): SignedCashfreeWebhook => {
    const body = cashfreeJson(value);
    const timestamp = String(Date.now());
    return {
      body,
      headers: {
        'content-type': 'application/json',
        'x-webhook-signature': cashfreeSignature(keys.CASHFREE_SECRET_KEY, timestamp, body),
        'x-webhook-timestamp': timestamp,
        'x-webhook-version': '2025-01-01',
        'x-webhook-attempt': '1',
        'x-idempotency-key': randomBytes(32).toString('base64'),
      },
    };
  };

  const attempt = (orderId: string, status: 'SUCCESS' | 'FAILED', method: 'upi' | 'card', amountPaise?: number) => {
    const order = fake.orders.get(orderId);
    if (!order) throw new Error(`no Cashfree order ${orderId}`);
    const payment: CashfreePayment = {
      cf_payment_id: digits(),
      order_id: orderId,
      entity: 'payment',
      is_captured: status === 'SUCCESS',
      order_amount: order.order_amount,
      payment_group: method === 'card' ? 'credit_card' : 'upi',
      payment_currency: order.order_currency,
      payment_amount: (amountPaise ?? paiseOf(order.order_amount)) / 100,
      payment_time: iso(),
      payment_status: status,
      payment_message: status === 'SUCCESS' ? '00::Transaction success' : 'Insufficient funds',
      bank_reference: digits(),
      payment_method:
        method === 'card' ? { card: { card_number: '470613XXXXXX2123', card_network: 'visa' } } : { upi: { upi_id: 'asha@okaxis' } },
    };
    fake.payments.push(payment);
    if (status === 'SUCCESS') order.order_status = 'PAID';
    return { paymentId: payment.cf_payment_id };
  };

  const fake: FakeCashfree = {
    url: '',
    mode: 'answer',
    orders: new Map(),
    payments: [],
    refunds: [],
    requests: [],
    pay: (orderId, options = {}) => attempt(orderId, 'SUCCESS', options.method ?? 'upi', options.amountPaise),
    fail: (orderId) => attempt(orderId, 'FAILED', 'upi'),
    paidWebhook(paymentId) {
      const payment = fake.payments.find((entry) => entry.cf_payment_id === paymentId);
      if (!payment) throw new Error(`no Cashfree payment ${paymentId}`);
      const order = fake.orders.get(payment.order_id)!;
      return signed({
        data: {
          order: {
            order_id: order.order_id,
            order_amount: rupees(paiseOf(order.order_amount)),
            order_currency: order.order_currency,
            order_tags: null,
          },
          payment: {
            cf_payment_id: payment.cf_payment_id,
            payment_status: payment.payment_status,
            payment_amount: rupees(paiseOf(payment.payment_amount)),
            payment_currency: payment.payment_currency,
            payment_message: payment.payment_message,
            payment_time: payment.payment_time,
            bank_reference: payment.bank_reference,
            auth_id: null,
            payment_method: payment.payment_method,
            payment_group: payment.payment_group,
          },
          customer_details: {
            customer_name: null,
            customer_id: order.customer_details.customer_id,
            customer_email: null,
            customer_phone: order.customer_details.customer_phone,
          },
          payment_gateway_details: {
            gateway_name: 'CASHFREE',
            gateway_order_id: order.cf_order_id,
            gateway_payment_id: payment.cf_payment_id,
          },
        },
        event_time: iso(),
        type: payment.payment_status === 'SUCCESS' ? 'PAYMENT_SUCCESS_WEBHOOK' : 'PAYMENT_FAILED_WEBHOOK',
      });
    },
    refundWebhook(cfRefundId) {
      const refund = fake.refunds.find((entry) => entry.cf_refund_id === cfRefundId);
      if (!refund) throw new Error(`no Cashfree refund ${cfRefundId}`);
      refund.refund_status = 'SUCCESS';
      refund.processed_at = iso();
      return signed({
        data: {
          refund: {
            ...refund,
            refund_amount: rupees(paiseOf(refund.refund_amount)),
            refund_arn: digits(),
            refund_charge: 0,
            status_description: 'Refund processed successfully',
          },
        },
        event_time: iso(),
        type: 'REFUND_STATUS_WEBHOOK',
      });
    },
    close: async () => undefined,
  };

  const server = await startStandIn(({ method, path, headers, body }, response) => {
    fake.requests.push({ method, path, headers, body });
    if (fake.mode === 'hang') return;
    const { status, value } =
      fake.mode === 'down' ? error(503, 'service unavailable', 'service_unavailable', 'api_error') : answer(method, path, headers, body);
    response.writeHead(status, { 'content-type': 'application/json' }).end(cashfreeJson(value));
  });
  fake.url = server.url;
  fake.close = server.close;
  return fake;
}
