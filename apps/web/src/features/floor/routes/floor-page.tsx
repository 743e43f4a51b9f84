import { useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { byPromise, pickTotals } from '@padstore/domain/floor';
import type { FloorAnswer } from '@padstore/domain';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/page';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/toast';
import { usePageTitle } from '../../../lib/use-page-title';
import { useServerClock } from '../../../lib/use-server-clock';
import { useStaffMe } from '../../../lib/staff-me';
import { LiveMark, ToolHeader } from '../../../components/staff-screen-layout';
import { useMayCall } from '../../../lib/use-may-call';
import { useFloor } from '../api/get-floor';
import { useSetRiderShift } from '../api/set-rider-shift';
import { OrderCard } from '../components/order-card';
import { PickList } from '../components/pick-list';
import { counted } from '@padstore/domain/counted';
import { WaitingCounts } from '../../stock';

const STAGES = [
  [
    'To pick and pack',
    (status: string) => status === 'placed' || status === 'confirmed',
    'Nothing to pack. New orders appear here by themselves.',
  ],
  ['Packed, ready to go', (status: string) => status === 'packed', 'Nothing waiting for a rider.'],
  ['Out for delivery', (status: string) => status === 'out_for_delivery', 'No order is out.'],
] as const;

function Riders({ floor }: { floor: FloorAnswer }) {
  const mayCall = useMayCall();
  const shift = useSetRiderShift();
  if (floor.riders.length === 0)
    return <p className="text-sm text-gray-600">No riders at this branch yet: the owner adds them on the Staff page.</p>;
  return (
    <ul aria-label="Riders" className="flex flex-wrap gap-2">
      {floor.riders.map((rider) => (
        <li
          key={rider._id}
          className={`flex items-center gap-2 rounded-full px-3 py-1 text-sm ${rider.onShift ? 'bg-emerald-100 text-emerald-900' : 'bg-gray-200 text-gray-600'}`}
        >
          <span className="font-semibold">{rider.name}</span>
          <span>{rider.onShift ? `on shift${rider.carrying ? ` · carrying ${rider.carrying}` : ''}` : 'off shift'}</span>
          {mayCall('PUT /api/admin/riders/{id}/shift') && (
            <button
              type="button"
              className="min-h-8 rounded-full px-2 font-semibold underline disabled:cursor-wait disabled:opacity-60"
              disabled={shift.isPending && shift.variables.input.riderId === rider._id}
              onClick={() =>
                void shift.tap({ riderId: rider._id, onShift: !rider.onShift }).catch((error: unknown) => notify.error(errorMessage(error)))
              }
            >
              {shift.isPending && shift.variables.input.riderId === rider._id ? 'Saving…' : rider.onShift ? 'End shift' : 'Start shift'}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * The branch floor, for a tablet on the packing table or a packer's phone: the open orders by promise,
 * express first with its minutes running, their pick lists, Packed, a rider, Out for delivery. It asks
 * for news every few seconds, so a new order appears without a reload.
 */
export function FloorPage() {
  const { branchId: chosen } = useParams();
  const me = useStaffMe();
  const mayCall = useMayCall();
  const navigate = useNavigate();
  const branchId = chosen ?? me.data?.branches[0]?._id;
  const floor = useFloor(branchId);
  const now = useServerClock(floor.data?.now, floor.dataUpdatedAt);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  usePageTitle(floor.data ? `Floor · ${floor.data.branch.name}` : 'Floor');

  if (me.isPending) return <Skeleton className="m-4 h-64 rounded-2xl" />;
  if (!chosen && branchId) return <Navigate to={`/floor/${branchId}`} replace />;
  const branches = me.data?.branches ?? [];
  const data = floor.data;
  const picking = data?.orders.filter((order) => selected.has(order._id)) ?? [];

  return (
    <>
      <ToolHeader
        title={data ? data.branch.name : 'Floor'}
        subtitle={
          data && (
            <>
              Floor · <LiveMark updatedAt={floor.dataUpdatedAt} failed={floor.isError} now={now.getTime()} />
            </>
          )
        }
      >
        {branchId && mayCall('GET /api/admin/stock') && (
          <Link to={`/admin/stock?branchId=${branchId}`} className="text-sm font-semibold text-white underline">
            Stock
          </Link>
        )}
        {branches.length > 1 && (
          <label className="text-sm">
            <span className="sr-only">Branch</span>
            <select
              className="min-h-10 rounded-lg bg-gray-800 px-2 text-white"
              value={branchId}
              onChange={(event) => void navigate(`/floor/${event.target.value}`)}
            >
              {branches.map((branch) => (
                <option key={branch._id} value={branch._id}>
                  {branch.name}
                </option>
              ))}
            </select>
          </label>
        )}
      </ToolHeader>
      <main id="main" className={`mx-auto max-w-6xl space-y-5 px-3 py-4 ${picking.length ? 'pb-28' : ''}`}>
        {!branchId && <ErrorState message="You have no branch yet: ask the owner to give you one." />}
        {floor.isPending && branchId && <Skeleton className="h-64 rounded-2xl" />}
        {floor.error && !data && <ErrorState message={errorMessage(floor.error)} onRetry={() => void floor.refetch()} />}
        {data && (
          <>
            {mayCall('PUT /api/admin/stock/counts/{id}') && <WaitingCounts branchId={data.branch._id} />}
            <Riders floor={data} />
            {STAGES.map(([heading, inStage, empty]) => {
              const orders = data.orders.filter((order) => inStage(order.status)).sort(byPromise);
              return (
                <section key={heading} aria-label={heading}>
                  <h2 className="mb-2 flex items-baseline gap-2 text-base font-bold text-gray-900">
                    {heading}
                    <span className="rounded-full bg-gray-900 px-2 text-sm text-white tabular-nums">{orders.length}</span>
                  </h2>
                  {orders.length === 0 ? (
                    <p className="rounded-xl border border-dashed border-gray-300 p-4 text-center text-sm text-gray-600">{empty}</p>
                  ) : (
                    <div className="grid items-start gap-3 md:grid-cols-2">
                      {orders.map((order) => (
                        <OrderCard
                          key={order._id}
                          order={order}
                          riders={data.riders}
                          now={now}
                          branchId={data.branch._id}
                          selected={selected.has(order._id)}
                          onSelect={(on) => {
                            const next = new Set(selected);
                            if (on) next.add(order._id);
                            else next.delete(order._id);
                            setSelected(next);
                          }}
                        />
                      ))}
                    </div>
                  )}
                </section>
              );
            })}
          </>
        )}
      </main>
      {picking.length > 0 && (
        <aside
          aria-label="Picking together"
          className="fixed inset-x-0 bottom-0 z-30 max-h-[60vh] overflow-y-auto rounded-t-2xl bg-white shadow-[0_-8px_24px_rgba(0,0,0,0.15)]"
        >
          <div className="mx-auto max-w-3xl">
            <div className="flex items-center gap-2 border-b border-gray-200 p-3">
              <h2 className="flex-1 font-bold text-gray-900">
                Pick {counted(picking.length, 'order')} together: {picking.map((order) => `#${order.orderNumber}`).join(', ')}
              </h2>
              <Button variant="secondary" onClick={() => setSelected(new Set())}>
                Done
              </Button>
            </div>
            <PickList lines={pickTotals(picking)} label="Totals to pick" />
          </div>
        </aside>
      )}
    </>
  );
}
