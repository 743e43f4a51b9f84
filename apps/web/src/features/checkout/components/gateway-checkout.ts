import type { PaymentToMake } from '@padstore/domain';

/** What Razorpay's Standard Checkout hands back when she has paid. */
interface RazorpaySuccess {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

/**
 * What the store's check of a payment needs from the checkout: Razorpay's hands the payment's id and its
 * signature; Cashfree's hands nothing to sign, and the server reads the payment from Cashfree itself.
 */
export interface CheckoutSuccess {
  providerOrderId: string;
  paymentId?: string;
  signature?: string;
}

interface RazorpayCheckout {
  open(): void;
}
type RazorpayConstructor = new (options: {
  key: string;
  order_id: string;
  amount: number;
  currency: string;
  name: string;
  description?: string;
  handler: (response: RazorpaySuccess) => void;
  modal?: { ondismiss?: () => void };
}) => RazorpayCheckout;

/** Cashfree's checkout (its JS SDK v3): `Cashfree({mode}).checkout({paymentSessionId, redirectTarget})`. */
interface CashfreeResult {
  error?: { message?: string };
  paymentDetails?: { paymentMessage?: string };
}
type CashfreeFactory = (options: { mode: 'sandbox' | 'production' }) => {
  checkout(options: { paymentSessionId: string; redirectTarget: '_modal' }): Promise<CashfreeResult>;
};

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
    Cashfree?: CashfreeFactory;
  }
}

const loading = new Map<string, Promise<void>>();

/** Loads the gateway's checkout script once, from the address the store configures (its CSP allows it). */
function loadScript(src: string): Promise<void> {
  let load = loading.get(src);
  if (!load) {
    load = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        loading.delete(src);
        reject(new Error('The payment page could not be loaded'));
      };
      document.head.append(script);
    });
    loading.set(src, load);
  }
  return load;
}

/**
 * Opens the gateway's own checkout for the order (card and UPI details go to the gateway, never to the
 * store): answers what it hands back once she has paid, or null when she closes it without paying.
 */
export async function payInGatewayCheckout(
  checkoutUrl: string,
  payment: PaymentToMake,
  description: string,
): Promise<CheckoutSuccess | null> {
  if (payment.provider === 'cashfree') return payInCashfree(checkoutUrl, payment);
  // Loaded once per page: a second payment (she closed the first) opens the checkout already there.
  if (!window.Razorpay) await loadScript(checkoutUrl);
  const Razorpay = window.Razorpay;
  if (!Razorpay) throw new Error('The payment page could not be loaded');
  return new Promise((resolve) => {
    new Razorpay({
      key: payment.keyId,
      order_id: payment.providerOrderId,
      amount: payment.amount,
      currency: payment.currency,
      name: 'padstore',
      description,
      handler: (response) =>
        resolve({
          providerOrderId: response.razorpay_order_id,
          paymentId: response.razorpay_payment_id,
          signature: response.razorpay_signature,
        }),
      modal: { ondismiss: () => resolve(null) },
    }).open();
  });
}

/**
 * Cashfree's checkout, in a layer over the page, opened with the payment session the store made. Its
 * sandbox takes the app ids Cashfree gives for testing, which begin with TEST. Closed or refused: null.
 */
async function payInCashfree(checkoutUrl: string, payment: PaymentToMake): Promise<CheckoutSuccess | null> {
  if (!payment.sessionId) throw new Error('The payment page could not be loaded');
  if (!window.Cashfree) await loadScript(checkoutUrl);
  const Cashfree = window.Cashfree;
  if (!Cashfree) throw new Error('The payment page could not be loaded');
  const mode = payment.keyId.startsWith('TEST') ? 'sandbox' : 'production';
  const result = await Cashfree({ mode }).checkout({ paymentSessionId: payment.sessionId, redirectTarget: '_modal' });
  return result.paymentDetails && !result.error ? { providerOrderId: payment.providerOrderId } : null;
}
