import { describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES } from './messages.js';
import { canMoveOrder, ORDER_STATUSES, orderAllowsReview, refusalToMove } from './order-status.js';

describe('order status transitions', () => {
  it('moves one step at a time along placed, confirmed, packed, out for delivery, delivered', () => {
    expect(canMoveOrder('placed', 'confirmed')).toBe(true);
    expect(canMoveOrder('confirmed', 'packed')).toBe(true);
    expect(canMoveOrder('packed', 'out_for_delivery')).toBe(true);
    expect(canMoveOrder('out_for_delivery', 'delivered')).toBe(true);
    expect(canMoveOrder('placed', 'packed')).toBe(false);
    expect(canMoveOrder('delivered', 'placed')).toBe(false);
  });

  it('cancels only from the first three', () => {
    const cancellable = ORDER_STATUSES.filter((status) => canMoveOrder(status, 'cancelled'));
    expect(cancellable).toEqual(['placed', 'confirmed', 'packed']);
    expect(refusalToMove('out_for_delivery', 'cancelled')).toBe('This order is out for delivery and can no longer be cancelled');
  });
});

describe('reviews', () => {
  it('are taken from any order that is not cancelled, and the refusal says so', () => {
    expect(ORDER_STATUSES.filter(orderAllowsReview)).toEqual(['placed', 'confirmed', 'packed', 'out_for_delivery', 'delivered']);
    expect(REVIEW_MESSAGES.notOrdered).toBe('You can review only products from your orders that were not cancelled');
  });
});
