import { createHmac } from 'node:crypto';
import { FAKE_RAZORPAY_KEYS, type FakeRazorpay, type SignedWebhook } from './fake-payment-gateways.js';
import { startStandIn } from './stand-in-server.js';

/**
 * A stand-in of Razorpay's Standard Checkout, on a local port of its own (as checkout.razorpay.com is
 * apart from api.razorpay.com), for the browser journeys:
 *
 * - `GET /v1/checkout.js` defines `window.Razorpay`: `new Razorpay(options).open()` opens the gateway's
 *   page in a frame over the store's page; once she pays it calls `options.handler({razorpay_payment_id,
 *   razorpay_order_id, razorpay_signature})`, and if she closes it, `options.modal.ondismiss()`.
 * - `GET /v1/checkout/public` is that page: the amount, 'Pay by UPI', 'Pay by card', 'Cancel'. Her
 *   choice is taken by the gateway (`POST /v1/checkout/pay`), never by the store.
 * - The payment is made in the stand-in of Razorpay's API (`FakeRazorpay.pay`, captured), and the
 *   signature computed as Razorpay documents it: HMAC-SHA256 of `order_id|payment_id` with the key secret.
 * - Webhooks, as Razorpay sends them: `payment.captured` once she has paid (when `webhookUrl` is set),
 *   and `refund.processed` when a journey says the bank has paid the refund back (`sendRefundWebhook`).
 */
export interface FakeRazorpayCheckout {
  /** The script's address: the store's RAZORPAY_CHECKOUT_URL (its CSP allows this origin only). */
  scriptUrl: string;
  /** Where the webhooks go: the store's `/api/payments/webhooks/razorpay`, set once the store runs. */
  webhookUrl: string | null;
  /** Sends the gateway's `refund.processed` for the refund of this payment; answers the store's status code. */
  sendRefundWebhook(paymentId: string): Promise<number>;
  close(): Promise<void>;
}

