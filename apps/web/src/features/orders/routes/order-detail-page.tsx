import { Link, useParams } from 'react-router';
import { DELIVERY_TYPE_LABELS } from '@padstore/domain/delivery';
import { CANCELLABLE_STATUSES, orderAllowsReview } from '@padstore/domain/order-status';
import { buttonClass } from '../../../components/ui/button';
import { Card, Page } from '../../../components/ui/page';
import { formatArrival, formatDate, formatTime } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { OrderSummary } from '../components/order-summary';
import { useOrder } from '../api/get-orders';
import { OrderItemRow } from '../components/order-item-row';
import { OrderLoader } from '../components/order-loader';
import { orderWords } from '../components/order-words';
import { OrderHeading } from '../components/status-badge';
import { DownloadInvoiceButton } from '../../bills';
import { DeliverRegularly } from '../../repeats';

/** /view-detail/{id} and /order-details/{id}: items, dates, address, payment method and summary. */
export function OrderDetailPage() {
  const { orderId = '' } = useParams();
  const order = useOrder(orderId);
  const t = useT();
  return (
    <OrderLoader title={t('Order Details')} query={order}>
      {() => {
        const item = order.data!;
        const delivered = item.status === 'delivered';
        const cancelled = item.status === 'cancelled';
        return (
          <Page title={t('Order Details')}>
            <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
              <Card>
                <OrderHeading orderNumber={item.orderNumber} status={item.status} statusLabel={item.statusLabel} className="mb-2" />
                {item.repeat && (
                  <p className="mb-2 text-sm text-gray-600">
                    {t.rich('Placed by your {repeatOrder}', {
                      repeatOrder: (
                        <Link to="/repeat-orders" className="font-semibold text-brand-700 hover:underline">
                          {t('repeat order')}
                        </Link>
                      ),
                    })}
                  </p>
                )}
                <ul className="divide-y divide-gray-200">
                  {item.items.map((line) => (
                    <OrderItemRow key={line._id} item={line}>
                      {orderAllowsReview(item.status) && (
                        <Link
                          to={`/addreview/${line._id}`}
                          className="mt-1 inline-block text-sm font-semibold text-brand-700 hover:underline"
                        >
                          {t('Write a Review')}
                        </Link>
                      )}
                    </OrderItemRow>
                  ))}
                </ul>
              </Card>
              <div className="space-y-6">
                <Card className="space-y-3 text-sm">
                  <p>
                    <span className="text-gray-600">{t('Ordered on')} </span>
                    <span className="font-medium">
                      {formatDate(item.orderPlacedOn)}, {formatTime(item.orderPlacedOn)}
                    </span>
                  </p>
                  {!cancelled && (
                    <p>
                      <span className="text-gray-600">{delivered ? t('Delivered on') : t('Expected')} </span>
                      <span className="font-medium">
                        {delivered
                          ? `${formatDate(item.orderDeliveredOn)}, ${formatTime(item.orderDeliveredOn)}`
                          : formatArrival(item.orderDeliveredOn, new Date(), { express: item.deliveryType === 'express' })}
                      </span>
                    </p>
                  )}
                  <p>
                    <span className="text-gray-600">{t('Delivery:')} </span>
                    {t(DELIVERY_TYPE_LABELS[item.deliveryType])}
                    {item.discreetPackaging && <>, {t('discreet packaging')}</>}
                  </p>
                  <p>
                    <span className="text-gray-600">{t('Payment method:')} </span>
                    {/* The API writes it in English from the domain's payment messages: found again by its pattern. */}
                    {t(item.paymentMethod)}
                  </p>
                  <div>
                    <p className="text-gray-600">{t('Shipping address')}</p>
                    <p>
                      {item.deliveredTo.name}, {item.shippingAddress}, {item.plotNumber || ' -'}, {item.street || ' -'}, {item.pinCode}
                    </p>
                  </div>
                  {item.cancelReason && (
                    <p className="text-gray-700">{t('Cancelled: {reason}', { reason: orderWords(t, item.cancelReason) })}</p>
                  )}
                  {/* Paid online and cancelled: 'Refund of ₹X started', then 'Refunded' once the gateway says so. */}
                  {item.refund && (
                    <p role="status" className="rounded-lg bg-green-50 px-3 py-2 font-semibold text-green-800">
                      {t(item.refund)}
                    </p>
                  )}
                </Card>
                <Card>
                  <OrderSummary summary={item.orderSummary} />
                </Card>
                <div className="grid gap-3">
                  <Link to={`/track-order/${item._id}`} className={buttonClass('primary')}>
                    {t('Track Order')}
                  </Link>
                  <DeliverRegularly
                    lines={item.items.map((line) => ({ productId: line._id, productName: line.productName, quantity: line.quantity }))}
                  />
                  {CANCELLABLE_STATUSES.includes(item.status) && (
                    <Link to={`/cancel-order/${item._id}`} className={buttonClass('secondary')}>
                      {t('Cancel Order')}
                    </Link>
                  )}
                  {delivered && <DownloadInvoiceButton path={`user/invoice/${item._id}`} />}
                  <Link to={`/complaints/new?orderId=${item._id}`} className={buttonClass('ghost')}>
                    {t('Raise a complaint')}
                  </Link>
                </div>
              </div>
            </div>
          </Page>
        );
      }}
    </OrderLoader>
  );
}
