import { STORE_NAME } from '@padstore/domain/constants';
import type { FloorOrderAnswer } from '@padstore/domain';
import { addressLine } from '@padstore/domain/floor';
import { PAYMENT_MESSAGES } from '@padstore/domain/messages';
import { formatDate, formatRupees, formatTime } from '../../../lib/format';

const TYPE_LABELS = { express: 'EXPRESS', same_day: 'SAME DAY', next_day: 'NEXT DAY' } as const;

/** The slip that goes inside the parcel: what is in it, for whom, and what to collect. */
export function PackingSlip({ order }: { order: FloorOrderAnswer }) {
  return (
    <section aria-label="Packing slip" className="rounded-xl border-2 border-gray-900 bg-white p-4 text-gray-900 print:rounded-none">
      <header className="flex items-baseline justify-between border-b-2 border-gray-900 pb-2">
        <p className="text-lg font-extrabold">{STORE_NAME} · packing slip</p>
        <p className="font-mono text-lg font-bold">#{order.orderNumber}</p>
      </header>
      <p className="mt-2 text-sm">
        Placed {formatDate(order.placedAt)} {formatTime(order.placedAt)} · {TYPE_LABELS[order.deliveryType]} · due by{' '}
        {formatTime(order.promisedTo)}
      </p>
      <table className="mt-3 w-full text-left text-sm">
        <thead>
          <tr className="border-b border-gray-400">
            <th className="py-1 pr-2">Qty</th>
            <th className="py-1 pr-2">Product</th>
            <th className="py-1 pr-2">Size</th>
            <th className="py-1">Pads a pack</th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((line) => (
            <tr key={line.productId} className="border-b border-gray-200">
              <td className="py-1.5 pr-2 text-lg font-bold">{line.quantity}</td>
              <td className="py-1.5 pr-2">{line.productName}</td>
              <td className="py-1.5 pr-2">{line.size}</td>
              <td className="py-1.5">{line.quantityInEachPack}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-3 text-sm">
        For {order.customerName}, {addressLine(order.address)}
      </p>
      <p className="mt-2 text-xl font-extrabold">
        {order.paidOnline ? PAYMENT_MESSAGES.collectNothing : `Collect ${formatRupees(order.amountToCollect)} (cash or UPI)`}
      </p>
      {order.discreetPackaging && <p className="mt-1 text-sm font-semibold">Discreet packaging: plain outer bag, plain label.</p>}
    </section>
  );
}

/**
 * The label on the outside of the parcel. With discreet packaging it carries no product words at all,
 * not even the store's name: only the person, the address, the order number and the amount.
 */
export function OuterLabel({ order, branchName }: { order: FloorOrderAnswer; branchName: string }) {
  return (
    <section
      aria-label="Outer label"
      className="rounded-xl border-4 border-dashed border-gray-900 bg-white p-4 text-gray-900 print:rounded-none"
    >
      <p className="text-xs font-bold tracking-widest uppercase">{order.discreetPackaging ? 'Delivery' : `${STORE_NAME} delivery`}</p>
      <p className="mt-2 text-2xl font-extrabold">{order.customerName}</p>
      <p className="mt-1 text-lg leading-snug">
        {order.address.plotNumber}, {order.address.street}
        <br />
        {order.address.line}
        <br />
        <span className="font-bold">{order.address.pinCode}</span>
      </p>
      <div className="mt-3 flex items-end justify-between gap-3 border-t-2 border-gray-900 pt-2">
        <p className="font-mono text-2xl font-extrabold">#{order.orderNumber}</p>
        <p className="text-right text-sm">
          {TYPE_LABELS[order.deliveryType]}
          <br />
          <span className="text-lg font-extrabold">
            {order.paidOnline ? PAYMENT_MESSAGES.collectNothing : `Collect ${formatRupees(order.amountToCollect)}`}
          </span>
        </p>
      </div>
      <p className="mt-2 text-xs">From: {branchName} branch</p>
    </section>
  );
}
