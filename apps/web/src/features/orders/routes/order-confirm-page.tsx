import { Link, useParams } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { Card, Page } from '../../../components/ui/page';
import { useT } from '../../../lib/i18n';
import { useClock } from '../../../lib/use-server-clock';
import { useOrder } from '../api/get-orders';
import { ArrivalSummary } from '../components/arrival-summary';
import { OrderLoader } from '../components/order-loader';
import { OrderHeading } from '../components/status-badge';

/** /order-confirm/{id}: where the order goes, and the way to track it or see its details. */
export function OrderConfirmPage() {
  const { orderId = '' } = useParams();
  const order = useOrder(orderId);
  const now = useClock(60_000);
  const t = useT();
  return (
    <OrderLoader title={t('Order confirmed')} query={order}>
      {() => {
        const item = order.data!;
        return (
          <Page title={t('Order confirmed')} width="medium">
            <Card className="space-y-4">
              <OrderHeading orderNumber={item.orderNumber} status={item.status} statusLabel={item.statusLabel} />
              <ArrivalSummary now={now} order={{ ...item, totalAmount: item.orderSummary.totalAmount }} />
              <div>
                <h2 className="font-semibold text-gray-900">{t('Shipping Address:')}</h2>
                <address className="mt-1 text-gray-700 not-italic">
                  {item.deliveredTo.name}
                  <br />
                  {item.deliveredTo.phoneNumber}
                  <br />
                  {item.shippingAddress}
                  <br />
                  {item.plotNumber || ' -'}, {item.street || ' -'}
                  <br />
                  {item.pinCode}
                </address>
              </div>
              <div className="grid gap-3 sm:grid-cols-2">
                <Link to={`/track-order/${item._id}`} className={buttonClass('primary')}>
                  {t('Track Order')}
                </Link>
                <Link to={`/view-detail/${item._id}`} className={buttonClass('secondary')}>
                  {t('View Order Details')}
                </Link>
              </div>
            </Card>
          </Page>
        );
      }}
    </OrderLoader>
  );
}
