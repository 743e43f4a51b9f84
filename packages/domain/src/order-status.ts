export const ORDER_STATUSES = ['placed', 'confirmed', 'packed', 'out_for_delivery', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  placed: 'Placed',
  confirmed: 'Confirmed',
  packed: 'Packed',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

const NEXT: Record<OrderStatus, OrderStatus | null> = {
  placed: 'confirmed',
  confirmed: 'packed',
  packed: 'out_for_delivery',
  out_for_delivery: 'delivered',
  delivered: null,
  cancelled: null,
};

/** An order can be cancelled until it is out for delivery. */
export const CANCELLABLE_STATUSES: readonly OrderStatus[] = ['placed', 'confirmed', 'packed'];

/** A customer may review a product she has in an order of hers that is not cancelled. */
export const REVIEWABLE_STATUSES: readonly OrderStatus[] = ORDER_STATUSES.filter((status) => status !== 'cancelled');

export const orderAllowsReview = (status: OrderStatus): boolean => REVIEWABLE_STATUSES.includes(status);

/** The one rule for moving an order: one step along the way, or cancelled from the first three. */
export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  if (to === 'cancelled') return CANCELLABLE_STATUSES.includes(from);
  return NEXT[from] === to;
}

export const nextOrderStatus = (from: OrderStatus): OrderStatus | null => NEXT[from];

export function refusalToMove(from: OrderStatus, to: OrderStatus): string {
  if (to === 'cancelled') {
    if (from === 'cancelled') return 'This order is already cancelled';
    if (from === 'delivered') return 'A delivered order cannot be cancelled';
    return 'This order is out for delivery and can no longer be cancelled';
  }
  return `An order that is ${ORDER_STATUS_LABELS[from].toLowerCase()} cannot become ${ORDER_STATUS_LABELS[to].toLowerCase()}`;
}
