import { useState } from 'react';
import { Link } from 'react-router';
import { ORDER_BACK_REASONS } from '@padstore/domain/floor';
import { PAYMENT_MESSAGES } from '@padstore/domain/messages';
import type { FloorOrderAnswer, FloorRiderAnswer } from '@padstore/domain';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorMessage } from '../../../lib/api-client';
import { formatRupees } from '../../../lib/format';
import { notify } from '../../../lib/toast';
import { useMayCall } from '../../../lib/use-may-call';
import { useAssignRider } from '../api/assign-rider';
import { useCancelOrder } from '../api/cancel-order';
import { useMarkPacked } from '../api/mark-packed';
import { useSendOut } from '../api/send-out';
import { useTakeBack } from '../api/take-back';
import { PickList } from './pick-list';
import { PromiseChip } from './promise-chip';

/** Runs a floor change and says how it went; a tap ignored while the last one is on its way says nothing. */
async function attempt(run: () => Promise<{ message: string } | undefined>) {
  try {
    const answer = await run();
    if (answer) notify.success(answer.message);
  } catch (error) {
    notify.error(errorMessage(error));
  }
}

type Asking = 'take-back' | 'cancel' | null;

export const DISCREET_BADGE = (
  <span className="inline-flex items-center gap-1 rounded-lg bg-violet-700 px-2 py-1 text-xs font-bold tracking-wide text-white uppercase">
    <svg viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M3 3l18 18M10.6 10.6a2 2 0 0 0 2.8 2.8M9.9 5.1A9.8 9.8 0 0 1 12 5c5 0 9 4.5 10 7a12.5 12.5 0 0 1-3.2 4.3M6.1 6.1A12.6 12.6 0 0 0 2 12c1 2.5 5 7 10 7a9.7 9.7 0 0 0 4.1-.9" />
    </svg>
    Discreet pack
  </span>
);

