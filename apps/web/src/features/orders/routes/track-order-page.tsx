import { useParams } from 'react-router';
import { Card, Page } from '../../../components/ui/page';
import { formatDate } from '../../../lib/format';
import { useTracking } from '../api/get-orders';
import { OrderItemRow } from '../components/order-item-row';
import { OrderLoader } from '../components/order-loader';
import { OrderHeading } from '../components/status-badge';

/** /track-order/{id}: the products and the timeline of date, time and status. */
export function TrackOrderPage() {
  const { orderId = '' } = useParams();
  const tracking = useTracking(orderId);
  return (
    <OrderLoader title="Track Order" query={tracking}>
      {() => {
        const item = tracking.data!;
        return (
          <Page title="Track Order">
            <div className="grid gap-6 md:grid-cols-2">
              <Card>
                <OrderHeading orderNumber={item.orderNumber} status={item.status} statusLabel={item.statusLabel} className="mb-2" />
                {item.status !== 'cancelled' && item.status !== 'delivered' && (
                  <p className="text-sm text-gray-600">Expected by {formatDate(item.promisedTo)}</p>
                )}
                <ul className="divide-y divide-gray-200">
                  {item.products.map((product) => (
                    <OrderItemRow key={product.productId} item={product} />
                  ))}
                </ul>
              </Card>
              <Card>
                <h2 className="mb-4 text-lg font-bold text-gray-900">Timeline</h2>
                <ol className="relative space-y-6 border-l-2 border-brand-200 pl-6">
                  {item.timeline.map((event, index) => (
                    <li key={index} className="relative">
                      <span
                        className="absolute top-1 -left-[31px] size-4 rounded-full border-2 border-white bg-brand-600"
                        aria-hidden="true"
                      />
                      <p className="font-semibold text-gray-900">{event.status}</p>
                      <p className="text-sm text-gray-600">
                        <time>{event.date}</time>, <time>{event.time}</time>
                      </p>
                      {event.note && <p className="text-sm text-gray-700">{event.note}</p>}
                    </li>
                  ))}
                </ol>
              </Card>
            </div>
          </Page>
        );
      }}
    </OrderLoader>
  );
}
