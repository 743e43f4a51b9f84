import { Link } from 'react-router';
import { PAYMENT_MESSAGES } from '@padstore/domain/messages';

export const POLICY_LINKS = [
  ['/returns-policy', 'Returns, Refunds and Cancellation'],
  ['/shipping-policy', 'Shipping and Delivery'],
] as const;

/** The policies shown before purchase (checkout), as the E-Commerce Rules ask. */
export function CheckoutPolicies() {
  return (
    <p className="text-xs text-gray-600">
      {PAYMENT_MESSAGES.payOnDelivery}. Before you place the order, read our{' '}
      <Link to="/returns-policy" className="font-semibold text-brand-700 underline">
        Returns, Refunds and Cancellation
      </Link>{' '}
      and{' '}
      <Link to="/shipping-policy" className="font-semibold text-brand-700 underline">
        Shipping and Delivery
      </Link>{' '}
      policies.
    </p>
  );
}
