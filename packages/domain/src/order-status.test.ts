import { describe, expect, it } from 'vitest';
import { canMoveOrder, ORDER_STATUSES, refusalToMove } from './order-status.js';

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
