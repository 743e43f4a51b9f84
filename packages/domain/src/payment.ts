import { PAYMENT_MESSAGES } from './messages.js';
import { paiseToRupees } from './money.js';

/** What the rider recorded at the door: cash, or UPI with the reference she showed; 'online' when she paid before it. */
export interface PaymentRecord {
  paidBy: 'cash' | 'upi' | 'online' | null;
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

/**
 * What her bill says she paid: online, the gateway's payment ('Paid by UPI (pay_…)'), but never paid when
 * a refund was asked (it says the refund); at the door, the rider's record; a delivered order without the
 * rider's record (moved by the console) was paid in cash.
 */
export function billPaymentText(record: PaymentRecord | null | undefined, online?: OnlinePaymentRecord | null): string {
  const refund = refundText(online);
  if (refund) return refund;
  if (online?.status === 'paid') return onlinePaymentText(online);
  const paidBy = record?.paidBy === 'online' || !record?.paidBy ? 'cash' : record.paidBy;
  return paymentMethodText({ paidBy, upiReference: record?.upiReference ?? null });
}

/** An order paid online (issue 47), as the store records it: the gateway's payment and its refund. */
export interface OnlinePaymentRecord {
  status: 'created' | 'paid' | 'released';
  method: string | null;
  paymentId: string | null;
  amountPaise: number;
  refundStatus: 'pending' | 'started' | 'refunded' | null;
}

const paidMethod = (method: string | null) => (method === 'upi' || method === 'card' ? method : 'other');

/** How her order says she pays when she pays online: 'Waiting for your payment', then 'Paid by UPI (pay_…)'. */
export function onlinePaymentText(record: OnlinePaymentRecord): string {
  if (record.status === 'paid' && record.paymentId) {
    const method = paidMethod(record.method);
    const said =
      method === 'upi'
        ? PAYMENT_MESSAGES.paidOnlineByUpi
        : method === 'card'
          ? PAYMENT_MESSAGES.paidOnlineByCard
          : PAYMENT_MESSAGES.paidOnline;
    return said(record.paymentId);
  }
  return PAYMENT_MESSAGES.awaitingPayment;
}

/** Her refund, once asked: 'Refund of ₹X started', then 'Refunded' when the gateway says it is done. */
export function refundText(record: OnlinePaymentRecord | null | undefined): string | null {
  if (!record?.refundStatus) return null;
  if (record.refundStatus === 'refunded') return PAYMENT_MESSAGES.refunded;
  return PAYMENT_MESSAGES.refundStarted(paiseToRupees(record.amountPaise));
}
