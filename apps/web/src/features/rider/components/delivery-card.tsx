import { useState } from 'react';
import { NOT_DELIVERED_REASONS, type NotDeliveredReason } from '@padstore/domain/floor';
import type { RiderDeliveryAnswer } from '@padstore/domain';
import { PAYMENT_MESSAGES } from '@padstore/domain/messages';
import { Button, buttonClass } from '../../../components/ui/button';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { formatRupees } from '../../../lib/format';
import { notify } from '../../../lib/toast';
import { DISCREET_BADGE, PromiseChip } from '../../floor';
import { useOpenCustomerPhone } from '../../../lib/open-customer-phone';
import { useMarkDelivered } from '../api/mark-delivered';
import { useMarkNotDelivered } from '../api/mark-not-delivered';
import { UpiQr } from './upi-qr';

const field = 'block w-full rounded-xl border-2 border-gray-300 bg-white px-3 py-3 text-lg';

/**
 * Says why a delivery could not be confirmed. A 409 means the order changed under the rider (the branch
 * took it back, or it is no longer out): the page shows the server's words until read, and the card,
 * read again, goes away; anything else is a passing error.
 */
function refused(error: unknown, onGone: (message: string) => void) {
  if (error instanceof ApiError && error.status === 409) onGone(errorMessage(error));
  else notify.error(errorMessage(error));
}

/** The customer's phone, opened on purpose (the audit log records it), then one tap to call. */
function CallButton({ orderId }: { orderId: string }) {
  const open = useOpenCustomerPhone();
  const [phone, setPhone] = useState<string | null>(null);
  if (phone) {
    return (
      <a href={`tel:+91${phone}`} className={buttonClass('primary', 'min-h-12 flex-1 text-base')}>
        Call {phone}
      </a>
    );
  }
  return (
    <Button
      variant="secondary"
      className="min-h-12 flex-1 text-base"
      busy={open.isPending}
      onClick={() => void open.mutateAsync(orderId).then(setPhone, (error: unknown) => notify.error(errorMessage(error)))}
    >
      Show phone
    </Button>
  );
}

interface FormProps {
  delivery: RiderDeliveryAnswer;
  onDone: () => void;
  onGone: (message: string) => void;
}

/** She paid online before the door: he hands it over and confirms, asked for no cash and no reference. */
function PaidOnlineDeliveredForm({ delivery, onDone, onGone }: FormProps) {
  const delivered = useMarkDelivered();
  const submit = async () => {
    try {
      const answer = await delivered.tap({ orderId: delivery._id, payment: { paidBy: 'online', note: '' } });
      if (!answer) return;
      notify.success(answer.message);
      onDone();
    } catch (error) {
      refused(error, onGone);
    }
  };
  return (
    <div className="space-y-3 border-t border-gray-200 p-3">
      <p className="rounded-xl bg-emerald-50 p-3 font-bold text-emerald-900">
        {PAYMENT_MESSAGES.collectNothing}. Hand the parcel over; take no cash.
      </p>
      <div className="flex gap-2">
        <Button className="min-h-12 flex-1 text-base" busy={delivered.isPending} busyText="Confirming…" onClick={() => void submit()}>
          Confirm delivered
        </Button>
        <Button variant="ghost" className="min-h-12" onClick={onDone}>
          Back
        </Button>
      </div>
    </div>
  );
}

