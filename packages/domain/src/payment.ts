import { PAYMENT_MESSAGES } from './messages.js';

/** What the rider recorded at the door: cash, or UPI with the reference she showed. */
export interface PaymentRecord {
  paidBy: 'cash' | 'upi' | null;
  upiReference: string | null;
}

/**
 * How her order says she pays: 'Cash on Delivery' until the rider records it, then the rider's record,
 * 'Paid in cash on delivery' or 'Paid by UPI (ref 412345678901)'.
 */
export function paymentMethodText(record: PaymentRecord | null | undefined): string {
  if (record?.paidBy === 'upi') return PAYMENT_MESSAGES.paidByUpi(record.upiReference ?? '');
  if (record?.paidBy === 'cash') return PAYMENT_MESSAGES.paidInCash;
  return PAYMENT_MESSAGES.cashOnDelivery;
}

/** What her bill says she paid: a delivered order without the rider's record (moved by the console) was paid in cash. */
export function billPaymentText(record: PaymentRecord | null | undefined): string {
  return paymentMethodText({ paidBy: record?.paidBy ?? 'cash', upiReference: record?.upiReference ?? null });
}