/** The frame's page: what the gateway shows her, with its own script (the store's CSP does not reach into it). */
function checkoutPage(): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Razorpay Checkout (stand-in)</title>
<style>
body{margin:0;font:16px system-ui,sans-serif;background:#fff;color:#111}
main{padding:20px;max-width:420px;margin:auto}
h1{font-size:18px;margin:0 0 4px}
.amount{font-size:28px;font-weight:800;margin:12px 0}
button{display:block;width:100%;min-height:48px;margin:10px 0;border-radius:10px;border:0;font-size:17px;font-weight:700;cursor:pointer}
.pay{background:#0b3d91;color:#fff}.cancel{background:#eee;color:#111}
small{color:#555}
</style></head>
<body><main>
<h1>Razorpay (stand-in)</h1><small id="merchant"></small>
<p class="amount" id="amount"></p><small id="order"></small>
<button class="pay" data-method="upi">Pay by UPI</button>
<button class="pay" data-method="card">Pay by card</button>
<button class="cancel" id="cancel">Cancel</button>
<p id="error" role="alert"></p>
</main>
<script>
const query = new URLSearchParams(location.search);
const parentOrigin = query.get('origin');
const tell = (message) => parent.postMessage(message, parentOrigin);
document.getElementById('merchant').textContent = query.get('name') + ' · ' + query.get('description');
document.getElementById('amount').textContent = '₹' + (Number(query.get('amount')) / 100).toLocaleString('en-IN');
document.getElementById('order').textContent = query.get('order_id');
for (const button of document.querySelectorAll('button.pay')) {
  button.addEventListener('click', async () => {
    const answer = await fetch('/v1/checkout/pay', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ key_id: query.get('key_id'), order_id: query.get('order_id'), method: button.dataset.method }),
    });
    if (!answer.ok) { document.getElementById('error').textContent = 'Payment failed'; return; }
    tell({ razorpayStandIn: 'paid', response: await answer.json() });
  });
}
document.getElementById('cancel').addEventListener('click', () => tell({ razorpayStandIn: 'dismissed' }));
</script></body></html>`;
}

/** The script the store's page loads, as checkout.js does: `window.Razorpay`, opened over the page in a frame. */
function checkoutScript(origin: string): string {
  return `(function () {
  var ORIGIN = ${JSON.stringify(origin)};
  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    if (!options || !options.key || !options.order_id) throw new Error('Razorpay: key and order_id are required');
    this.options = options;
    this.listeners = {};
  }
  Razorpay.prototype.on = function (event, callback) { this.listeners[event] = callback; };
  Razorpay.prototype.open = function () {
    var options = this.options;
    var frame = document.createElement('iframe');
    var query = new URLSearchParams({
      key_id: options.key, order_id: options.order_id, amount: String(options.amount || ''), currency: options.currency || 'INR',
      name: options.name || '', description: options.description || '', origin: location.origin
    });
    frame.src = ORIGIN + '/v1/checkout/public?' + query.toString();
    frame.title = 'Razorpay Checkout';
    frame.style.cssText = 'position:fixed;inset:0;width:100%;height:100%;border:0;z-index:2147483647;background:rgba(0,0,0,.6)';
    function listen(event) {
      if (event.origin !== ORIGIN || event.source !== frame.contentWindow || !event.data) return;
      window.removeEventListener('message', listen);
      frame.remove();
      if (event.data.razorpayStandIn === 'paid') options.handler(event.data.response);
      else if (options.modal && options.modal.ondismiss) options.modal.ondismiss();
    }
    window.addEventListener('message', listen);
    document.body.appendChild(frame);
  };
  window.Razorpay = Razorpay;
})();
`;
}

/** Signs a payment as Razorpay documents it for the checkout's answer. */
const paymentSignature = (secret: string, orderId: string, paymentId: string) =>
  createHmac('sha256', secret).update(`${orderId}|${paymentId}`).digest('hex');

export async function fakeRazorpayCheckout(api: FakeRazorpay, keys = FAKE_RAZORPAY_KEYS): Promise<FakeRazorpayCheckout> {
  const send = async (signed: SignedWebhook): Promise<number> => {
    if (!checkout.webhookUrl) return 0;
    const answer = await fetch(checkout.webhookUrl, { method: 'POST', headers: signed.headers, body: signed.body });
    return answer.status;
  };
  const server = await startStandIn(({ method, path, body }, response) => {
    if (method === 'GET' && path === '/v1/checkout.js') {
      response.writeHead(200, { 'content-type': 'application/javascript; charset=utf-8' }).end(checkoutScript(origin));
      return;
    }
    if (method === 'GET' && path === '/v1/checkout/public') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(checkoutPage());
      return;
    }
    if (method === 'POST' && path === '/v1/checkout/pay') {
      const asked = JSON.parse(body || '{}') as { key_id?: string; order_id?: string; method?: 'upi' | 'card' };
      if (asked.key_id !== keys.RAZORPAY_KEY_ID || !asked.order_id || !api.orders.has(asked.order_id)) {
        response.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { code: 'BAD_REQUEST_ERROR' } }));
        return;
      }
      const { paymentId } = api.pay(asked.order_id, { method: asked.method === 'card' ? 'card' : 'upi' });
      response.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          razorpay_payment_id: paymentId,
          razorpay_order_id: asked.order_id,
          razorpay_signature: paymentSignature(keys.RAZORPAY_KEY_SECRET, asked.order_id, paymentId),
        }),
      );
      // Razorpay tells the store too, whether or not her browser gets back to it.
      void send(api.paidWebhook(paymentId)).catch(() => undefined);
      return;
    }
    response.writeHead(404).end();
  });
  const origin = server.url;
  const checkout: FakeRazorpayCheckout = {
    scriptUrl: `${origin}/v1/checkout.js`,
    webhookUrl: null,
    async sendRefundWebhook(paymentId) {
      const refund = api.refunds.find((entry) => entry.payment_id === paymentId);
      if (!refund) throw new Error(`no refund of ${paymentId}`);
      return send(api.refundWebhook(refund.id));
    },
    close: server.close,
  };
  return checkout;
}
