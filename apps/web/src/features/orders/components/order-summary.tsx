import type { OrderSummary as Figures } from '@padstore/domain';
import { formatRupees } from '../../../lib/format';

/** Price, discount, coupons, delivery (Free), tax, emergency charge and the total. */
export function OrderSummary({ summary }: { summary: Figures }) {
  const rows: [string, string][] = [
    ['Price', formatRupees(summary.price)],
    // An offer's discount is money off: said with its minus sign.
    ['Discount', summary.discount > 0 ? `−${formatRupees(summary.discount)}` : formatRupees(summary.discount)],
    // `coupons` counts the codes applied: the one applied is named.
    ['Coupons', summary.couponCode ?? 'None'],
    ['Delivery', 'Free'],
    ['Tax', formatRupees(summary.tax)],
  ];
  if (summary.emergencyCharge) rows.push(['Emergency charge', formatRupees(summary.emergencyCharge)]);
  return (
    <dl className="space-y-2 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="flex justify-between">
          <dt className="text-gray-600">{label}</dt>
          <dd className={value === 'Free' || value.startsWith('−') ? 'font-semibold text-green-700' : 'text-gray-900'}>{value}</dd>
        </div>
      ))}
      <div className="flex justify-between border-t border-gray-200 pt-3 text-base">
        <dt className="font-bold text-gray-900">Total</dt>
        <dd className="font-extrabold text-gray-900">{formatRupees(summary.totalAmount)}</dd>
      </div>
    </dl>
  );
}
