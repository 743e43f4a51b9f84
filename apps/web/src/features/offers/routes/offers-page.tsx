import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { QueryView } from '../../../components/query-view';
import { formatDate, formatRupees, formatTime } from '../../../lib/format';
import { useMayCall } from '../../../lib/use-may-call';
import { usePageTitle } from '../../../lib/use-page-title';
import { counted } from '@padstore/domain/counted';
import { indiaWallClock } from '@padstore/domain/india-time';
import { useConsoleBranches } from '../../admin';
import { useConsoleOffers, type ConsoleOffer } from '../api/get-offers';
import { OfferForm } from '../components/offer-form';

/** An offer's India-time day ('2026-12-01') or minute ('2026-12-01T18:00') as people read it. */
function when(value: string): string {
  const [year, month, day, hour = 0, minute = 0] = value.split(/[-T:]/).map(Number) as number[];
  const instant = indiaWallClock(year!, month!, day!, hour, minute);
  return value.length === 10 ? formatDate(instant) : `${formatDate(instant)}, ${formatTime(instant)}`;
}

/** What the offer gives, in a few words: '₹20 off', '10% off up to ₹50'. */
function discountText(offer: ConsoleOffer): string {
  if (offer.kind === 'flat') return `${formatRupees(offer.amount)} off`;
  return `${offer.amount}% off${offer.maxDiscount ? ` up to ${formatRupees(offer.maxDiscount)}` : ''}`;
}

function OfferRow({ offer, branchNames, onEdit }: { offer: ConsoleOffer; branchNames: Map<string, string>; onEdit?: () => void }) {
  const rules = [
    offer.minOrderValue ? `orders of ${formatRupees(offer.minOrderValue)} or more` : null,
    offer.validFrom ? `from ${when(offer.validFrom)}` : null,
    offer.validUntil ? `until ${when(offer.validUntil)}` : null,
    offer.branchIds.length ? offer.branchIds.map((id) => branchNames.get(id) ?? 'a branch').join(', ') : 'all branches',
    offer.totalUses ? `${offer.used} of ${counted(offer.totalUses, 'use')} taken` : null,
    `${counted(offer.usesPerCustomer, 'use')} per customer`,
    offer.firstOrderOnly ? 'first order only' : null,
    offer.includesExpressFee ? 'express fee too' : null,
  ].filter(Boolean);
  return (
    <li className="flex flex-wrap items-start gap-3 p-4">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-mono text-base font-bold text-gray-900">{offer.code}</span>
          <span
            className={`rounded-full px-2 py-0.5 text-xs font-semibold ${offer.active ? 'bg-green-50 text-green-800' : 'bg-gray-100 text-gray-600'}`}
          >
            {offer.active ? 'Active' : 'Paused'}
          </span>
        </p>
        <p className="mt-1 text-sm font-semibold text-gray-800">{discountText(offer)}</p>
        <p className="text-sm text-gray-600">{rules.join(' · ')}</p>
        <p className="mt-1 text-sm text-gray-800">
          {counted(offer.usage.orders, 'order')} · {formatRupees(offer.usage.discountGiven)} given · {offer.usage.ordersCancelled} cancelled
        </p>
      </div>
      {onEdit && (
        <Button variant="secondary" className="px-3" onClick={onEdit} aria-label={`Edit ${offer.code}`}>
          Edit
        </Button>
      )}
    </li>
  );
}

/** /admin/offers: the offers of the owner (or of a manager's branches), their usage, and the forms to make and change them. */
export function AdminOffersPage() {
  usePageTitle('Offers · Store console');
  const offers = useConsoleOffers();
  const branches = useConsoleBranches();
  const mayCall = useMayCall();
  const [editing, setEditing] = useState<ConsoleOffer | 'new' | null>(null);
  const branchNames = new Map((branches.data ?? []).map((branch) => [branch._id, branch.name]));

  return (
    <>
      <div className="mb-5 flex items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-gray-900">Offers</h1>
        {!editing && mayCall('POST /api/admin/offers') && <Button onClick={() => setEditing('new')}>New offer</Button>}
      </div>
      {editing && (
        <div className="mb-6">
          <OfferForm
            key={editing === 'new' ? 'new' : editing._id}
            editing={editing === 'new' ? null : editing}
            onDone={() => setEditing(null)}
          />
        </div>
      )}
      <QueryView query={offers}>
        {(list) =>
          list.length === 0 ? (
            <p className="rounded-2xl border border-gray-200 bg-white p-5 text-gray-600">No offers yet.</p>
          ) : (
            <ul className="divide-y divide-gray-200 rounded-2xl border border-gray-200 bg-white">
              {list.map((offer) => (
                <OfferRow
                  key={offer._id}
                  offer={offer}
                  branchNames={branchNames}
                  onEdit={mayCall('PUT /api/admin/offers/{id}') ? () => setEditing(offer) : undefined}
                />
              ))}
            </ul>
          )
        }
      </QueryView>
    </>
  );
}
