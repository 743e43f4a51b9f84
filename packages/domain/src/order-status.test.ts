import { describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES } from './messages.js';
import {
  CANCELLABLE_STATUSES,
  canMoveOrder,
  endsDelivery,
  nextOrderStatus,
  OPEN_ORDER_STATUSES,
  notifiesCustomer,
  ORDER_MOVES,
  ORDER_MOVE_MESSAGES,
  ORDER_STATUSES,
  orderAllowsReview,
  refusalToMove,
} from './order-status.js';

describe('order status transitions', () => {
  it('moves one step at a time along placed, confirmed, packed, out for delivery, delivered', () => {
    expect(canMoveOrder('placed', 'confirmed')).toBe(true);
    expect(canMoveOrder('confirmed', 'packed')).toBe(true);
    expect(canMoveOrder('packed', 'out_for_delivery')).toBe(true);
    expect(canMoveOrder('out_for_delivery', 'delivered')).toBe(true);
    expect(canMoveOrder('placed', 'packed')).toBe(false);
    expect(canMoveOrder('delivered', 'placed')).toBe(false);
  });

  it('cancels only from the first three, and releases an order awaiting its payment', () => {
    const cancellable = ORDER_STATUSES.filter((status) => canMoveOrder(status, 'cancelled'));
    expect(cancellable).toEqual(['awaiting_payment', 'placed', 'confirmed', 'packed']);
    expect(CANCELLABLE_STATUSES).toEqual(['placed', 'confirmed', 'packed']);
    // Only the payment moves an order awaiting it: paid (placed), or released when not paid in time.
    for (const by of ['customer', 'floor', 'rider', 'console'] as const) {
      expect(canMoveOrder('awaiting_payment', 'placed', by)).toBe(false);
      expect(canMoveOrder('awaiting_payment', 'cancelled', by)).toBe(false);
    }
    expect(canMoveOrder('awaiting_payment', 'placed', 'payment')).toBe(true);
    expect(canMoveOrder('awaiting_payment', 'cancelled', 'payment')).toBe(true);
    expect(canMoveOrder('placed', 'confirmed', 'payment')).toBe(false);
    expect(refusalToMove('out_for_delivery', 'cancelled')).toBe('This order is out for delivery and can no longer be cancelled');
  });
});

describe('who may move an order', () => {
  it('lets the customer only cancel, the rider only deliver or bring back, and the floor take back', () => {
    expect(ORDER_STATUSES.filter((to) => canMoveOrder('packed', to, 'customer'))).toEqual(['cancelled']);
    expect(ORDER_STATUSES.filter((to) => canMoveOrder('out_for_delivery', to, 'rider', true))).toEqual(['packed', 'delivered']);
    expect(canMoveOrder('out_for_delivery', 'packed', 'floor', true)).toBe(true);
    expect(canMoveOrder('out_for_delivery', 'packed', 'console')).toBe(false);
  });

  it('keeps the console off what a rider holds: she delivers it, the floor sends it out', () => {
    expect(canMoveOrder('out_for_delivery', 'delivered', 'console', false)).toBe(true);
    expect(canMoveOrder('out_for_delivery', 'delivered', 'console', true)).toBe(false);
    expect(refusalToMove('out_for_delivery', 'delivered', 'console', true)).toBe(ORDER_MOVE_MESSAGES.riderHolds);
    expect(refusalToMove('packed', 'out_for_delivery', 'console', true)).toBe(ORDER_MOVE_MESSAGES.sendOutFromFloor);
    expect(canMoveOrder('packed', 'cancelled', 'console', true)).toBe(true);
  });

  it('ends the delivery when the order ends or comes back, and offers the console one step along', () => {
    expect(endsDelivery('out_for_delivery', 'packed')).toBe(true);
    expect(endsDelivery('confirmed', 'packed')).toBe(false);
    expect(endsDelivery('packed', 'cancelled')).toBe(true);
    expect(ORDER_STATUSES.map(nextOrderStatus)).toEqual([null, 'confirmed', 'packed', 'out_for_delivery', 'delivered', null, null]);
    expect(ORDER_STATUSES.filter((status) => nextOrderStatus(status) !== null)).toEqual([...OPEN_ORDER_STATUSES]);
  });
});

describe('reviews', () => {
  it('are taken only from a delivered order, and the refusal says so', () => {
    expect(ORDER_STATUSES.filter(orderAllowsReview)).toEqual(['delivered']);
    expect(REVIEW_MESSAGES.notOrdered).toBe('You can review a product once an order of yours that holds it has been delivered');
  });
});

describe('notifications', () => {
  it('tell her of placed, out for delivery, delivered, cancelled and brought back, not of the branch steps', () => {
    const told = ORDER_MOVES.filter((entry) => notifiesCustomer(entry.from, entry.to)).map((entry) => `${entry.from}>${entry.to}`);
    expect(told).toEqual([
      'awaiting_payment>placed',
      'awaiting_payment>cancelled',
      'packed>out_for_delivery',
      'out_for_delivery>delivered',
      'out_for_delivery>packed',
      'placed>cancelled',
      'confirmed>cancelled',
      'packed>cancelled',
    ]);
    expect(notifiesCustomer(null, 'placed')).toBe(true);
    // Not while she is paying: she is told once it is paid.
    expect(notifiesCustomer(null, 'awaiting_payment')).toBe(false);
    expect(notifiesCustomer('placed', 'confirmed')).toBe(false);
    expect(notifiesCustomer('confirmed', 'packed')).toBe(false);
  });
});
