import { useState, type FormEvent } from 'react';
import { API_ROUTES, type RouteAnswer } from '@padstore/domain/api-routes';
import { counted as countOf } from '@padstore/domain/counted';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/page';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { notify } from '../../../lib/toast';
import { useMayCall } from '../../../lib/use-may-call';
import { useCountStock } from '../api/count-stock';
import { firstProblem } from './first-problem';
import { signed, StockLedger } from './stock-ledger';
import { productLabel, typedNumber, type StockProduct } from './stock-lines';

type CountResult = RouteAnswer<'POST admin/stock/counts'>['counts'][number];

function CountResults({ counts }: { counts: CountResult[] }) {
  return (
    <div role="status" aria-label="Count recorded" className="rounded-xl bg-gray-50 p-3 text-sm">
      <ul className="space-y-1">
        {counts.map((count) => (
          <li key={count._id} className={count.status === 'waiting' ? 'font-semibold text-amber-900' : 'text-gray-800'}>
            {count.productName}: {count.counted} counted where {count.expected} were on the books ({signed(count.variance)}){' '}
            {count.status === 'waiting'
              ? '— waits for a manager’s approval'
              : count.variance === 0
                ? '— as expected'
                : '— on hand corrected'}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The branch's shelf: every product's packs on hand (those never counted or not for 30 days first, as
 * the API lists them), its ledger a tap away, and, for whoever counts, a box for what the shelf holds.
 */
export function ShelfCount({ branchId, products }: { branchId: string; products: StockProduct[] }) {
  const mayCall = useMayCall();
  const mayCount = mayCall('POST /api/admin/stock/counts');
  const count = useCountStock();
  const [shelf, setShelf] = useState<Record<string, string>>({});
  const [ledgerOf, setLedgerOf] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [results, setResults] = useState<CountResult[]>([]);
  const typed = products.filter((product) => (shelf[product.productId] ?? '').trim() !== '');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = {
      branchId,
      lines: typed.map((product) => ({ productId: product.productId, counted: typedNumber(shelf[product.productId]!) })),
    };
    const wrong = firstProblem(API_ROUTES['POST admin/stock/counts'].body.safeParse(body));
    setProblem(wrong);
    if (wrong) return;
    try {
      const answer = await count.tap(body);
      if (!answer) return;
      setResults(answer.counts);
      setShelf({});
      const waiting = answer.counts.filter((one) => one.status === 'waiting').length;
      notify.success(waiting ? `Count recorded: ${countOf(waiting, 'product')} waiting for a manager` : 'Count recorded');
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

  if (products.length === 0) return <Card className="text-center text-gray-600">No product in the catalog yet.</Card>;
  return (
    <Card className="space-y-3">
      <div>
        <h2 className="text-lg font-bold text-gray-900">On hand{mayCount ? ' and counting' : ''}</h2>
        <p className="text-sm text-gray-600">
          Products never counted or not for 30 days come first.
          {mayCount && ' Type what the shelf holds for the products you counted, then record the count.'}
        </p>
      </div>
      <form onSubmit={(event) => void submit(event)} className="space-y-3">
        <ul aria-label="Products on hand" className="divide-y divide-gray-200">
          {products.map((product) => {
            const label = productLabel(product);
            return (
              <li key={product.productId} className="py-2">
                <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
                  <div className="min-w-0 flex-1 basis-40">
                    <p className="font-semibold text-gray-900">{label}</p>
                    <p className="text-sm text-gray-600">
                      {product.countedAt ? `Counted ${formatDate(product.countedAt)}` : 'Never counted'}
                      {product.countDue && (
                        <span className="ml-2 inline-block rounded-full bg-amber-100 px-2 py-0.5 text-xs font-bold whitespace-nowrap text-amber-900">
                          Count due
                        </span>
                      )}
                    </p>
                  </div>
                  <p className="w-20 text-right text-sm text-gray-600">
                    <span className="block text-xl font-extrabold text-gray-900 tabular-nums">{product.onHand}</span>
                    on hand
                  </p>
                  {mayCount && (
                    <label className="w-24 text-sm">
                      <span className="sr-only">Counted on the shelf: {label}</span>
                      <input
                        className="w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm"
                        inputMode="numeric"
                        placeholder="Counted"
                        value={shelf[product.productId] ?? ''}
                        onChange={(event) => setShelf({ ...shelf, [product.productId]: event.target.value })}
                      />
                    </label>
                  )}
                  <Button
                    variant="ghost"
                    className="px-2 text-brand-700"
                    aria-expanded={ledgerOf === product.productId}
                    aria-label={`Ledger of ${label}`}
                    onClick={() => setLedgerOf(ledgerOf === product.productId ? null : product.productId)}
                  >
                    Ledger
                  </Button>
                </div>
                {ledgerOf === product.productId && (
                  <div className="mt-2">
                    <StockLedger branchId={branchId} productId={product.productId} />
                  </div>
                )}
              </li>
            );
          })}
        </ul>
        {problem && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-semibold text-red-700">
            {problem}
          </p>
        )}
        {results.length > 0 && <CountResults counts={results} />}
        {mayCount && (
          <div className="sticky bottom-0 -mx-2 bg-white/95 px-2 py-2">
            <Button type="submit" className="w-full sm:w-auto" disabled={typed.length === 0} busy={count.isPending} busyText="Recording…">
              {typed.length ? `Record the count of ${countOf(typed.length, 'product')}` : 'Record the count'}
            </Button>
          </div>
        )}
      </form>
    </Card>
  );
}
