import { STOCK_ENTRY_LABELS, type StockLedgerAnswer } from '@padstore/domain';
import { NextPageButton } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/page';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api-client';
import { formatDate, formatTime } from '../../../lib/format';
import { useStockLedger } from '../api/get-stock-ledger';

type Entry = StockLedgerAnswer['entries'][number];

const WRITE_OFF_WORDS = { damaged: 'damaged', expired: 'expired', missing: 'missing' } as const;

/** Packs in with a plus, out with a minus. */
export const signed = (quantity: number) => (quantity > 0 ? `+${quantity}` : quantity < 0 ? `−${-quantity}` : '0');

/** An entry in words: why, how many, what it came from, who and when. */
function EntryLine({ entry }: { entry: Entry }) {
  const why = entry.writeOffReason
    ? `${STOCK_ENTRY_LABELS[entry.reason]}: ${WRITE_OFF_WORDS[entry.writeOffReason]}`
    : STOCK_ENTRY_LABELS[entry.reason];
  return (
    <li className="py-2 text-sm">
      <div className="flex items-baseline justify-between gap-3">
        <span className={`font-semibold text-gray-900 ${entry.reversed ? 'line-through' : ''}`}>{why}</span>
        <span className={`font-bold tabular-nums ${entry.quantity < 0 ? 'text-red-700' : 'text-emerald-800'}`}>
          {signed(entry.quantity)}
        </span>
      </div>
      <p className="text-gray-700">
        {entry.source !== STOCK_ENTRY_LABELS[entry.reason] && <>{entry.source} · </>}
        {entry.by ?? 'The store'} · {formatDate(entry.at)} {formatTime(entry.at)} · {entry.onHand} on hand after
      </p>
      {entry.note && <p className="text-gray-600">{entry.note}</p>}
      {entry.reversed && <p className="font-semibold text-amber-800">Reversed later</p>}
    </li>
  );
}

/** A product's ledger at the branch, newest first, older entries a page at a time. */
export function StockLedger({ branchId, productId }: { branchId: string; productId: string }) {
  const ledger = useStockLedger(branchId, productId);
  if (ledger.isPending) return <Skeleton className="h-24 rounded-xl" />;
  if (ledger.error || !ledger.data) return <ErrorState message={errorMessage(ledger.error)} onRetry={() => void ledger.refetch()} />;
  const entries = ledger.data.pages.flatMap((page) => page.entries);
  const first = ledger.data.pages[0];
  return (
    <section aria-label={`Ledger of ${first?.productName ?? 'the product'}`} className="rounded-xl bg-gray-50 p-3">
      <h3 className="font-bold text-gray-900">Ledger · {first?.onHand ?? 0} on hand</h3>
      {entries.length === 0 ? (
        <p className="py-2 text-sm text-gray-600">No entry yet: nothing has moved this product at the branch.</p>
      ) : (
        <ul className="divide-y divide-gray-200">
          {entries.map((entry) => (
            <EntryLine key={entry._id} entry={entry} />
          ))}
        </ul>
      )}
      <NextPageButton list={ledger} variant="ghost" className="mt-1 px-2 text-brand-700" busyText="Loading…">
        Show older entries
      </NextPageButton>
    </section>
  );
}
