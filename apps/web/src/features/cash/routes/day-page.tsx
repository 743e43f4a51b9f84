import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { indiaDay } from '@padstore/domain/india-time';
import {
  counted,
  rupeesToPaise,
  paiseToRupees,
  STAFF_MESSAGES,
  TAKEN_COUNTS,
  type CashDayAnswer,
  type RiderCashAnswer,
} from '@padstore/domain';
import { Button, NextPageButton } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Card, ErrorState } from '../../../components/ui/page';
import { errorMessage } from '../../../lib/api-client';
import { formatDate, formatRupees, formatTime, paidAtDoorText } from '../../../lib/format';
import { notify } from '../../../lib/toast';
import { usePageTitle } from '../../../lib/use-page-title';
import { QueryView } from '../../../components/query-view';
import { useStaffMe } from '../../../lib/staff-me';
import { useCloseDay } from '../api/close-day';
import { downloadDayCsv } from '../api/download-day-csv';
import { useCashDay } from '../api/get-cash-day';
import { usePrepaidDayOrders } from '../api/get-prepaid-day-orders';
import { useRiderDayOrders } from '../api/get-rider-day-orders';
import { usePromiseKept } from '../api/get-promise-kept';
import { useRecordHandIn } from '../api/record-hand-in';
import { useReverseHandIn } from '../api/reverse-hand-in';
import { PromiseKeptCard } from '../components/promise-kept-card';

const control = 'w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm';

function Difference({ amount, later }: { amount: number; later: boolean }) {
  if (amount === 0) {
    return (
      <span className="rounded-full bg-emerald-100 px-3 py-1 text-sm font-bold text-emerald-800">
        {later ? 'Settled for this day' : 'Settled'}
      </span>
    );
  }
  return (
    <span className="rounded-full bg-amber-400 px-3 py-1 text-sm font-bold text-gray-950">
      {amount > 0 ? `${formatRupees(amount)} still with the rider` : `${formatRupees(-amount)} more handed in than collected`}
    </span>
  );
}

const ENTRY_WORDS = { cash: 'handed in', write_off: 'written off', reversal: 'reversed' } as const;

