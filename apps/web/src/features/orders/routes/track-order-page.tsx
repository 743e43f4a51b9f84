import { useParams } from 'react-router';
import { minutesToPromise } from '@padstore/domain/delivery';
import { ARRIVAL_MESSAGES } from '@padstore/domain/messages';
import { Card, Page } from '../../../components/ui/page';
import { formatArrival } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { useServerClock } from '../../../lib/use-server-clock';
import { useTracking } from '../api/get-orders';
import type { Tracking } from '../api/types';
import { ArrivalSummary } from '../components/arrival-summary';
import { OrderItemRow } from '../components/order-item-row';
import { OrderLoader } from '../components/order-loader';
import { orderWords } from '../components/order-words';
import { OrderHeading } from '../components/status-badge';

/** An express order's minutes to go, counting down (or plainly late), and the rider by name once he has it. */
function OnItsWay({ order, now }: { order: Tracking; now: Date }) {
  const t = useT();
  const coming = order.status !== 'delivered' && order.status !== 'cancelled';
  const promisedTo = new Date(order.promisedTo);
  const { minutesLeft, late } = minutesToPromise(promisedTo, now);
  // The domain's countdown (expressCountdown), its English forms chosen here so that each is said in her language.
  const countdown = late
    ? t(ARRIVAL_MESSAGES.late('{when}'), { when: formatArrival(promisedTo, now) })
    : minutesLeft === 1
      ? t('1 minute to go')
      : t('{count} minutes to go', { count: minutesLeft });
  return (
    <>
      {coming && order.deliveryType === 'express' && (
        <p role="timer" className={`mt-2 font-semibold ${late ? 'text-red-700' : 'text-gray-900'}`}>
          {countdown}
        </p>
      )}
      {order.status === 'out_for_delivery' && (
        <p className="mt-1 font-semibold text-brand-700">
          {order.riderFirstName ? t(ARRIVAL_MESSAGES.riderOnTheWay(order.riderFirstName)) : t(ARRIVAL_MESSAGES.onTheWay)}
        </p>
      )}
    </>
  );
}

/** /track-order/{id}: when it comes and who brings it, the products and the timeline of date, time and status. */
export function TrackOrderPage() {
  const { orderId = '' } = useParams();
  const tracking = useTracking(orderId);
  // The countdown runs on the server's clock, so a phone whose clock is wrong still counts right.
  const now = useServerClock(tracking.data?.now, tracking.dataUpdatedAt, 15_000);
  const t = useT();
  return (
    <OrderLoader title={t('Track Order')} query={tracking}>
      {() => {
        const item = tracking.data!;
        return (
          <Page title={t('Track Order')}>
            <div className="grid gap-6 md:grid-cols-2">
              <Card>
                <OrderHeading orderNumber={item.orderNumber} status={item.status} statusLabel={item.statusLabel} className="mb-2" />
                <ArrivalSummary now={now} order={item} />
                <OnItsWay order={item} now={now} />
                <ul className="divide-y divide-gray-200">
                  {item.products.map((product) => (
                    <OrderItemRow key={product.productId} item={product} />
                  ))}
                </ul>
              </Card>
              <Card>
                <h2 className="mb-4 text-lg font-bold text-gray-900">{t('Timeline')}</h2>
                <ol className="relative space-y-6 border-l-2 border-brand-200 pl-6">
                  {item.timeline.map((event, index) => (
                    <li key={index} className="relative">
                      <span
                        className="absolute top-1 -left-[31px] size-4 rounded-full border-2 border-white bg-brand-600"
                        aria-hidden="true"
                      />
                      <p className="font-semibold text-gray-900">{orderWords(t, event.status)}</p>
                      <p className="text-sm text-gray-600">
                        <time>{event.date}</time>, <time>{event.time}</time>
                      </p>
                      {event.note && <p className="text-sm text-gray-700">{orderWords(t, event.note)}</p>}
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
