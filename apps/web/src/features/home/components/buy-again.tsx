import type { OrderListEntry } from '@padstore/domain';
import { useT } from '../../../lib/i18n';
import { useToken } from '../../../lib/session';
import { ProductsById } from '../../catalog';
import { useOrders } from '../../orders';

/** At most this many products under 'Buy again', so that the shop's own grid is still near the top. */
export const BUY_AGAIN_SIZE = 4;

/** The products of her orders, newest order first, each once. */
export function recentlyOrdered(orders: Pick<OrderListEntry, 'items'>[], size = BUY_AGAIN_SIZE): string[] {
  const ids = new Set<string>();
  for (const order of orders) for (const item of order.items) if (ids.size < size) ids.add(item._id);
  return [...ids];
}

/** 'Buy again' at the top of a signed-in customer's home page: what she ordered most recently, each with its stepper. */
export function BuyAgain() {
  const t = useT();
  const token = useToken();
  const orders = useOrders(Boolean(token));
  const ids = recentlyOrdered(orders.data ?? []);
  if (!token || ids.length === 0) return null;
  return (
    <section aria-labelledby="buy-again-heading" className="mx-auto max-w-6xl px-4 pt-4 sm:px-6 sm:pt-6">
      <h2 id="buy-again-heading" className="mb-3 text-lg font-bold text-gray-900 sm:text-2xl">
        {t('Buy again')}
      </h2>
      <ProductsById ids={ids} />
    </section>
  );
}
