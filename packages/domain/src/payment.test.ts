import { describe, expect, it } from 'vitest';
import { billPaymentText, onlinePaymentText, paymentMethodText, refundText } from './payment.js';

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

describe('paid online', () => {
  const record = { status: 'paid' as const, method: 'upi', paymentId: 'pay_29QQoUBi66xm2f', amountPaise: 24_900, refundStatus: null };

  it("says 'Paid by UPI' or by card with the payment's id, and waits until it is paid", () => {
    expect(onlinePaymentText(record)).toBe('Paid by UPI (pay_29QQoUBi66xm2f)');
    expect(onlinePaymentText({ ...record, method: 'card' })).toBe('Paid by card (pay_29QQoUBi66xm2f)');
    expect(onlinePaymentText({ ...record, method: 'netbanking' })).toBe('Paid online (pay_29QQoUBi66xm2f)');
    expect(onlinePaymentText({ ...record, status: 'created', paymentId: null })).toBe('Waiting for your payment');
  });

  it('tells the refund: started with its amount in rupees, then refunded; nothing before it is asked', () => {
    expect(refundText(record)).toBeNull();
    expect(refundText({ ...record, refundStatus: 'pending' })).toBe('Refund of ₹249 started');
    expect(refundText({ ...record, refundStatus: 'started' })).toBe('Refund of ₹249 started');
    expect(refundText({ ...record, refundStatus: 'refunded' })).toBe('Refunded');
  });
});
