import type { OrderListEntry } from '@padstore/domain';

/** At most this many products under 'Buy again', so that the shop's own grid is still near the top. */
export const BUY_AGAIN_SIZE = 4;

/**
 * The products of her orders, newest order first, each once: what 'Buy again' shows. Kept apart from the
 * component, as the server's table of first views (app/first-views.ts) asks it which products to send.
 */
export function recentlyOrdered(orders: Pick<OrderListEntry, 'items'>[], size = BUY_AGAIN_SIZE): string[] {
  const ids = new Set<string>();
  for (const order of orders) for (const item of order.items) if (ids.size < size) ids.add(item._id);
  return [...ids];
}
