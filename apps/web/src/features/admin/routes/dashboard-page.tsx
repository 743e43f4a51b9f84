import { Link } from 'react-router';
import { ORDER_STATUS_LABELS, ORDER_STATUSES } from '@padstore/domain/order-status';
import { LOW_STOCK_AT } from '@padstore/domain/stock';
import { counted } from '@padstore/domain/counted';
import { TAKEN_COUNTS } from '@padstore/domain/floor';
import { Card } from '../../../components/ui/page';
import { formatRupees } from '../../../lib/format';
import { usePageTitle } from '../../../lib/use-page-title';
import { useDashboard } from '../api/get-dashboard';
import { AuditLogCard } from '../components/audit-log';
import { FirstDayChecklist } from '../components/first-day-checklist';
import { QueryView } from '../../../components/query-view';
import { PromiseKeptToday } from '../../cash';

export function DashboardPage() {
  usePageTitle('Store console');
  const dashboard = useDashboard();
  return (
    <>
      <h1 className="mb-5 text-2xl font-bold text-gray-900">Today</h1>
      <div className="mb-6 empty:hidden">
        <FirstDayChecklist />
      </div>
      <QueryView query={dashboard}>
        {(data) => (
          <div className="space-y-6">
            <div className="grid gap-4 sm:grid-cols-3">
              {[
                ['Orders today', String(data.today.orders)],
                [`Taken today (${TAKEN_COUNTS})`, formatRupees(data.today.revenue)],
                ['Cancelled today', String(data.today.cancellations)],
              ].map(([label, value]) => (
                <Card key={label}>
                  <p className="text-sm text-gray-600">{label}</p>
                  <p className="mt-1 text-3xl font-extrabold text-gray-900">{value}</p>
                </Card>
              ))}
            </div>
            <PromiseKeptToday />
            <Card>
              <h2 className="mb-3 font-bold text-gray-900">Repeat orders</h2>
              <p className="text-sm text-gray-700">
                {counted(data.repeats.active, 'active repeat order')}. Due today: {data.repeats.dueToday.placed} placed,{' '}
                {data.repeats.dueToday.skipped} skipped (not confirmed), {data.repeats.dueToday.failed + data.repeats.dueToday.missed} not
                placed.
              </p>
            </Card>
            <Card>
              <h2 className="mb-3 font-bold text-gray-900">Orders by status</h2>
              <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6">
                {/* 'Awaiting payment' only while some order waits for its gateway: a shop paid at the door never has one. */}
                {ORDER_STATUSES.filter((status) => status !== 'awaiting_payment' || data.waiting[status] > 0).map((status) => (
                  <li key={status}>
                    <Link
                      to={`/admin/orders?status=${status}`}
                      className="block rounded-xl border border-gray-200 p-3 hover:border-brand-300"
                    >
                      <span className="block text-2xl font-bold text-gray-900">{data.waiting[status]}</span>
                      <span className="text-sm whitespace-nowrap text-gray-600">
                        {ORDER_STATUS_LABELS[status]}
                        {status === 'delivered' || status === 'cancelled' ? ' today' : ''}
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </Card>
            <div className="grid gap-6 lg:grid-cols-2">
              <Card>
                <h2 className="mb-3 font-bold text-gray-900">Low stock ({LOW_STOCK_AT} or fewer)</h2>
                {data.lowStock.length === 0 ? (
                  <p className="text-gray-600">Every branch is well stocked.</p>
                ) : (
                  <ul className="divide-y divide-gray-200 text-sm">
                    {data.lowStock.map((line) => (
                      <li key={`${line.branch}-${line.productName}`} className="flex justify-between py-2">
                        <span>
                          {line.productName} <span className="text-gray-500">· {line.branch}</span>
                        </span>
                        <span className={line.quantity === 0 ? 'font-bold text-red-600' : 'font-semibold text-amber-700'}>
                          {line.quantity}
                        </span>
                      </li>
                    ))}
                  </ul>
                )}
              </Card>
              <AuditLogCard />
            </div>
          </div>
        )}
      </QueryView>
    </>
  );
}
