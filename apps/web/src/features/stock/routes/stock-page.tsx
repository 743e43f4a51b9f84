import { useSearchParams } from 'react-router';
import type { StaffOperationKey } from '@padstore/domain/staff-access';
import { Card } from '../../../components/ui/page';
import { QueryView } from '../../../components/query-view';
import { Skeleton } from '../../../components/ui/skeleton';
import { useStaffMe } from '../../../lib/staff-me';
import { useMayCall } from '../../../lib/use-may-call';
import { usePageTitle } from '../../../lib/use-page-title';
import { useStockOnHand } from '../api/get-stock-on-hand';
import { ReceiveDelivery } from '../components/receive-delivery';
import { Reorder } from '../components/reorder';
import { ShelfCount } from '../components/shelf-count';
import { StockTransfers } from '../components/transfers';
import { WaitingCounts } from '../components/waiting-counts';
import { WriteOff } from '../components/write-off';
import { control } from '../components/stock-lines';

/** The page's parts, each shown only to the roles that may make its call. */
const VIEWS: readonly (readonly [string, string, StaffOperationKey])[] = [
  ['shelf', 'On hand', 'GET /api/admin/stock'],
  ['receive', 'Receive', 'POST /api/admin/stock/receipts'],
  ['transfers', 'Transfers', 'POST /api/admin/stock/transfers'],
  ['write-off', 'Write off', 'POST /api/admin/stock/write-offs'],
  ['reorder', 'Reorder', 'GET /api/admin/stock/reorder'],
];

/**
 * A branch's stock (decision record 033): on hand with each product's ledger, counting the shelf and the
 * counts waiting for a manager; for managers and owners receiving, transfers, write-offs and reorder.
 * A packer sees on hand and the count; the buttons of the rest are not there for them.
 */
export function StockPage() {
  usePageTitle('Stock · Store console');
  const me = useStaffMe();
  const mayCall = useMayCall();
  const [params, setParams] = useSearchParams();
  const branchId = params.get('branchId') ?? me.data?.branches[0]?._id;
  const views = VIEWS.filter(([, , operation]) => mayCall(operation));
  const view = views.find(([name]) => name === params.get('view')) ?? views[0];
  const stock = useStockOnHand(branchId);
  const set = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    next.set(key, value);
    setParams(next, { replace: key === 'view' });
  };

  return (
    <>
      <h1 className="mb-4 text-2xl font-bold text-gray-900">Stock{stock.data ? ` · ${stock.data.branch}` : ''}</h1>
      {(me.data?.branches.length ?? 0) > 1 && (
        <label className="mb-4 block text-sm sm:w-72">
          <span className="mb-1 block text-gray-600">Branch</span>
          <select className={control} value={branchId ?? ''} onChange={(event) => set('branchId', event.target.value)}>
            {me.data?.branches.map((branch) => (
              <option key={branch._id} value={branch._id}>
                {branch.name}
              </option>
            ))}
          </select>
        </label>
      )}
      {me.isPending ? (
        <Skeleton className="h-64 rounded-2xl" />
      ) : !branchId ? (
        <Card className="text-center text-gray-600">You have no branch yet: ask the owner to give you one.</Card>
      ) : (
        <div className="space-y-5">
          {views.length > 1 && (
            <nav aria-label="Stock" className="-mx-1 flex gap-1 overflow-x-auto px-1">
              {views.map(([name, label]) => (
                <button
                  key={name}
                  type="button"
                  aria-current={view?.[0] === name ? 'page' : undefined}
                  onClick={() => set('view', name)}
                  className={`min-h-10 shrink-0 rounded-full px-4 text-sm font-semibold ${view?.[0] === name ? 'bg-gray-900 text-white' : 'bg-white text-gray-700 ring-1 ring-gray-300'}`}
                >
                  {label}
                </button>
              ))}
            </nav>
          )}
          <QueryView query={stock}>
            {(data) => (
              <>
                {view?.[0] === 'shelf' && (
                  <>
                    <WaitingCounts branchId={branchId} />
                    <ShelfCount branchId={branchId} products={data.products} />
                  </>
                )}
                {view?.[0] === 'receive' && <ReceiveDelivery branchId={branchId} products={data.products} />}
                {view?.[0] === 'transfers' && <StockTransfers branchId={branchId} products={data.products} />}
                {view?.[0] === 'write-off' && <WriteOff branchId={branchId} products={data.products} />}
                {view?.[0] === 'reorder' && <Reorder branchId={branchId} />}
              </>
            )}
          </QueryView>
        </div>
      )}
    </>
  );
}
