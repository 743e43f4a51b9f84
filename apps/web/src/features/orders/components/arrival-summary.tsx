import { arrivalWindow, type DeliveryType } from '@padstore/domain/delivery';
import { ARRIVAL_MESSAGES } from '@padstore/domain/messages';
import type { OrderStatus } from '@padstore/domain/order-status';
import { formatRupees } from '../../../lib/format';
import { useT } from '../../../lib/i18n';

export interface ArrivalFacts {
  status: OrderStatus;
  deliveryType: DeliveryType;
  promisedTo: string;
  totalAmount: number;
}

/** The promise in her words, while the order is still coming: 'Arriving by 4:15 PM', 'Today by 9 PM'. */
export const arrivalText = (order: ArrivalFacts, now: Date) =>
  order.status === 'delivered' || order.status === 'cancelled'
    ? null
    : arrivalWindow({ deliveryType: order.deliveryType, promisedTo: new Date(order.promisedTo) }, now);

/** When it comes and what she pays for it (on delivery, cash or UPI); what she paid once delivered; nothing once cancelled. */
export function ArrivalSummary({ order, now, className = '' }: { order: ArrivalFacts; now: Date; className?: string }) {
  const t = useT();
  if (order.status === 'cancelled') return null;
  // The domain's arrival messages, built with their values, are found again by their pattern and said in her language.
  const window = arrivalText(order, now);
  const amount = formatRupees(order.totalAmount);
  return (
    <div className={`rounded-xl bg-brand-50 px-4 py-3 ${className}`}>
      {window && <p className="text-lg font-bold text-gray-900">{t(window)}</p>}
      <p className="text-sm text-gray-700">
        {order.status === 'delivered' ? t(ARRIVAL_MESSAGES.paid(amount)) : t(ARRIVAL_MESSAGES.toPay(amount))}
      </p>
    </div>
  );
}
