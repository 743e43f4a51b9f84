import { useEffect } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { TextSkeleton } from '../../../components/ui/skeleton';
import { Card, ErrorState, Page } from '../../../components/ui/page';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { useMyComplaints } from '../api/complaints';
import { ComplaintStatusBadge } from '../components/complaint-status';
import { ComplaintReplies } from '../components/complaint-replies';

/** /complaints: her complaints with their tickets, status (Open, Acknowledged, Resolved) and every reply. */
export function MyComplaintsPage() {
  const t = useT();
  const complaints = useMyComplaints();
  const justRaised = (useLocation().state as { ticketNumber?: string } | null)?.ticketNumber;
  // Opened from a notification: that complaint is marked and focused, which brings it into view.
  const opened = useSearchParams()[0].get('open');
  const loaded = complaints.isSuccess;
  useEffect(() => {
    if (opened && loaded) document.getElementById(`complaint-${opened}`)?.focus();
  }, [opened, loaded]);
  return (
    <Page title={t('My complaints')} width="medium">
      {justRaised && (
        <p role="status" className="mb-4 rounded-lg bg-green-50 px-4 py-3 text-sm text-green-800">
          {t.rich('Your complaint is registered. Ticket number: {ticket}', { ticket: <strong>{justRaised}</strong> })}
        </p>
      )}
      <Link to="/complaints/new" className={buttonClass('primary', 'mb-6')}>
        {t('Raise a complaint')}
      </Link>
      {complaints.isPending ? (
        <TextSkeleton lines={6} />
      ) : complaints.isError ? (
        <ErrorState message={errorMessage(complaints.error)} onRetry={() => void complaints.refetch()} />
      ) : complaints.data.length === 0 ? (
        <p className="text-gray-600">{t('You have not raised any complaint.')}</p>
      ) : (
        <ul className="space-y-4">
          {complaints.data.map((complaint) => (
            <li
              key={complaint._id}
              id={`complaint-${complaint._id}`}
              tabIndex={complaint._id === opened ? -1 : undefined}
              aria-current={complaint._id === opened ? 'true' : undefined}
            >
              <Card className={`space-y-2 ${complaint._id === opened ? 'ring-2 ring-brand-600' : ''}`}>
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="font-semibold text-gray-900">
                    {complaint.ticketNumber} · {complaint.subject}
                  </p>
                  <ComplaintStatusBadge status={complaint.status} t={t} />
                </div>
                <p className="text-sm text-gray-600">
                  {complaint.orderNumber
                    ? t('Raised on {date} about order {orderNumber}', {
                        date: formatDate(complaint.createdAt),
                        orderNumber: complaint.orderNumber,
                      })
                    : t('Raised on {date}', { date: formatDate(complaint.createdAt) })}
                </p>
                <p className="text-sm whitespace-pre-line text-gray-800">{complaint.message}</p>
                <ComplaintReplies replies={complaint.replies} t={t} />
              </Card>
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}
