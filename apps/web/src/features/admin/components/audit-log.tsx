import { useState } from 'react';
import { NextPageButton } from '../../../components/ui/button';
import { Card } from '../../../components/ui/page';
import { errorMessage } from '../../../lib/api-client';
import { formatDate, formatTime } from '../../../lib/format';
import { useDebounced } from '../../../lib/use-debounced';
import { useAuditLog } from '../api/get-audit';
import { auditSentence } from './audit-sentence';

/** How long typing in a search of the log must pause before it is asked. */
export const AUDIT_SEARCH_DEBOUNCE_MS = 300;
const control = 'w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm';

/** The audit log on the dashboard: newest first, a page at a time back to the first change, found by person and by what changed. */
export function AuditLogCard() {
  const [who, setWho] = useState('');
  const [what, setWhat] = useState('');
  const log = useAuditLog(useDebounced(who.trim(), AUDIT_SEARCH_DEBOUNCE_MS), useDebounced(what.trim(), AUDIT_SEARCH_DEBOUNCE_MS));
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <Card>
      <h2 className="mb-3 font-bold text-gray-900">Changes</h2>
      <div className="mb-3 grid gap-2 sm:grid-cols-2 sm:items-end">
        <label className="text-sm">
          <span className="mb-1 block text-gray-600">Person (name or phone)</span>
          <input type="search" className={control} value={who} onChange={(event) => setWho(event.target.value)} />
        </label>
        <label className="text-sm">
          <span className="mb-1 block text-gray-600">What changed (order, product, phone…)</span>
          <input type="search" className={control} value={what} onChange={(event) => setWhat(event.target.value)} />
        </label>
      </div>
      {log.isPending ? (
        <p className="text-gray-600">Reading the log…</p>
      ) : log.isError && entries.length === 0 ? (
        <p className="text-red-700">{errorMessage(log.error)}</p>
      ) : entries.length === 0 ? (
        <p className="text-gray-600">{who || what ? 'No change matches.' : 'No changes yet.'}</p>
      ) : (
        <ul aria-label="Changes" className="divide-y divide-gray-200 text-sm">
          {entries.map((entry) => (
            <li key={entry._id} className="py-2">
              <p className="font-medium text-gray-900">{auditSentence(entry)}</p>
              <p className="text-gray-600">
                {formatDate(entry.createdAt)} {formatTime(entry.createdAt)}
              </p>
            </li>
          ))}
        </ul>
      )}
      <NextPageButton list={log} className="mt-3 w-full" busyText="Reading older entries…">
        Older entries
      </NextPageButton>
    </Card>
  );
}
