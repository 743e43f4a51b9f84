export const ORDER_STATUSES = ['awaiting_payment', 'placed', 'confirmed', 'packed', 'out_for_delivery', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * The orders still to be delivered (every status with a next step). The database's partial index of open
 * orders (migration 0019) lists the same statuses: the dashboard's and the scrape's waiting figures read it.
 */
export const OPEN_ORDER_STATUSES = ['placed', 'confirmed', 'packed', 'out_for_delivery'] as const satisfies readonly OrderStatus[];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  awaiting_payment: 'Awaiting payment',
  placed: 'Placed',
  confirmed: 'Confirmed',
  packed: 'Packed',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/**
 * Who moves an order: the customer (her cancel), the branch floor (packing, sending out, taking back),
 * the rider (delivered, or could not deliver), the console (an operator moving it along) and the payment
 * (the store itself, on the gateway's word: paid, or not paid in time).
 */
export const ORDER_ACTORS = ['customer', 'floor', 'rider', 'console', 'payment'] as const;
export type OrderActor = (typeof ORDER_ACTORS)[number];

export interface OrderMove {
  readonly from: OrderStatus;
  readonly to: OrderStatus;
  readonly by: readonly OrderActor[];
  /**
   * Of `by`, those who may make the move while a rider holds the order (it was given to her and she has
   * not ended it). Her delivery is ended by her own screen, where the cash is recorded, or by the
   * branch: the console cannot end it behind her back.
   */
  readonly whileRiderHolds: readonly OrderActor[];
}

const move = (from: OrderStatus, to: OrderStatus, by: readonly OrderActor[], whileRiderHolds = by): OrderMove => ({
  from,
  to,
  by,
  whileRiderHolds,
});

/**
 * Every move an order can make, and who may make it: the one table the API's transitions read.
 * Out for delivery back to packed is the order coming back to the branch (the rider could not deliver
 * it, or the branch took it back).
 */
export const ORDER_MOVES: readonly OrderMove[] = [
  // Paid online: the order goes to the branch as a cash order would; unpaid in time, it is released.
  move('awaiting_payment', 'placed', ['payment']),
  move('awaiting_payment', 'cancelled', ['payment']),
  move('placed', 'confirmed', ['floor', 'console']),
  move('confirmed', 'packed', ['floor', 'console']),
  move('packed', 'out_for_delivery', ['floor', 'console'], ['floor']),
  move('out_for_delivery', 'delivered', ['rider', 'console'], ['rider']),
  move('out_for_delivery', 'packed', ['rider', 'floor']),
  move('placed', 'cancelled', ['customer', 'console']),
  move('confirmed', 'cancelled', ['customer', 'console']),
  move('packed', 'cancelled', ['customer', 'console']),
];

/** The moves that end an order's delivery, if one is open: the order ends, or comes back to the branch. */
export const endsDelivery = (from: OrderStatus, to: OrderStatus): boolean =>
  to === 'delivered' || to === 'cancelled' || (from === 'out_for_delivery' && to === 'packed');

/** An order can be cancelled until it is out for delivery (one awaiting payment is released, not cancelled by her). */
export const CANCELLABLE_STATUSES: readonly OrderStatus[] = ORDER_MOVES.filter(
  (entry) => entry.to === 'cancelled' && entry.from !== 'awaiting_payment',
).map((entry) => entry.from);

/**
 * A customer may review a product once an order of hers that holds it has been delivered: before that
 * she has nothing to say about it, and a cancelled or undelivered order never reached her.
 */
export const REVIEWABLE_STATUSES: readonly OrderStatus[] = ['delivered'];

export const orderAllowsReview = (status: OrderStatus): boolean => REVIEWABLE_STATUSES.includes(status);

/**
 * The moves she is told of by a notification: her order placed, on its way, delivered, cancelled, or
 * brought back undelivered. Confirmed and packed are the branch's own steps: her timeline shows them,
 * but a notification for each would bury the ones she must act on.
 */
export function notifiesCustomer(from: OrderStatus | null, to: OrderStatus): boolean {
  if (from === 'out_for_delivery' && to === 'packed') return true;
  return to === 'placed' || to === 'out_for_delivery' || to === 'delivered' || to === 'cancelled';
}

const findMove = (from: OrderStatus, to: OrderStatus) => ORDER_MOVES.find((entry) => entry.from === from && entry.to === to);

/**
 * The one rule for moving an order: the move is in the table, this actor may make it, and, while a
 * rider holds the order, it is one she or the branch makes. Without an actor: whether anyone may.
 */
export function canMoveOrder(from: OrderStatus, to: OrderStatus, by?: OrderActor, riderHolds = false): boolean {
  const entry = findMove(from, to);
  if (!entry || !by) return Boolean(entry);
  return (riderHolds ? entry.whileRiderHolds : entry.by).includes(by);
}

/** The next step along the way (placed to delivered), which the console offers as its one button. */
export function nextOrderStatus(from: OrderStatus): OrderStatus | null {
  const index = ORDER_STATUSES.indexOf(from);
  const next = ORDER_STATUSES[index + 1];
  // Only the payment moves an order awaiting it.
  if (from === 'awaiting_payment') return null;
  return next && next !== 'cancelled' && findMove(from, next) ? next : null;
}

/** The refusals a customer meets when she cancels too late (the others are staff's). */
export const ORDER_REFUSALS = {
  alreadyCancelled: 'This order is already cancelled',
  deliveredCannotCancel: 'A delivered order cannot be cancelled',
  outCannotCancel: 'This order is out for delivery and can no longer be cancelled',
} as const;

export const ORDER_MOVE_MESSAGES = {
  riderHolds: 'A rider has this order: she marks it delivered on her screen, with how it was paid, or the branch takes it back',
  sendOutFromFloor: 'This order is given to a rider: send it out from the floor',
  notYours: (by: OrderActor) =>
    by === 'payment'
      ? 'This move is not made by a payment'
      : `This move is not made from the ${by === 'console' ? 'console' : `${by}'s screen`}`,
} as const;

/** Why a move is refused, in words the person who tried it can act on. */
export function refusalToMove(from: OrderStatus, to: OrderStatus, by?: OrderActor, riderHolds = false): string {
  const entry = findMove(from, to);
  if (entry && by && entry.by.includes(by) && riderHolds) {
    return to === 'out_for_delivery' ? ORDER_MOVE_MESSAGES.sendOutFromFloor : ORDER_MOVE_MESSAGES.riderHolds;
  }
  if (to === 'cancelled') {
    if (from === 'cancelled') return ORDER_REFUSALS.alreadyCancelled;
    if (from === 'delivered') return ORDER_REFUSALS.deliveredCannotCancel;
    if (from === 'out_for_delivery') return ORDER_REFUSALS.outCannotCancel;
  }
  if (entry && by) return ORDER_MOVE_MESSAGES.notYours(by);
  return `An order that is ${ORDER_STATUS_LABELS[from].toLowerCase()} cannot become ${ORDER_STATUS_LABELS[to].toLowerCase()}`;
}