/** One entry of a rider's ledger; one recorded wrong is taken back with a note, never edited. */
function HandInLine({ entry, day, closed }: { entry: RiderCashAnswer['handIns'][number]; day: CashDayAnswer; closed: boolean }) {
  const reverse = useReverseHandIn(day.branch._id, day.day);
  const [reversing, setReversing] = useState(false);
  const [note, setNote] = useState('');
  const submit = async () => {
    try {
      const answer = await reverse.tap({ handInId: entry._id, note });
      if (!answer) return;
      notify.success(answer.message);
      setReversing(false);
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };
  const mayReverse = !closed && entry.kind !== 'reversal' && !entry.reversed;
  return (
    <li className="py-1.5 text-gray-700">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className={entry.reversed ? 'line-through' : ''}>
          {formatTime(entry.at)} · {ENTRY_WORDS[entry.kind]}
          {entry.note && `: ${entry.note}`} · {entry.by}
        </span>
        <span className="flex items-center gap-2">
          {entry.kind === 'reversal' ? '−' : ''}
          {formatRupees(entry.amount)}
          {mayReverse && !reversing && (
            <Button variant="ghost" className="min-h-9 px-2" onClick={() => setReversing(true)}>
              Reverse
            </Button>
          )}
        </span>
      </div>
      {reversing && (
        <div className="mt-2 flex gap-2">
          <input
            aria-label={`Why the entry of ${formatRupees(entry.amount)} is reversed`}
            placeholder="What was wrong"
            className={control}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
          <Button variant="secondary" busy={reverse.isPending} busyText="Reversing…" disabled={!note.trim()} onClick={() => void submit()}>
            Reverse it
          </Button>
        </div>
      )}
    </li>
  );
}

/** What the close dialog says of the day's orders paid online: counted apart, nothing for a rider to hand in. */
const prepaidLine = (day: CashDayAnswer) =>
  day.prepaidCount === 0
    ? ''
    : `Paid online, apart: ${counted(day.prepaidCount, 'order')}, ${formatRupees(day.totals.paidOnline)} kept${day.totals.refunds > 0 ? ` and ${formatRupees(day.totals.refunds)} refunded` : ''}. `;

const owedText = (difference: number) => (difference > 0 ? String(difference) : '');

const PAID_BY_WORDS = { cash: 'cash', online: 'paid online: nothing collected', upi: 'UPI' } as const;

/** The rider's orders of the day, the latest first, read a page at a time once the manager opens them. */
function RiderOrders({ rider, day }: { rider: RiderCashAnswer; day: CashDayAnswer }) {
  const orders = useRiderDayOrders(day.branch._id, day.day, rider._id);
  const list = orders.data?.pages.flatMap((page) => page.orders) ?? [];
  if (orders.isPending) return <p className="py-2 text-sm text-gray-600">Reading {rider.name}'s orders…</p>;
  return (
    <>
      {list.length > 0 && (
        <ul aria-label={`${rider.name}'s orders`} className="mt-2 divide-y divide-gray-200 text-sm">
          {list.map((order) => (
            <li key={order.orderNumber} className="flex flex-wrap justify-between gap-2 py-1.5">
              <span className="min-w-0 break-words">
                {formatTime(order.at)} · #{order.orderNumber} · {PAID_BY_WORDS[order.paidBy]}
                {order.paidBy === 'upi' && order.upiReference ? ` ${order.upiReference}` : ''}
                {order.note && <span className="block text-amber-800">{order.note}</span>}
              </span>
              <span className={order.received !== order.due ? 'font-bold text-amber-800' : ''}>
                {order.received !== order.due ? paidAtDoorText({ ...order, note: '' }) : formatRupees(order.received)}
              </span>
            </li>
          ))}
        </ul>
      )}
      {orders.isError && <ErrorState message={errorMessage(orders.error)} onRetry={() => void orders.refetch()} />}
      <NextPageButton list={orders} className="mt-2 w-full" busyText="Reading older orders…">
        Older orders
      </NextPageButton>
    </>
  );
}

function RiderMoney({ rider, day, closed }: { rider: RiderCashAnswer; day: CashDayAnswer; closed: boolean }) {
  const handIn = useRecordHandIn(day.branch._id, day.day);
  // His orders are read only once the manager opens them: a busy day is thousands.
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState(owedText(rider.difference));
  const [note, setNote] = useState('');
  // Cash more than the rider owes is taken in only once the manager says so: the difference it makes.
  const [overBy, setOverBy] = useState<number | null>(null);
  // Whenever what the rider owes changes (a hand-in, a reversal, a delivery), the amount offered is what is still owed.
  const [owedSeen, setOwedSeen] = useState(rider.difference);
  if (owedSeen !== rider.difference) {
    setOwedSeen(rider.difference);
    setAmount(owedText(rider.difference));
  }
  const record = async (kind: 'cash' | 'write_off', confirmOverpay = false) => {
    const over = paiseToRupees(rupeesToPaise(Number(amount)) - rupeesToPaise(Math.max(rider.difference, 0)));
    if (kind === 'cash' && over > 0 && !confirmOverpay) {
      setOverBy(over);
      return;
    }
    try {
      const answer = await handIn.tap({ riderId: rider._id, amount: Number(amount), kind, note, confirmOverpay });
      if (!answer) return;
      notify.success(answer.message);
      // What is offered next is what is still owed, not the amount just taken in.
      setAmount(owedText(paiseToRupees(rupeesToPaise(rider.difference) - rupeesToPaise(Number(amount)))));
      setNote('');
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setOverBy(null);
    }
  };
  return (
    <Card className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-lg font-bold text-gray-900">{rider.name}</h3>
        <Difference amount={rider.difference} later={rider.collectedAfterClose > 0} />
      </div>
      {rider.collectedAfterClose > 0 && rider.owedTo && (
        <p className="rounded-lg bg-amber-100 px-3 py-2 text-sm font-semibold text-amber-950">
          {formatRupees(rider.collectedAfterClose)} collected after the day was closed: owed to {formatDate(rider.owedTo)}, where it is
          taken in.{' '}
          <Link className="underline" to={`?date=${rider.owedTo}&branchId=${day.branch._id}`}>
            Open {formatDate(rider.owedTo)}
          </Link>
        </p>
      )}
      <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
        {[
          ['Cash collected', rider.cashCollected],
          ['UPI collected', rider.upiCollected],
          ['Cash handed in', rider.handedIn],
          ['Written off', rider.writtenOff],
          ...(rider.short > 0 ? [['Paid short', rider.short]] : []),
        ].map(([label, value]) => (
          <div key={label as string}>
            <dt className="text-gray-600">{label}</dt>
            <dd className="text-lg font-bold text-gray-900">{formatRupees(value as number)}</dd>
          </div>
        ))}
      </dl>
      <details onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary className="cursor-pointer text-sm font-semibold text-brand-700">
          {counted(rider.orderCount, 'order')}, {counted(rider.handIns.length, 'entry', 'entries')}
        </summary>
        {rider.handIns.length > 0 && (
          <ul aria-label={`${rider.name}'s entries`} className="mt-2 divide-y divide-gray-200 text-sm">
            {rider.handIns.map((entry) => (
              <HandInLine key={entry._id} entry={entry} day={day} closed={closed} />
            ))}
          </ul>
        )}
        {open && rider.orderCount > 0 && <RiderOrders rider={rider} day={day} />}
      </details>
      {!closed && rider.difference !== 0 && (
        <div className="grid gap-2 border-t border-gray-200 pt-3 sm:grid-cols-[8rem_1fr_auto_auto]">
          <label className="text-sm">
            <span className="mb-1 block text-gray-600">Amount (₹)</span>
            <input className={control} inputMode="decimal" value={amount} onChange={(event) => setAmount(event.target.value)} />
          </label>
          <label className="text-sm">
            <span className="mb-1 block text-gray-600">Note (needed to write off)</span>
            <input className={control} value={note} onChange={(event) => setNote(event.target.value)} />
          </label>
          <Button
            className="self-end"
            busy={handIn.isPending && handIn.variables.input.kind === 'cash'}
            busyText="Taking in…"
            disabled={!Number(amount) || handIn.isPending}
            onClick={() => void record('cash')}
          >
            Take cash in
          </Button>
          <ConfirmDialog
            open={overBy !== null}
            title={`${formatRupees(overBy ?? 0)} more than ${rider.name} owes. Take it in?`}
            message={`${rider.name} owes ${formatRupees(Math.max(rider.difference, 0))}; you typed ${formatRupees(Number(amount))}. Check the amount before taking it in.`}
            confirmText={`Take ${formatRupees(Number(amount))} in`}
            cancelText="Change the amount"
            busy={handIn.isPending}
            onConfirm={() => void record('cash', true)}
            onCancel={() => setOverBy(null)}
          />
          <Button
            variant="ghost"
            className="self-end"
            busy={handIn.isPending && handIn.variables.input.kind === 'write_off'}
            busyText="Writing off…"
            disabled={!Number(amount) || !note.trim() || handIn.isPending}
            onClick={() => void record('write_off')}
          >
            Write off
          </Button>
        </div>
      )}
    </Card>
  );
}

const REFUND_WORDS = { pending: 'refund asked', started: 'refund started', refunded: 'refunded' } as const;
const METHOD_WORDS: Record<string, string> = { upi: 'UPI', card: 'card' };

/**
 * Orders paid online on the day, apart from the riders' cash: the gateway's payment id, and the refund of a
 * cancelled one; the latest paid first, read a page at a time (a busy day is thousands).
 */
function PrepaidOrders({ day }: { day: CashDayAnswer }) {
  const payments = usePrepaidDayOrders(day.branch._id, day.day, day.prepaidCount > 0);
  if (day.prepaidCount === 0) return null;
  const list = payments.data?.pages.flatMap((page) => page.orders) ?? [];
  return (
    <Card className="space-y-2">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-bold text-gray-900">Paid online</h2>
        <p className="text-sm text-gray-600">
          {counted(day.prepaidCount, 'order')} · {formatRupees(day.totals.paidOnline)} kept
          {day.totals.refunds > 0 && ` · ${formatRupees(day.totals.refunds)} refunded or being refunded`} · no rider collects or hands in
          anything for these
        </p>
      </div>
      {payments.isPending && <p className="py-2 text-sm text-gray-600">Reading the payments…</p>}
      {list.length > 0 && (
        <ul aria-label="Orders paid online" className="divide-y divide-gray-200 text-sm">
          {list.map((order) => (
            <li key={order.orderNumber} className="flex flex-wrap justify-between gap-2 py-1.5">
              <span className="min-w-0 break-words">
                {formatTime(order.paidAt)} · #{order.orderNumber} · {METHOD_WORDS[order.method ?? ''] ?? 'online'}{' '}
                <span className="font-mono break-all">{order.paymentId}</span>
                {order.refund && (
                  <span className="block font-semibold text-amber-800">
                    {REFUND_WORDS[order.refund.state]} {formatRupees(order.refund.amount)}
                    {order.refund.refundId && <span className="font-mono font-normal"> {order.refund.refundId}</span>}
                  </span>
                )}
              </span>
              <span className={order.refund ? 'text-gray-500 line-through' : 'font-semibold'}>{formatRupees(order.amount)}</span>
            </li>
          ))}
        </ul>
      )}
      {payments.isError && <ErrorState message={errorMessage(payments.error)} onRetry={() => void payments.refetch()} />}
      <NextPageButton list={payments} className="w-full" busyText="Reading older payments…">
        Older payments
      </NextPageButton>
    </Card>
  );
}

/** The branch's day for its manager: the promise kept, each rider's money until it is settled, closing the day, and the CSV. */
export function DayPage() {
  usePageTitle('Day · Store console');
  const me = useStaffMe();
  const [params, setParams] = useSearchParams();
  const day = params.get('date') ?? indiaDay(new Date());
  const branchId = params.get('branchId') ?? me.data?.branches[0]?._id;
  const money = useCashDay(branchId, day);
  const kept = usePromiseKept(day);
  const close = useCloseDay(branchId ?? '', day);
  const [confirmingClose, setConfirmingClose] = useState(false);
  const set = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    next.set(key, value);
    setParams(next);
  };
  const closeTheDay = async () => {
    try {
      const answer = await close.tap(undefined);
      if (answer) notify.success(answer.message);
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setConfirmingClose(false);
    }
  };
  return (
    <>
      <h1 className="mb-5 text-2xl font-bold text-gray-900">The day</h1>
      <div className="mb-5 grid gap-3 sm:grid-cols-3">
        <label className="text-sm">
          <span className="mb-1 block text-gray-600">Branch</span>
          <select className={control} value={branchId ?? ''} onChange={(event) => set('branchId', event.target.value)}>
            {me.data?.branches.map((branch) => (
              <option key={branch._id} value={branch._id}>
                {branch.name}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm">
          <span className="mb-1 block text-gray-600">Day</span>
          <input type="date" className={control} value={day} onChange={(event) => event.target.value && set('date', event.target.value)} />
        </label>
      </div>
      <div className="space-y-5">
        <QueryView query={kept}>
          {(data) => <PromiseKeptCard data={{ ...data, branches: data.branches.filter((branch) => branch._id === branchId) }} />}
        </QueryView>
        <QueryView query={money}>
          {(data) => {
            const unsettled = data.riders.filter((rider) => rider.difference !== 0).length;
            const blocker = data.closed
              ? null
              : data.outForDelivery > 0
                ? STAFF_MESSAGES.stillOutForDelivery(data.outForDelivery)
                : unsettled > 0
                  ? STAFF_MESSAGES.ridersUnsettled(unsettled)
                  : null;
            return (
              <>
                <Card className="flex flex-wrap items-center gap-x-6 gap-y-3">
                  <div>
                    <p className="text-sm text-gray-600">Cash collected</p>
                    <p className="text-2xl font-extrabold">{formatRupees(data.totals.cashCollected)}</p>
                  </div>
                  <div>
                    <p className="text-sm text-gray-600">UPI collected</p>
                    <p className="text-2xl font-extrabold">{formatRupees(data.totals.upiCollected)}</p>
                  </div>
                  {(data.totals.paidOnline > 0 || data.totals.refunds > 0) && (
                    <div>
                      <p className="text-sm text-gray-600">Paid online</p>
                      <p className="text-2xl font-extrabold">{formatRupees(data.totals.paidOnline)}</p>
                    </div>
                  )}
                  <div>
                    <p className="text-sm text-gray-600">Cash handed in</p>
                    <p className="text-2xl font-extrabold">{formatRupees(data.totals.handedIn)}</p>
                  </div>
                  {data.totals.short > 0 && (
                    <div>
                      <p className="text-sm text-gray-600">Paid short</p>
                      <p className="text-2xl font-extrabold text-amber-800">{formatRupees(data.totals.short)}</p>
                    </div>
                  )}
                  {data.totals.collectedAfterClose > 0 && (
                    <div>
                      <p className="text-sm text-gray-600">Collected after the close</p>
                      <p className="text-2xl font-extrabold text-amber-800">{formatRupees(data.totals.collectedAfterClose)}</p>
                    </div>
                  )}
                  <div className="ml-auto flex flex-wrap items-center gap-2">
                    <Button
                      variant="secondary"
                      onClick={() =>
                        void downloadDayCsv(data.branch._id, data.day).catch((error: unknown) => notify.error(errorMessage(error)))
                      }
                    >
                      Download CSV
                    </Button>
                    {data.closed ? (
                      <span className="rounded-full bg-gray-900 px-4 py-2 text-sm font-bold text-white">
                        Day closed by {data.closed.by} at {formatTime(data.closed.at)}
                      </span>
                    ) : (
                      <Button disabled={Boolean(blocker)} onClick={() => setConfirmingClose(true)}>
                        Close the day
                      </Button>
                    )}
                  </div>
                  <p className="w-full text-sm text-gray-700">
                    Taken: <strong>{formatRupees(data.totals.taken)}</strong> ({TAKEN_COUNTS})
                  </p>
                  {blocker && (
                    <p className="w-full text-sm font-semibold text-amber-800">{blocker}: the day can be closed once they are.</p>
                  )}
                </Card>
                <ConfirmDialog
                  open={confirmingClose}
                  title={`Close ${data.branch.name}'s day ${formatDate(data.day)}?`}
                  message={`This locks the day's cash: ${formatRupees(data.totals.cashCollected)} in cash and ${formatRupees(data.totals.upiCollected)} by UPI at the door${data.totals.short > 0 ? `, with ${formatRupees(data.totals.short)} paid short by customers` : ''}. ${prepaidLine(data)}No hand-in, write-off or reversal can be recorded for it afterwards; cash collected later is counted on the next open day.`}
                  confirmText="Close the day"
                  cancelText="Not yet"
                  busy={close.isPending}
                  onConfirm={() => void closeTheDay()}
                  onCancel={() => setConfirmingClose(false)}
                />
                <PrepaidOrders day={data} />
                {data.riders.length === 0 ? (
                  <Card className="text-center text-gray-600">No rider collected anything on this day.</Card>
                ) : (
                  <div className="grid gap-4 lg:grid-cols-2">
                    {data.riders.map((rider) => (
                      <RiderMoney key={rider._id} rider={rider} day={data} closed={Boolean(data.closed)} />
                    ))}
                  </div>
                )}
              </>
            );
          }}
        </QueryView>
      </div>
    </>
  );
}
