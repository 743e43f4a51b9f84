import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ORDER_STATUS_LABELS, ORDER_STATUSES } from '@padstore/domain/order-status';
import { NextPageButton } from '../../../components/ui/button';
import { Card } from '../../../components/ui/page';
import { formatDate, formatRupees, formatTime } from '../../../lib/format';
import { usePageTitle } from '../../../lib/use-page-title';
import { useDebounced } from '../../../lib/use-debounced';
import { StatusBadge } from '../../orders';
import { useConsoleBranches } from '../api/get-branches';
import { useConsoleOrders } from '../api/get-orders';
import { QueryView } from '../../../components/query-view';

const FILTERS = ['status', 'branchId', 'date', 'q'] as const;
/** How long her typing must pause before the orders are searched. */
export const ORDER_SEARCH_DEBOUNCE_MS = 300;
const control = 'w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm';

export function AdminOrdersPage() {
  usePageTitle('Orders · Store console');
  const [params, setParams] = useSearchParams();
  const filters = Object.fromEntries(FILTERS.map((key) => [key, params.get(key) ?? '']));
  const orders = useConsoleOrders(filters);
  const branches = useConsoleBranches();
  const set = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next);
  };
  // The search runs as she types, once she pauses; Enter runs it at once.
  const [typed, setTyped] = useState(filters.q ?? '');
  const searched = useDebounced(typed.trim(), ORDER_SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (searched !== (params.get('q') ?? '')) set('q', searched);
    // Only her pause starts a search; the address bar changing is not a reason to search again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [searched]);

  return (
    <>
      <h1 className="mb-5 text-2xl font-bold text-gray-900">Orders</h1>
      <div className="mb-5 grid gap-3 sm:grid-cols-4">
        <label className="text-sm">
          <span className="mb-1 block text-gray-600">Status</span>
          <select className={control} value={filters.status} onChange={(event) => set('status', event.target.value)}>
            <option value="">All</option>
            {ORDER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {ORDER_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm">
          <span className="mb-1 block text-gray-600">Branch</span>
          <select className={control} value={filters.branchId} onChange={(event) => set('branchId', event.target.value)}>
            <option value="">All</option>
            {branches.data?.map((branch) => (
              <option key={branch._id} value={branch._id}>
                {branch.name}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm">
          <span className="mb-1 block text-gray-600">Date</span>
          <input type="date" className={control} value={filters.date} onChange={(event) => set('date', event.target.value)} />
        </label>
        <label className="text-sm">
          <span className="mb-1 block text-gray-600">Order number or phone</span>
          <input
            type="search"
            className={control}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            onKeyDown={(event) => event.key === 'Enter' && set('q', typed.trim())}
          />
        </label>
      </div>
      <QueryView query={orders}>
        {({ pages }) => {
          const list = pages.flatMap((page) => page.orders);
          return list.length === 0 ? (
            <Card className="text-center text-gray-600">No orders match.</Card>
          ) : (
            <>
              <ul className="space-y-3">
                {list.map((order) => (
                  <li key={order._id}>
                    <Link
                      to={`/admin/orders/${order._id}`}
                      className="block rounded-2xl border border-gray-200 bg-white p-4 hover:border-brand-300"
                    >
                      <div className="flex flex-wrap items-center justify-between gap-2">
                        <span className="font-semibold text-gray-900">{order.orderNumber}</span>
                        <StatusBadge status={order.status} />
                      </div>
                      <p className="mt-1 text-sm text-gray-600">
                        {order.customer} · {order.phoneNumber} · {order.branch} · {order.pinCode} · {formatRupees(order.totalAmount)}
                        {order.deliveryType === 'express' ? ' · Express' : ''}
                        {order.discreetPackaging ? ' · Discreet packaging' : ''}
                        {order.repeat ? ' · Repeat order' : ''}
                      </p>
                      <p className="text-xs text-gray-500">
                        Placed {formatDate(order.createdAt)} {formatTime(order.createdAt)} · due {formatDate(order.promisedTo)}{' '}
                        {formatTime(order.promisedTo)}
                      </p>
                    </Link>
                  </li>
                ))}
              </ul>
              {orders.hasNextPage && (
                <div className="mt-5 text-center">
                  <NextPageButton list={orders} busyText="Loading older orders…">
                    Older orders
                  </NextPageButton>
                </div>
              )}
            </>
          );
        }}
      </QueryView>
    </>
  );
}
