import { ORDER_STATUS_LABELS, type OrderStatus } from '@padstore/domain/order-status';

const COLORS: Record<OrderStatus, string> = {
  placed: 'bg-blue-50 text-blue-800',
  confirmed: 'bg-indigo-50 text-indigo-800',
  packed: 'bg-amber-50 text-amber-900',
  out_for_delivery: 'bg-orange-50 text-orange-900',
  delivered: 'bg-green-50 text-green-800',
  cancelled: 'bg-gray-100 text-gray-700',
};

export function StatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${COLORS[status]}`}>{ORDER_STATUS_LABELS[status]}</span>
  );
}

/** An order's number with its status, at the top of an order's card. */
export function OrderHeading({
  orderNumber,
  status,
  className = 'mb-2',
}: {
  orderNumber: string;
  status: OrderStatus;
  className?: string;
}) {
  return (
    <div className={`flex flex-wrap items-center justify-between gap-2 ${className}`}>
      <p className="font-semibold text-gray-900">Order {orderNumber}</p>
      <StatusBadge status={status} />
    </div>
  );
}
