import type { ComplaintStatus } from '@padstore/domain/complaint';
import { COMPLAINT_STATUS_LABELS } from '@padstore/domain/complaint';
import { inEnglish, type Say } from './say';

const COLORS: Record<ComplaintStatus, string> = {
  open: 'bg-amber-50 text-amber-900',
  acknowledged: 'bg-blue-50 text-blue-800',
  resolved: 'bg-green-50 text-green-800',
};

export function ComplaintStatusBadge({ status, t = inEnglish }: { status: ComplaintStatus; t?: Say }) {
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${COLORS[status]}`}>
      {t(COMPLAINT_STATUS_LABELS[status])}
    </span>
  );
}
