import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/page';
import { api, errorMessage } from '../../../lib/api-client';
import { formatDate, formatTime } from '../../../lib/format';
import { notify } from '../../../lib/toast';
import { usePageTitle } from '../../../lib/use-page-title';
import { QueryView } from '../../../components/query-view';
import { useComplaintDesk, type DeskComplaint } from '../api/complaints';
import { ComplaintStatusBadge } from '../components/complaint-status';
import { ComplaintReplies } from '../components/complaint-replies';

const when = (iso: string) => `${formatDate(iso)}, ${formatTime(iso)}`;

function Clock({ label, due, done, overdue }: { label: string; due: string; done: string | null; overdue: boolean }) {
  const text = done ? `done ${when(done)}` : `due ${when(due)}`;
  return (
    <p className={`text-xs ${overdue ? 'font-semibold text-red-700' : done ? 'text-green-800' : 'text-gray-600'}`}>
      {label}: {text}
      {overdue ? ' (overdue)' : ''}
    </p>
  );
}

function ComplaintCard({ complaint }: { complaint: DeskComplaint }) {
  const queryClient = useQueryClient();
  const [reply, setReply] = useState('');
  const [busy, setBusy] = useState(false);
  const answer = async (status: 'acknowledged' | 'resolved') => {
    setBusy(true);
    try {
      await api('PUT admin/complaints/{id}', {
        params: { id: complaint._id },
        body: { status, ...(reply.trim() ? { reply: reply.trim() } : {}), version: complaint.version },
      });
      notify.success(`${complaint.ticketNumber} ${status}`);
      await queryClient.invalidateQueries({ queryKey: ['admin', 'complaints'] });
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-bold text-gray-900">
          {complaint.ticketNumber} · {complaint.subject}
        </h2>
        <ComplaintStatusBadge status={complaint.status} />
      </div>
      <p className="text-sm text-gray-700">
        {complaint.customer}
        {complaint.phoneNumber ? ` · ${complaint.phoneNumber}` : ''} · received {when(complaint.createdAt)}
        {complaint.orderNumber ? ` · order ${complaint.orderNumber}` : ''}
      </p>
      <Clock
        label="Acknowledge within 48 hours"
        due={complaint.acknowledgeBy}
        done={complaint.acknowledgedAt}
        overdue={complaint.acknowledgeOverdue}
      />
      <Clock label="Resolve within one month" due={complaint.resolveBy} done={complaint.resolvedAt} overdue={complaint.resolveOverdue} />
      <p className="text-sm whitespace-pre-line text-gray-800">{complaint.message}</p>
      <ComplaintReplies replies={complaint.replies} />
      {complaint.status !== 'resolved' && (
        <div className="space-y-2 border-t border-gray-200 pt-3">
          <label htmlFor={`reply-${complaint._id}`} className="block text-sm font-medium text-gray-800">
            Reply to the customer
          </label>
          <textarea
            id={`reply-${complaint._id}`}
            rows={3}
            className="w-full rounded-lg border border-gray-300 px-3 py-2"
            value={reply}
            onChange={(event) => setReply(event.target.value)}
          />
          <div className="flex flex-wrap gap-3">
            {complaint.status === 'open' && (
              <Button variant="secondary" onClick={() => void answer('acknowledged')} busy={busy}>
                Acknowledge
              </Button>
            )}
            <Button onClick={() => void answer('resolved')} busy={busy} disabled={!reply.trim()}>
              Resolve with this reply
            </Button>
          </div>
        </div>
      )}
    </Card>
  );
}

/** /admin/complaints: the grievance desk, nearest deadlines first. */
export function AdminComplaintsPage() {
  usePageTitle('Complaints · Store console');
  const [status, setStatus] = useState<DeskComplaint['status'] | ''>('');
  const desk = useComplaintDesk(status);
  return (
    <>
      <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-gray-900">Complaints</h1>
        <label className="text-sm font-medium text-gray-800">
          Status{' '}
          <select
            className="ml-2 rounded-lg border border-gray-300 bg-white px-3 py-2"
            value={status}
            onChange={(event) => setStatus(event.target.value as DeskComplaint['status'] | '')}
          >
            <option value="">All</option>
            <option value="open">Open</option>
            <option value="acknowledged">Acknowledged</option>
            <option value="resolved">Resolved</option>
          </select>
        </label>
      </div>
      <QueryView query={desk}>
        {(complaints) =>
          complaints.length === 0 ? (
            <p className="text-gray-600">No complaints.</p>
          ) : (
            <div className="space-y-4">
              {complaints.map((complaint) => (
                <ComplaintCard key={`${complaint._id}-${complaint.version}`} complaint={complaint} />
              ))}
            </div>
          )
        }
      </QueryView>
    </>
  );
}
