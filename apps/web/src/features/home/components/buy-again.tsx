import { useT } from '../../../lib/i18n';
import { ProductsById } from '../../catalog';
import { useOrders } from '../../orders';
import { recentlyOrdered } from './recently-ordered';

export { BUY_AGAIN_SIZE, recentlyOrdered } from './recently-ordered';

/**
 * 'Buy again' at the top of a signed-in customer's home page: what she ordered most recently, each with its
 * stepper. Its page shows it only to her: in a tab she signed in, or on a first screen the server drew with
 * her orders (her session cookie), which the app takes over as it is.
 */
export function BuyAgain() {
  const t = useT();
  const orders = useOrders();
  const ids = recentlyOrdered(orders.data ?? []);
  if (ids.length === 0) return null;
  return (
    <section aria-labelledby="buy-again-heading" className="mx-auto max-w-6xl px-4 pt-4 sm:px-6 sm:pt-6">
      <h2 id="buy-again-heading" className="mb-3 text-lg font-bold text-gray-900 sm:text-2xl">
        {t('Buy again')}
      </h2>
      <ProductsById ids={ids} />
    </section>
  );
}
