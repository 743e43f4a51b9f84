import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ORDER_STATUS_LABELS } from '@padstore/domain/order-status';
import { Button, buttonClass } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { Card, ErrorState, Page } from '../../../components/ui/page';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { invalidateAll, queryKeys } from '../../../lib/query-keys';
import { useClock } from '../../../lib/use-server-clock';
import { notify } from '../../../lib/toast';
import { addToCart } from '../../cart';
import { useOrders } from '../api/get-orders';
import type { OrderListEntry } from '../api/types';
import { ArrivalSummary } from '../components/arrival-summary';
import { OrderItemRow } from '../components/order-item-row';
import { RepeatMark, StatusBadge } from '../components/status-badge';

/** When the order came; a cancelled order has no delivery, only its status. An open one's promise is in its summary. */
function DeliveryLine({ order }: { order: OrderListEntry }) {
  const t = useT();
  if (order.status === 'cancelled') return <> · {t(ORDER_STATUS_LABELS.cancelled)}</>;
  if (order.status === 'delivered') return <> · {t('Delivered {date}', { date: formatDate(order.deliveryDate) })}</>;
  return null;
}

/** /orders: the 'Delivery Product' grid of past orders, with View Order Details and Order Again. */
export function OrdersPage() {
  const t = useT();
  const orders = useOrders();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [reordering, setReordering] = useState<string | null>(null);
  const now = useClock(60_000);

  // Order Again adds every item with its quantity, refreshes the count and goes to the cart.
  const orderAgain = async (order: OrderListEntry) => {
    setReordering(order.orderId);
    try {
      for (const item of order.items) await addToCart({ productId: item._id, quantity: item.quantity });
    } catch (error) {
      notify.error(errorMessage(error));
    }
    await invalidateAll(queryClient, [queryKeys.cart, queryKeys.cartCount.all]);
    setReordering(null);
    navigate('/cart');
  };

  return (
    <Page title={t('Orders')} heading={t('Delivery Product')}>
      <p className="-mt-3 mb-5 text-sm text-gray-600">
        {t.rich('Pads before you need them: {repeatOrders}', {
          repeatOrders: (
            <Link to="/repeat-orders" className="font-semibold text-brand-700 hover:underline">
              {t('My repeat orders')}
            </Link>
          ),
        })}
      </p>
      {orders.isPending ? (
        <div className="grid gap-5 md:grid-cols-2">
          <Skeleton className="h-56 rounded-2xl" />
          <Skeleton className="h-56 rounded-2xl" />
        </div>
      ) : orders.isError ? (
        <ErrorState message={errorMessage(orders.error)} onRetry={() => void orders.refetch()} />
      ) : orders.data.length === 0 ? (
        <Card className="text-center">
          <p className="text-lg font-semibold text-gray-900">{t('You have not ordered anything yet')}</p>
          <Link to="/all-products" className={buttonClass('primary', 'mt-5')}>
            {t('Shop Now')}
          </Link>
        </Card>
      ) : (
        <ul className="grid gap-5 md:grid-cols-2">
          {orders.data.map((order) => (
            <li key={order.orderId}>
              <Card className="flex h-full flex-col">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="font-semibold text-gray-900">
                    {order.orderNumber}
                    {order.repeat && <RepeatMark />}
                  </p>
                  <StatusBadge status={order.status} label={order.statusLabel} />
                </div>
                <p className="mt-1 text-sm text-gray-600">
                  {t('Ordered {date}', { date: formatDate(order.orderDate) })}
                  <DeliveryLine order={order} />
                </p>
                <ArrivalSummary order={order} now={now} className="mt-3" />
                <ul className="flex-1 divide-y divide-gray-200">
                  {order.items.map((item) => (
                    <OrderItemRow key={item._id} item={item} />
                  ))}
                </ul>
                <div className="mt-3 grid gap-2 sm:grid-cols-2">
                  <Link to={`/order-confirm/${order.orderId}`} className={buttonClass('secondary')}>
                    {t('View Order Details')}
                  </Link>
                  <Button
                    onClick={() => void orderAgain(order)}
                    busy={reordering === order.orderId}
                    busyText={t('Adding...')}
                    disabled={reordering !== null}
                  >
                    {t('Order Again')}
                  </Button>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}
