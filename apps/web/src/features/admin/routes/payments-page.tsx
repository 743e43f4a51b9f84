import { Link } from 'react-router';
import type { OverdueRefund, UnmatchedPayment } from '@padstore/domain';
import { Card } from '../../../components/ui/page';
import { QueryView } from '../../../components/query-view';
import { formatDate, formatRupees, formatTime } from '../../../lib/format';
import { usePageTitle } from '../../../lib/use-page-title';
import { useReconciliation } from '../api/get-reconciliation';

const GATEWAY_NAMES = { razorpay: 'Razorpay', cashfree: 'Cashfree' } as const;

/** What the store made of a payment no paid order accounts for, in words. */
const OUTCOME_WORDS: Record<string, string> = {
  unknownOrder: 'For no order of this store',
  wrongAmount: 'Not the order’s amount: refused',
  alreadyPaid: 'A second payment for an order already paid',
  notCaptured: 'Not captured',
};

const when = (value: string) => `${formatDate(value)} ${formatTime(value)}`;

function OrderLink({ orderId, orderNumber }: { orderId: string | null; orderNumber: string | null }) {
  if (!orderId) return <span className="text-gray-600">No order</span>;
  return (
    <Link to={`/admin/orders/${orderId}`} className="font-semibold text-brand-800 underline">
      Order {orderNumber}
    </Link>
  );
}

function UnmatchedList({ payments }: { payments: UnmatchedPayment[] }) {
  if (payments.length === 0) return <p className="text-gray-600">Every payment the gateway took is a paid order.</p>;
  return (
    <ul aria-label="Payments without a paid order" className="divide-y divide-gray-200 text-sm">
      {payments.map((payment) => (
        <li key={`${payment.provider}-${payment.paymentId}`} className="py-2">
          <p className="font-medium text-gray-900">
            {formatRupees(payment.amount)} · {GATEWAY_NAMES[payment.provider]} payment {payment.paymentId}
          </p>
          <p className="text-gray-700">{OUTCOME_WORDS[payment.outcome] ?? payment.outcome}</p>
          <p className="text-gray-600">
            <OrderLink orderId={payment.orderId} orderNumber={payment.orderNumber} /> · gateway order {payment.providerOrderId} ·{' '}
            {when(payment.receivedAt)}
          </p>
        </li>
      ))}
    </ul>
  );
}

function OverdueList({ refunds }: { refunds: OverdueRefund[] }) {
  if (refunds.length === 0) return <p className="text-gray-600">No refund has waited more than a day.</p>;
  return (
    <ul aria-label="Refunds overdue" className="divide-y divide-gray-200 text-sm">
      {refunds.map((refund) => (
        <li key={refund.orderId} className="py-2">
          <p className="font-medium text-gray-900">
            {formatRupees(refund.amount)} ·{' '}
            {refund.status === 'pending' ? 'Not yet taken by the gateway (tried again every 30 seconds)' : 'Started, not yet done'}
          </p>
          <p className="text-gray-600">
            <OrderLink orderId={refund.orderId} orderNumber={refund.orderNumber} /> · payment {refund.paymentId ?? '—'}
            {refund.refundId ? ` · refund ${refund.refundId}` : ''}
            {refund.askedAt ? ` · asked ${when(refund.askedAt)}` : ''}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** The owner's check of paying online: money the gateway took that no order accounts for, and refunds overdue. */
export function AdminPaymentsPage() {
  usePageTitle('Payments');
  const reconciliation = useReconciliation();
  return (
    <>
      <h1 className="mb-5 text-2xl font-bold text-gray-900">Payments</h1>
      <QueryView query={reconciliation}>
        {(data) => (
          <div className="space-y-6">
            <p className="text-sm text-gray-700">
              {data.provider
                ? `Paying online through ${GATEWAY_NAMES[data.provider]}. Refund or account for each payment below in the gateway’s dashboard.`
                : 'Paying online is not set up (PAYMENT_PROVIDER): every order is paid on delivery. Payments taken before are still checked.'}
            </p>
            <Card>
              <h2 className="mb-1 font-bold text-gray-900">Taken by the gateway, no paid order</h2>
              <p className="mb-3 text-sm text-gray-600">The last {data.windowDays} days.</p>
              <UnmatchedList payments={data.unmatched} />
            </Card>
            <Card>
              <h2 className="mb-3 font-bold text-gray-900">Refunds waiting more than a day</h2>
              <OverdueList refunds={data.overdueRefunds} />
            </Card>
          </div>
        )}
      </QueryView>
    </>
  );
}