function DeliveredForm({ delivery, onDone, onGone }: FormProps) {
  const delivered = useMarkDelivered();
  const [paidBy, setPaidBy] = useState<'cash' | 'upi'>('cash');
  const [amount, setAmount] = useState(String(delivery.amountToCollect));
  const [reference, setReference] = useState('');
  const [note, setNote] = useState('');
  const different = paidBy === 'cash' && Number(amount) !== delivery.amountToCollect;
  const ready =
    paidBy === 'cash' ? amount.trim() !== '' && !Number.isNaN(Number(amount)) && (!different || note.trim()) : reference.trim().length >= 6;
  const submit = async () => {
    try {
      const payment =
        paidBy === 'cash' ? { paidBy, amountReceived: Number(amount), note } : { paidBy, upiReference: reference.trim(), note };
      const answer = await delivered.tap({ orderId: delivery._id, payment });
      if (!answer) return;
      notify.success(answer.message);
      onDone();
    } catch (error) {
      refused(error, onGone);
    }
  };
  return (
    <div className="space-y-3 border-t border-gray-200 p-3">
      <fieldset>
        <legend className="mb-2 font-bold text-gray-900">How did she pay?</legend>
        <div className="grid grid-cols-2 gap-2">
          {(['cash', 'upi'] as const).map((method) => (
            <label
              key={method}
              className={`flex min-h-12 cursor-pointer items-center justify-center gap-2 rounded-xl border-2 text-lg font-bold ${paidBy === method ? 'border-brand-700 bg-brand-50 text-brand-800' : 'border-gray-300 text-gray-700'}`}
            >
              <input
                type="radio"
                name={`paid-${delivery._id}`}
                className="size-5 accent-brand-700"
                checked={paidBy === method}
                onChange={() => setPaidBy(method)}
              />
              {method === 'cash' ? 'Cash' : 'UPI'}
            </label>
          ))}
        </div>
      </fieldset>
      {paidBy === 'cash' ? (
        <>
          <label className="block font-semibold text-gray-900">
            Cash received (₹)
            <input
              className={`${field} mt-1 font-bold`}
              inputMode="decimal"
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
            />
          </label>
          {different && (
            <label className="block font-semibold text-amber-900">
              Not {formatRupees(delivery.amountToCollect)}: say why
              <textarea className={`${field} mt-1 text-base`} rows={2} value={note} onChange={(event) => setNote(event.target.value)} />
            </label>
          )}
        </>
      ) : delivery.upiLink ? (
        <>
          <div className="rounded-xl bg-white p-2 text-center">
            <UpiQr
              link={delivery.upiLink}
              label={`UPI QR code for ${formatRupees(delivery.amountToCollect)}, order ${delivery.orderNumber}`}
            />
            <p className="mt-1 text-lg font-bold">Scan to pay {formatRupees(delivery.amountToCollect)}</p>
            <p className="text-sm text-gray-600">Order {delivery.orderNumber}, to the store&apos;s own UPI id</p>
          </div>
          <label className="block font-semibold text-gray-900">
            UPI reference on her screen
            <input
              className={`${field} mt-1 font-mono`}
              inputMode="numeric"
              autoComplete="off"
              value={reference}
              onChange={(event) => setReference(event.target.value)}
            />
          </label>
        </>
      ) : (
        <p className="rounded-xl bg-amber-100 p-3 text-amber-950">The store&apos;s UPI id is not set yet: please take cash.</p>
      )}
      <div className="flex gap-2">
        <Button
          className="min-h-12 flex-1 text-base"
          disabled={!ready}
          busy={delivered.isPending}
          busyText="Confirming…"
          onClick={() => void submit()}
        >
          Confirm delivered
        </Button>
        <Button variant="ghost" className="min-h-12" onClick={onDone}>
          Back
        </Button>
      </div>
    </div>
  );
}

function NotDeliveredForm({ delivery, onDone, onGone }: FormProps) {
  const notDelivered = useMarkNotDelivered();
  const [reason, setReason] = useState<NotDeliveredReason>('unreachable');
  const [note, setNote] = useState('');
  const submit = async () => {
    try {
      const answer = await notDelivered.tap({ orderId: delivery._id, reason, note });
      if (!answer) return;
      notify.success(answer.message);
      onDone();
    } catch (error) {
      refused(error, onGone);
    }
  };
  return (
    <div className="space-y-3 border-t border-gray-200 p-3">
      <fieldset className="space-y-2">
        <legend className="mb-1 font-bold text-gray-900">Why not?</legend>
        {(Object.entries(NOT_DELIVERED_REASONS) as [NotDeliveredReason, string][]).map(([key, words]) => (
          <label
            key={key}
            className={`flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border-2 px-3 text-base font-semibold ${reason === key ? 'border-gray-900 bg-gray-100' : 'border-gray-300'}`}
          >
            <input
              type="radio"
              name={`reason-${delivery._id}`}
              className="size-5"
              checked={reason === key}
              onChange={() => setReason(key)}
            />
            {words}
          </label>
        ))}
      </fieldset>
      <label className="block font-semibold text-gray-900">
        Note for the branch
        <textarea className={`${field} mt-1 text-base`} rows={2} value={note} onChange={(event) => setNote(event.target.value)} />
      </label>
      <div className="flex gap-2">
        <Button
          variant="danger"
          className="min-h-12 flex-1 text-base"
          disabled={!note.trim()}
          busy={notDelivered.isPending}
          busyText="Taking it back…"
          onClick={() => void submit()}
        >
          Take it back to the branch
        </Button>
        <Button variant="ghost" className="min-h-12" onClick={onDone}>
          Back
        </Button>
      </div>
    </div>
  );
}

