import type { PaymentsConfig } from '../../config.js';
import { CashfreeGateway } from './cashfree-gateway.js';
import type { PaymentGateway } from './payment-gateway.js';
import { RazorpayGateway } from './razorpay-gateway.js';

/** The gateway the settings choose, or none: every order is then paid on delivery. */
export function createPaymentGateway(config: PaymentsConfig): PaymentGateway | undefined {
  if (config.provider === 'razorpay' && config.razorpay) return new RazorpayGateway(config.razorpay);
  if (config.provider === 'cashfree' && config.cashfree) return new CashfreeGateway(config.cashfree);
  return undefined;
}
