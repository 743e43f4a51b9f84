import type { OrderSummary as Figures } from '@padstore/domain';
import { formatRupees } from '../../../lib/format';
import { useT } from '../../../lib/i18n';

/** Price, discount, coupons, delivery (Free), tax, emergency charge and the total. */
export function OrderSummary({ summary }: { summary: Figures }) {
  const t = useT();
  // Each row: its label, its value, and whether the value is money saved (shown green).
  const rows: [string, string, boolean][] = [
    [t('Price'), formatRupees(summary.price), false],
    // An offer's discount is money off: said with its minus sign.
    [t('Discount'), summary.discount > 0 ? `−${formatRupees(summary.discount)}` : formatRupees(summary.discount), summary.discount > 0],
    // `coupons` counts the codes applied: the one applied is named.
    [t('Coupons'), summary.couponCode ?? t('None'), false],
    [t('Delivery'), t('Free'), true],
    [t('Tax'), formatRupees(summary.tax), false],
  ];
  if (summary.emergencyCharge) rows.push([t('Emergency charge'), formatRupees(summary.emergencyCharge), false]);
  return (
    <dl className="space-y-2 text-sm">
      {rows.map(([label, value, saved]) => (
        <div key={label} className="flex justify-between">
          <dt className="text-gray-600">{label}</dt>
          <dd className={saved ? 'font-semibold text-green-700' : 'text-gray-900'}>{value}</dd>
        </div>
      ))}
      <div className="flex justify-between border-t border-gray-200 pt-3 text-base">
        <dt className="font-bold text-gray-900">{t('Total')}</dt>
        <dd className="font-extrabold text-gray-900">{formatRupees(summary.totalAmount)}</dd>
      </div>
    </dl>
  );
}
