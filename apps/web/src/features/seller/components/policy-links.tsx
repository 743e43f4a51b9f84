import { Link } from 'react-router';
import { PAYMENT_MESSAGES } from '@padstore/domain/messages';
import { msg, useT } from '../../../lib/i18n';

export const POLICY_LINKS = [
  ['/returns-policy', msg('Returns, Refunds and Cancellation')],
  ['/shipping-policy', msg('Shipping and Delivery')],
] as const;

/** The policies shown before purchase (checkout), as the E-Commerce Rules ask. */
export function CheckoutPolicies() {
  const t = useT();
  return (
    <p className="text-xs text-gray-600">
      {t.rich('{payOnDelivery}. Before you place the order, read our {returns} and {shipping} policies.', {
        payOnDelivery: t(PAYMENT_MESSAGES.payOnDelivery),
        returns: (
          <Link to="/returns-policy" className="font-semibold text-brand-700 underline">
            {t('Returns, Refunds and Cancellation')}
          </Link>
        ),
        shipping: (
          <Link to="/shipping-policy" className="font-semibold text-brand-700 underline">
            {t('Shipping and Delivery')}
          </Link>
        ),
      })}
    </p>
  );
}
