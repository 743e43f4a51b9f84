import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/page';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { formatRupees, formatTime } from '../../../lib/format';
import { notify } from '../../../lib/toast';
import { usePageTitle } from '../../../lib/use-page-title';
import { useServerClock } from '../../../lib/use-server-clock';
import { LiveMark, ToolHeader } from '../../../components/staff-screen-layout';
import { useRiderDay } from '../api/get-rider-day';
import { useSetMyShift } from '../api/set-my-shift';
import { DeliveryCard } from '../components/delivery-card';

/** The rider's phone: my deliveries in the order to ride them, each to the door and paid, and my day's money. */
export function RiderPage() {
  usePageTitle('My deliveries');
  const day = useRiderDay();
  const shift = useSetMyShift();
  const now = useServerClock(day.data?.now, day.dataUpdatedAt);
  // What the rider must read before going on (a shift that cannot end, an order taken back): kept until read.
  const [notice, setNotice] = useState<string | null>(null);
  const setShift = (onShift: boolean) =>
    void shift.tap(onShift).then(
      (answer) => {
        if (!answer) return;
        setNotice(null);
        notify.success(answer.message);
      },
      (error: unknown) =>
        error instanceof ApiError && error.status === 409 ? setNotice(errorMessage(error)) : notify.error(errorMessage(error)),
    );
  const data = day.data;
  return (
    <>
      <ToolHeader
        title="My deliveries"
        subtitle={data && <LiveMark updatedAt={day.dataUpdatedAt} failed={day.isError} now={now.getTime()} />}
      >
        {data?.onShift && (
          <Button
            variant="ghost"
            className="min-h-10 px-3 text-white hover:bg-gray-800"
            busy={shift.isPending}
            busyText="Ending…"
            onClick={() => setShift(false)}
          >
            End shift
          </Button>
        )}
      </ToolHeader>
      <main id="main" className="mx-auto max-w-xl space-y-3 px-3 py-3">
        {day.isPending && <Skeleton className="h-64 rounded-2xl" />}
        {day.error && !data && <ErrorState message={errorMessage(day.error)} onRetry={() => void day.refetch()} />}
        {notice && (
          <div role="alert" className="rounded-2xl border-2 border-amber-500 bg-amber-50 p-4 text-amber-950">
            <p className="text-base font-bold">{notice}</p>
            <Button variant="secondary" className="mt-3 min-h-11 w-full" onClick={() => setNotice(null)}>
              OK
            </Button>
          </div>
        )}
        {data && (
          <>
            {!data.onShift && (
              <div className="rounded-2xl bg-amber-100 p-4 text-amber-950">
                <p className="text-lg font-bold">You are off shift</p>
                <p className="text-sm">The branch gives deliveries only to riders on shift.</p>
                <Button
                  className="mt-3 min-h-12 w-full text-base"
                  busy={shift.isPending}
                  busyText="Starting…"
                  onClick={() => setShift(true)}
                >
                  Start shift
                </Button>
              </div>
            )}
            {data.deliveries.length === 0 ? (
              <p className="rounded-2xl border-2 border-dashed border-gray-300 p-6 text-center text-gray-700">
                No deliveries right now. New ones appear here by themselves.
              </p>
            ) : (
              data.deliveries.map((delivery, index) => (
                <DeliveryCard key={delivery._id} delivery={delivery} position={index + 1} now={now} onGone={setNotice} />
              ))
            )}
            {data.doneToday.length > 0 && (
              <details className="rounded-2xl border border-gray-200 bg-white p-4">
                <summary className="min-h-11 cursor-pointer text-base font-bold text-gray-900">Done today ({data.doneTodayCount})</summary>
                <ul aria-label="Done today" className="mt-2 divide-y divide-gray-100">
                  {data.doneToday.map((done) => (
                    <li key={`${done.orderNumber}-${done.at}`} className="flex flex-wrap justify-between gap-x-3 py-2 text-sm">
                      <span className="font-semibold text-gray-900">{done.orderNumber}</span>
                      <span className="text-gray-700">
                        {done.said} · {formatTime(done.at)}
                      </span>
                    </li>
                  ))}
                </ul>
                {data.doneTodayCount > data.doneToday.length && (
                  <p className="mt-2 text-sm text-gray-600">
                    The latest {data.doneToday.length} of {data.doneTodayCount}; the branch's day page has them all.
                  </p>
                )}
              </details>
            )}
            <section aria-label="My day" className="rounded-2xl bg-gray-900 p-4 text-white">
              <h2 className="text-sm font-bold tracking-wide text-gray-300 uppercase">Today</h2>
              <dl className="mt-2 grid grid-cols-2 gap-3">
                {[
                  ['Delivered', String(data.today.delivered.length)],
                  ['Cash collected', formatRupees(data.today.cashCollected)],
                  ['UPI collected', formatRupees(data.today.upiCollected)],
                  ['Cash handed in', formatRupees(data.today.cashHandedIn)],
                ].map(([label, value]) => (
                  <div key={label}>
                    <dt className="text-xs text-gray-300">{label}</dt>
                    <dd className="text-xl font-extrabold tabular-nums">{value}</dd>
                  </div>
                ))}
              </dl>
              <p
                className={`mt-3 rounded-xl px-3 py-2 text-lg font-bold ${data.today.cashToHandIn > 0 ? 'bg-amber-400 text-gray-950' : 'bg-emerald-700'}`}
              >
                {data.today.cashToHandIn > 0 ? `Hand in ${formatRupees(data.today.cashToHandIn)} at the branch` : 'Nothing to hand in'}
              </p>
            </section>
          </>
        )}
      </main>
    </>
  );
}
