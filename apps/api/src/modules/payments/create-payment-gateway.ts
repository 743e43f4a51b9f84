import type { PaymentsConfig } from '../../config.js';
import type { PaymentGateway } from './payment-gateway.js';
import { RazorpayGateway } from './razorpay-gateway.js';

/** The gateway the settings choose, or none: every order is then paid on delivery. */
export function createPaymentGateway(config: PaymentsConfig): PaymentGateway | undefined {
  if (config.provider === 'razorpay' && config.razorpay) return new RazorpayGateway(config.razorpay);
  return undefined;
}