function RiderChoice({ order, riders }: { order: FloorOrderAnswer; riders: FloorRiderAnswer[] }) {
  const assign = useAssignRider();
  const onShift = riders.filter((rider) => rider.onShift);
  return (
    <label className="block min-w-0 flex-1 text-sm">
      <span className="sr-only">Rider for order {order.orderNumber}</span>
      <select
        className="min-h-12 w-full rounded-xl border-2 border-gray-300 bg-white px-3 text-base font-semibold"
        value={order.rider?._id ?? ''}
        disabled={assign.isPending}
        onChange={(event) => event.target.value && void attempt(() => assign.tap({ orderId: order._id, riderId: event.target.value }))}
      >
        <option value="">{onShift.length ? 'Choose a rider…' : 'No rider on shift'}</option>
        {onShift.map((rider) => (
          <option key={rider._id} value={rider._id}>
            {rider.name}
            {rider.carrying ? ` (carrying ${rider.carrying})` : ''}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * Why an order came back and who brought it back, in words: 'Came back: taken back at the branch by Meera
 * Shah' for the branch's take-back, 'Came back with Ravi Kumar: customer not reachable' for the rider's.
 */
function cameBack({ reason, by }: { reason: string; by: string }): string {
  const words = reason.charAt(0).toLowerCase() + reason.slice(1);
  if (reason === ORDER_BACK_REASONS.taken_back) return `Came back: ${words}${by ? ` by ${by}` : ''}`;
  return by ? `Came back with ${by}: ${words}` : `Came back: ${words}`;
}

/** PS261123-E7TY56 as the packer matches it against a slip: the day small, the code large. */
function OrderNumber({ number, fresh }: { number: string; fresh: boolean }) {
  const cut = number.lastIndexOf('-') + 1;
  return (
    <p className="flex flex-wrap items-baseline gap-x-1.5 font-mono">
      <span className="text-sm text-gray-500">{number.slice(0, cut)}</span>
      <span className="text-2xl leading-tight font-extrabold text-gray-900">{number.slice(cut)}</span>
      {fresh && <span className="self-center rounded bg-sky-700 px-1.5 py-0.5 font-sans text-xs font-bold text-white uppercase">New</span>}
    </p>
  );
}

/** One open order on the floor: its promise, its pick list, and the next thing to do with it. */
export function OrderCard({
  order,
  riders,
  now,
  branchId,
  selected,
  onSelect,
}: {
  order: FloorOrderAnswer;
  riders: FloorRiderAnswer[];
  now: Date;
  branchId: string;
  selected: boolean;
  onSelect: (selected: boolean) => void;
}) {
  const mayCall = useMayCall();
  const packed = useMarkPacked();
  const sendOut = useSendOut();
  const takeBack = useTakeBack();
  const cancel = useCancelOrder();
  const [asking, setAsking] = useState<Asking>(null);
  const placedMinutesAgo = (now.getTime() - Date.parse(order.placedAt)) / 60_000;
  const toPack = order.status === 'placed' || order.status === 'confirmed';
  const out = order.status === 'out_for_delivery';
  return (
    <article
      aria-label={`Order ${order.orderNumber}`}
      className={`overflow-hidden rounded-2xl border-2 bg-white shadow-sm ${selected ? 'border-brand-600' : 'border-transparent'}`}
    >
      <header className="flex items-start gap-3 p-3">
        <PromiseChip order={order} now={now} />
        <div className="min-w-0 flex-1">
          <OrderNumber number={order.orderNumber} fresh={placedMinutesAgo < 2} />
          <p className="truncate text-sm text-gray-700">
            {order.customerName} · {order.address.pinCode}
          </p>
          {order.paidOnline ? (
            <p className="text-sm font-bold text-emerald-800">{PAYMENT_MESSAGES.collectNothing}</p>
          ) : (
            <p className="text-sm font-semibold text-gray-900">{formatRupees(order.amountToCollect)} to collect</p>
          )}
        </div>
      </header>
      {order.discreetPackaging && <p className="px-3 pb-2">{DISCREET_BADGE}</p>}
      {order.lastAttempt && (
        <p className="mx-3 mb-2 rounded-lg bg-amber-100 px-3 py-2 text-sm text-amber-950">
          <strong>{cameBack(order.lastAttempt)}.</strong>
          {order.lastAttempt.note && order.lastAttempt.note !== order.lastAttempt.reason && ` ${order.lastAttempt.note}`}
        </p>
      )}
      {!out && (
        <>
          <div className="flex items-center justify-between border-t border-gray-100 bg-gray-50 px-3 py-1 text-xs font-bold tracking-wide text-gray-600 uppercase">
            <span>Pick list</span>
            {toPack && (
              <label className="flex min-h-10 cursor-pointer items-center gap-2 normal-case">
                <input
                  type="checkbox"
                  className="size-5 accent-brand-700"
                  checked={selected}
                  onChange={(event) => onSelect(event.target.checked)}
                />
                Pick with others
              </label>
            )}
          </div>
          <PickList lines={order.items} label={`Pick list of order ${order.orderNumber}`} />
        </>
      )}
      <footer className="flex flex-wrap items-center gap-2 border-t border-gray-100 bg-gray-50 p-3">
        {toPack && mayCall('PUT /api/admin/floor/orders/{id}/packed') && (
          <Button
            className="min-h-12 flex-1 text-base"
            busy={packed.isPending}
            busyText="Packing…"
            onClick={() => void attempt(() => packed.tap(order._id))}
          >
            Packed
          </Button>
        )}
        {order.status === 'packed' && mayCall('PUT /api/admin/floor/orders/{id}/rider') && (
          <>
            <div className="w-full">
              <RiderChoice order={order} riders={riders} />
            </div>
            <Button
              className="min-h-12 flex-1 text-base whitespace-nowrap"
              disabled={!order.rider}
              busy={sendOut.isPending}
              busyText="Sending out…"
              onClick={() => void attempt(() => sendOut.tap(order._id))}
            >
              {order.rider ? `Out with ${order.rider.name.split(' ')[0]}` : 'Out for delivery'}
            </Button>
          </>
        )}
        {out && (
          <p className="flex-1 text-base font-semibold text-gray-800">
            Out with {order.rider?.name ?? 'a rider'}
            {order.dispatchedAt && (
              <span className="font-normal text-gray-600">
                {' '}
                · {Math.round((now.getTime() - Date.parse(order.dispatchedAt)) / 60_000)} min ago
              </span>
            )}
          </p>
        )}
        {out && mayCall('PUT /api/admin/floor/orders/{id}/back-at-branch') && (
          <Button variant="ghost" busy={takeBack.isPending} busyText="Taking back…" onClick={() => setAsking('take-back')}>
            Back at branch
          </Button>
        )}
        {order.lastAttempt && mayCall('PUT /api/admin/orders/{id}/status') && (
          <Button
            variant="ghost"
            className="text-red-700"
            busy={cancel.isPending}
            busyText="Cancelling…"
            onClick={() => setAsking('cancel')}
          >
            Cancel order (stock returns)
          </Button>
        )}
        {!out && (
          <Link to={`/floor/${branchId}/slip/${order._id}`} className="inline-flex min-h-11 items-center px-2 text-sm font-semibold">
            Slip &amp; label
          </Link>
        )}
      </footer>
      <ConfirmDialog
        open={asking === 'take-back'}
        title={`Take order ${order.orderNumber} back?`}
        message={`${order.rider?.name ?? 'The rider'} stops carrying it and it comes back to Packed here. Do this only when the parcel is back at the branch.`}
        confirmText="Yes, back at branch"
        cancelText="Keep it out"
        busy={takeBack.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={() => void attempt(() => takeBack.tap({ orderId: order._id, note: '' })).finally(() => setAsking(null))}
      />
      <ConfirmDialog
        open={asking === 'cancel'}
        title={`Cancel order ${order.orderNumber}?`}
        message="Its stock returns to the branch and the customer is told. This cannot be undone."
        confirmText="Yes, cancel order"
        cancelText="Keep order"
        busy={cancel.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={() =>
          void attempt(() =>
            cancel.tap({ orderId: order._id, reason: `Not delivered: ${order.lastAttempt?.reason}`, version: order.version }),
          ).finally(() => setAsking(null))
        }
      />
    </article>
  );
}
