import { describe, expect, it } from 'vitest';
import { billPaymentText, paymentMethodText } from './payment.js';

describe('how her order and bill say she paid', () => {
  it('is cash on delivery until the rider records it, then the rider’s record', () => {
    expect(paymentMethodText(null)).toBe('Cash on Delivery');
    expect(paymentMethodText({ paidBy: 'cash', upiReference: null })).toBe('Paid in cash on delivery');
    expect(paymentMethodText({ paidBy: 'upi', upiReference: '412345678901' })).toBe('Paid by UPI (ref 412345678901)');
  });

  it('bills an order delivered without the rider’s record as paid in cash', () => {
    expect(billPaymentText(undefined)).toBe('Paid in cash on delivery');
    expect(billPaymentText({ paidBy: 'upi', upiReference: '412345678901' })).toBe('Paid by UPI (ref 412345678901)');
  });
});
