import { useState } from 'react';
import type { WaitingCountsAnswer } from '@padstore/domain';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Card, ErrorState } from '../../../components/ui/page';
import { errorMessage } from '../../../lib/api-client';
import { formatDate, formatTime } from '../../../lib/format';
import { notify } from '../../../lib/toast';
import { useMayCall } from '../../../lib/use-may-call';
import { useDecideCount } from '../api/decide-count';
import { useWaitingCounts } from '../api/get-waiting-counts';
import { signed } from './stock-ledger';

type WaitingCount = WaitingCountsAnswer['counts'][number];

function WaitingLine({ count, mayDecide }: { count: WaitingCount; mayDecide: boolean }) {
  const decide = useDecideCount();
  const [rejecting, setRejecting] = useState(false);
  const send = async (decision: 'approve' | 'refuse') => {
    try {
      const answer = await decide.tap({ countId: count._id, decision, note: '' });
      if (answer) notify.success(answer.message);
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setRejecting(false);
    }
  };
  const deciding = (decision: 'approve' | 'refuse') => decide.isPending && decide.variables.input.decision === decision;
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 py-2">
      <div className="min-w-0 flex-1 basis-48 text-sm">
        <p className="font-semibold text-gray-900">{count.productName}</p>
        <p className="text-gray-700">
          {count.counted} counted where {count.expected} were on the books:{' '}
          <strong className={count.variance < 0 ? 'text-red-700' : 'text-emerald-800'}>{signed(count.variance)}</strong>
        </p>
        <p className="text-gray-600">
          {count.by} · {formatDate(count.at)} {formatTime(count.at)}
        </p>
      </div>
      {mayDecide ? (
        <div className="flex gap-2">
          <Button busy={deciding('approve')} busyText="Approving…" disabled={decide.isPending} onClick={() => void send('approve')}>
            Approve
          </Button>
          <Button variant="secondary" disabled={decide.isPending} onClick={() => setRejecting(true)}>
            Reject
          </Button>
          <ConfirmDialog
            open={rejecting}
            title={`Reject the count of ${count.productName}?`}
            message={`The shelf was counted at ${count.counted} where the books say ${count.expected}. Rejecting leaves ${count.expected} on hand; count it again if unsure.`}
            confirmText="Reject the count"
            cancelText="Keep it waiting"
            busy={deciding('refuse')}
            onConfirm={() => void send('refuse')}
            onCancel={() => setRejecting(false)}
          />
        </div>
      ) : (
        <span className="rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900">Waiting for a manager</span>
      )}
    </li>
  );
}

/**
 * A branch's counts whose variance is above the setting, waiting for a manager: Approve makes the
 * variance an entry, Reject (asked first) leaves the books as they are. Shown on the Stock page and, for
 * managers, on the floor page. Nothing at all while none waits, unless `always`.
 */
export function WaitingCounts({ branchId, always = false }: { branchId: string; always?: boolean }) {
  const mayCall = useMayCall();
  const waiting = useWaitingCounts(branchId);
  const mayDecide = mayCall('PUT /api/admin/stock/counts/{id}');
  if (waiting.isPending) return null;
  if (waiting.error || !waiting.data) return <ErrorState message={errorMessage(waiting.error)} onRetry={() => void waiting.refetch()} />;
  const { counts, countApprovalAbove } = waiting.data;
  if (counts.length === 0 && !always) return null;
  return (
    <Card className="border-amber-300 bg-amber-50">
      <h2 className="text-lg font-bold text-gray-900">Counts waiting for approval</h2>
      <p className="text-sm text-gray-700">A count more than {countApprovalAbove} packs off the books waits for a manager of the branch.</p>
      {counts.length === 0 ? (
        <p className="py-2 text-sm text-gray-600">No count is waiting.</p>
      ) : (
        <ul aria-label="Counts waiting for approval" className="divide-y divide-amber-200">
          {counts.map((count) => (
            <WaitingLine key={count._id} count={count} mayDecide={mayDecide} />
          ))}
        </ul>
      )}
    </Card>
  );
}
