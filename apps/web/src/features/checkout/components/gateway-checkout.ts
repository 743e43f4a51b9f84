import type { PaymentToMake } from '@padstore/domain';

/** What Razorpay's Standard Checkout hands back when she has paid. */
export interface CheckoutSuccess {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
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
  handler: (response: CheckoutSuccess) => void;
  modal?: { ondismiss?: () => void };
}) => RazorpayCheckout;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
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
      handler: (response) => resolve(response),
      modal: { ondismiss: () => resolve(null) },
    }).open();
  });
}
