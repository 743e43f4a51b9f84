import { useState } from 'react';
import { useParams } from 'react-router';
import { CANCELLABLE_STATUSES, nextOrderStatus, ORDER_STATUS_LABELS, type OrderStatus } from '@padstore/domain/order-status';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/page';
import { errorMessage } from '../../../lib/api-client';
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

  const move = async (status: OrderStatus, version: number) => {
    try {
      const answer = await change.mutateAsync({ id: orderId, status, version, ...(status === 'cancelled' ? { reason } : {}) });
      notify.success(answer.message);
      setReason('');
    } catch (error) {
      notify.error(errorMessage(error));
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
                {item.deliveredTo.name} · <CustomerPhone orderId={item._id} masked={String(item.deliveredTo.phoneNumber)} />
                <br />
                {item.shippingAddress}, {item.plotNumber}, {item.street}, {item.pinCode}
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
              {item.status === 'delivered' && <DownloadInvoiceButton path={`admin/orders/${item._id}/invoice`} className="w-full" />}
              {next && (
                <Button className="w-full" onClick={() => void move(next, item.version)} busy={change.isPending}>
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
                    disabled={!reason.trim()}
                    onClick={() => void move('cancelled', item.version)}
                    busy={change.isPending}
                  >
                    Cancel order
                  </Button>
                </div>
              )}
            </Card>
            <Card>
              <h2 className="mb-3 font-bold text-gray-900">Timeline</h2>
              <ol className="space-y-3 text-sm">
                {timeline.map((event, index) => (
                  <li key={index}>
                    <span className="font-semibold">{event.status}</span> · {event.date}, {event.time}
                    {event.note && <span className="block text-gray-600">{event.note}</span>}
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