/** One delivery on the rider's phone: where, how to get there, whom to call, what to collect, and how it ended. */
export function DeliveryCard({
  delivery,
  position,
  now,
  onGone,
}: {
  delivery: RiderDeliveryAnswer;
  position: number;
  now: Date;
  /** The delivery was taken from the rider meanwhile: the server's words, shown by the page. */
  onGone: (message: string) => void;
}) {
  const [mode, setMode] = useState<'idle' | 'delivered' | 'not_delivered'>('idle');
  const out = delivery.dispatchedAt !== null;
  return (
    <article
      aria-label={`Delivery ${position}: order ${delivery.orderNumber}`}
      className={`overflow-hidden rounded-2xl bg-white shadow-sm ${out ? '' : 'opacity-80'}`}
    >
      <header className="flex items-start gap-3 p-3 pb-2">
        <span
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-gray-900 text-xl font-extrabold text-white"
          aria-hidden="true"
        >
          {position}
        </span>
        <div className="min-w-0 flex-1">
          <p className="text-xl leading-tight font-extrabold text-gray-900">{delivery.customerName}</p>
          <p className="font-mono text-sm text-gray-600">#{delivery.orderNumber}</p>
        </div>
        <PromiseChip order={delivery} now={now} size="small" />
      </header>
      <p className="px-3 text-lg leading-snug text-gray-900">{delivery.address}</p>
      <div className="flex flex-wrap items-center gap-2 px-3 pt-2">
        {delivery.paidOnline ? (
          <p className="text-xl font-extrabold text-emerald-800">{PAYMENT_MESSAGES.collectNothing}</p>
        ) : (
          <p className="text-2xl font-extrabold text-gray-900">Collect {formatRupees(delivery.amountToCollect)}</p>
        )}
        <span className="text-sm text-gray-600">
          · {delivery.packs} {delivery.packs === 1 ? 'pack' : 'packs'}
        </span>
        {delivery.discreetPackaging && DISCREET_BADGE}
      </div>
      {out ? (
        <>
          <div className="flex gap-2 p-3">
            <a href={delivery.mapLink} target="_blank" rel="noreferrer" className={buttonClass('secondary', 'min-h-12 flex-1 text-base')}>
              Open map
            </a>
            <CallButton orderId={delivery._id} />
          </div>
          {mode === 'idle' && (
            <div className="flex gap-2 border-t border-gray-200 p-3">
              <Button className="min-h-14 flex-[2] text-lg" onClick={() => setMode('delivered')}>
                Delivered
              </Button>
              <Button variant="ghost" className="min-h-14 flex-1 border-2 border-gray-300 px-3" onClick={() => setMode('not_delivered')}>
                Can&apos;t deliver
              </Button>
            </div>
          )}
          {mode === 'delivered' &&
            (delivery.paidOnline ? (
              <PaidOnlineDeliveredForm delivery={delivery} onDone={() => setMode('idle')} onGone={onGone} />
            ) : (
              <DeliveredForm delivery={delivery} onDone={() => setMode('idle')} onGone={onGone} />
            ))}
          {mode === 'not_delivered' && <NotDeliveredForm delivery={delivery} onDone={() => setMode('idle')} onGone={onGone} />}
        </>
      ) : (
        <p className="m-3 rounded-xl bg-gray-100 px-3 py-2 text-sm text-gray-700">
          Still at the branch: it is yours once the packer sends it out.
        </p>
      )}
    </article>
  );
}
