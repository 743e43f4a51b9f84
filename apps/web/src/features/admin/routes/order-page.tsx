import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { CANCELLABLE_STATUSES, nextOrderStatus, ORDER_STATUS_LABELS, type OrderStatus } from '@padstore/domain/order-status';
import { addressLine } from '@padstore/domain/floor';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Card } from '../../../components/ui/page';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { formatRupees, paidAtDoorText } from '../../../lib/format';
import { notify } from '../../../lib/toast';
import { usePageTitle } from '../../../lib/use-page-title';
import { StatusBadge } from '../../orders';
import { useConsoleOrder } from '../api/get-order';
import { useMoveOrder } from '../api/move-order';
import { QueryView } from '../../../components/query-view';
import { DownloadInvoiceButton } from '../../bills';
import { CustomerPhone } from '../../../components/customer-phone';

/** One order for the operator: address, items, timeline, and the next step or a cancel with a reason. */
export function AdminOrderPage() {
  usePageTitle('Order · Store console');
  const { orderId = '' } = useParams();
  const order = useConsoleOrder(orderId);
  const change = useMoveOrder();
  const [reason, setReason] = useState('');
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  // Set when a change was refused because the order moved meanwhile: the page then shows the fresh copy.
  const [changedMeanwhile, setChangedMeanwhile] = useState<string | null>(null);

  const move = async (status: OrderStatus, version: number) => {
    setChangedMeanwhile(null);
    try {
      const answer = await change.tap({ id: orderId, status, version, ...(status === 'cancelled' ? { reason } : {}) });
      if (!answer) return;
      notify.success(answer.message);
      setReason('');
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        // Not refused blind: the order as it is now, and the choice again from there.
        const fresh = await order.refetch();
        const now = fresh.data?.order.status;
        setChangedMeanwhile(
          now
            ? `This order was changed elsewhere meanwhile: it is now ${ORDER_STATUS_LABELS[now].toLowerCase()}. Here it is as it is now; choose again.`
            : errorMessage(error),
        );
      } else notify.error(errorMessage(error));
    } finally {
      setConfirmingCancel(false);
    }
  };

  return (
    <QueryView query={order}>
      {({ order: item, timeline }) => {
        const next = nextOrderStatus(item.status);
        return (
          <div className="grid gap-6 lg:grid-cols-2">
            <Card className="space-y-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h1 className="text-xl font-bold text-gray-900">{item.orderNumber}</h1>
                <StatusBadge status={item.status} />
              </div>
              <p className="text-sm text-gray-700">
                {item.deliveredTo.name} · <CustomerPhone orderId={item._id} masked={String(item.deliveredTo.phoneNumber)} /> ·{' '}
                <Link to={`/admin/customers/${item.customerId}`} className="font-semibold text-brand-800 underline">
                  Messages sent to her
                </Link>
                <br />
                {addressLine({ plotNumber: item.plotNumber, street: item.street, line: item.shippingAddress, pinCode: item.pinCode })}
                <br />
                {item.branch} · {item.deliveryType.replace('_', ' ')} · {item.discreetPackaging ? 'Discreet packaging' : 'Normal packaging'}{' '}
                · {item.paymentMethod}
              </p>
              <ul className="divide-y divide-gray-200 text-sm">
                {item.items.map((line) => (
                  <li key={line._id} className="flex justify-between py-2">
                    <span>
                      {line.productName} × {line.quantity}
                    </span>
                    <span>{formatRupees(line.price * line.quantity)}</span>
                  </li>
                ))}
              </ul>
              <p className="text-right font-bold">Total {formatRupees(item.orderSummary.totalAmount)}</p>
              {item.paidAtDoor && (
                <p
                  className={`text-right text-sm ${item.paidAtDoor.received < item.paidAtDoor.due ? 'font-bold text-amber-800' : 'text-gray-700'}`}
                >
                  Paid {item.paidAtDoor.paidBy === 'cash' ? 'in cash' : 'by UPI'}: {paidAtDoorText(item.paidAtDoor)}
                </p>
              )}
              {changedMeanwhile && (
                <p role="status" className="rounded-lg bg-amber-100 px-3 py-2 text-sm text-amber-950">
                  {changedMeanwhile}
                </p>
              )}
              {item.status === 'delivered' && <DownloadInvoiceButton path={`admin/orders/${item._id}/invoice`} className="w-full" />}
              {next && (
                <Button
                  className="w-full"
                  onClick={() => void move(next, item.version)}
                  busy={change.isPending && change.variables.input.status === next}
                  busyText="Saving…"
                  disabled={change.isPending}
                >
                  Mark as {ORDER_STATUS_LABELS[next].toLowerCase()}
                </Button>
              )}
              {CANCELLABLE_STATUSES.includes(item.status) && (
                <div className="space-y-2 border-t border-gray-200 pt-3">
                  <label htmlFor="cancel-reason" className="block text-sm font-medium text-gray-800">
                    Reason for cancelling
                  </label>
                  <input
                    id="cancel-reason"
                    value={reason}
                    onChange={(event) => setReason(event.target.value)}
                    className="w-full rounded-lg border border-gray-300 px-3 py-2"
                  />
                  <Button
                    variant="danger"
                    className="w-full"
                    disabled={!reason.trim() || change.isPending}
                    onClick={() => setConfirmingCancel(true)}
                  >
                    Cancel order
                  </Button>
                  <ConfirmDialog
                    open={confirmingCancel}
                    title={`Cancel order ${item.orderNumber}?`}
                    message={`Its stock returns to ${item.branch} and the customer is told why: "${reason.trim()}". This cannot be undone.`}
                    confirmText="Yes, cancel order"
                    cancelText="Keep order"
                    busy={change.isPending}
                    onCancel={() => setConfirmingCancel(false)}
                    onConfirm={() => void move('cancelled', item.version)}
                  />
                </div>
              )}
            </Card>
            <Card>
              <h2 className="mb-3 font-bold text-gray-900">Timeline</h2>
              <ol className="space-y-3 text-sm">
                {timeline.map((event, index) => (
                  <li key={index}>
                    <span className="font-semibold">{event.said}</span>
                    <span className="block text-gray-600">
                      {event.date}, {event.time}
                    </span>
                  </li>
                ))}
              </ol>
            </Card>
          </div>
        );
      }}
    </QueryView>
  );
}
