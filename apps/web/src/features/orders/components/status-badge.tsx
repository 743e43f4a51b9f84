import { ORDER_STATUS_LABELS, type OrderStatus } from '@padstore/domain/order-status';
import { useT } from '../../../lib/i18n';
import { orderWords } from './order-words';

const COLORS: Record<OrderStatus, string> = {
  awaiting_payment: 'bg-yellow-50 text-yellow-900',
  placed: 'bg-blue-50 text-blue-800',
  confirmed: 'bg-indigo-50 text-indigo-800',
  packed: 'bg-amber-50 text-amber-900',
  out_for_delivery: 'bg-orange-50 text-orange-900',
  delivered: 'bg-green-50 text-green-800',
  cancelled: 'bg-gray-100 text-gray-700',
};

/**
 * An order's status. The customer's screens pass the API's `statusLabel`, the words of her timeline (an
 * order brought back undelivered is 'Not delivered' to her, though packed at the branch), said in her
 * language; the console shows the status itself, in English as the staff's screens are.
 */
export function StatusBadge({ status, label }: { status: OrderStatus; label?: string }) {
  const t = useT();
  const ownWords = ORDER_STATUS_LABELS[status];
  const colors = label && label !== ownWords ? 'bg-red-50 text-red-800' : COLORS[status];
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${colors}`}>
      {label ? orderWords(t, label) : ownWords}
    </span>
  );
}

/** An order's number with its status in her words, at the top of an order's card. */
export function OrderHeading({
  orderNumber,
  status,
  statusLabel,
  className = 'mb-2',
}: {
  orderNumber: string;
  status: OrderStatus;
  statusLabel: string;
  className?: string;
}) {
  const t = useT();
  return (
    <div className={`flex flex-wrap items-center justify-between gap-2 ${className}`}>
      <p className="font-semibold text-gray-900">{t('Order {orderNumber}', { orderNumber })}</p>
      <StatusBadge status={status} label={statusLabel} />
    </div>
  );
}

/** 'Repeat order': an order one of her repeat orders placed. */
export function RepeatMark() {
  const t = useT();
  return (
    <span className="ml-2 inline-block rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
      {t('Repeat order')}
    </span>
  );
}
