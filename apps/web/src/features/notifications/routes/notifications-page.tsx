import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorState, Page } from '../../../components/ui/page';
import { BellIcon } from '../../../components/ui/icons';
import { errorMessage } from '../../../lib/api-client';
import { msg, useT, type Translate } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import { useMarkRead, useNotifications, type Notification } from '../api/notifications';
import { RepeatActions } from '../components/repeat-actions';

const EMPTY = {
  unread: [msg('No unread notifications'), msg("You don't have any unread messages")],
  read: [msg('No read notifications'), msg("You haven't read any notifications yet")],
} as const;

const AGO = /^(\d+) (year|month|day|hour|minute)s? ago$/;

/**
 * How long ago, as the API writes it in English ('just now', '5 minutes ago'), in her language: the
 * server's clock counts, not the phone's. The English form is chosen by the count, each said in hers.
 */
function timeAgoInHerWords(t: Translate, timeAgo: string): string {
  if (timeAgo === 'just now') return t('just now');
  const [, digits, unit] = AGO.exec(timeAgo) ?? [];
  if (!digits) return timeAgo;
  const count = Number(digits);
  const one = count === 1;
  switch (unit) {
    case 'minute':
      return one ? t('{count} minute ago', { count }) : t('{count} minutes ago', { count });
    case 'hour':
      return one ? t('{count} hour ago', { count }) : t('{count} hours ago', { count });
    case 'day':
      return one ? t('{count} day ago', { count }) : t('{count} days ago', { count });
    case 'month':
      return one ? t('{count} month ago', { count }) : t('{count} months ago', { count });
    default:
      return one ? t('{count} year ago', { count }) : t('{count} years ago', { count });
  }
}

/** /notifications: tabs Unread (n) and Read (n); opening one marks it read, and one about an order or a complaint opens it. */
export function NotificationsPage() {
  const navigate = useNavigate();
  const t = useT();
  const [tab, setTab] = useState<'unread' | 'read'>('unread');
  const unread = useNotifications('unread');
  const read = useNotifications('read');
  const markRead = useMarkRead();
  const current = tab === 'unread' ? unread : read;

  const open = async (notification: Notification) => {
    if (tab === 'unread') {
      // Marked read before leaving, so that the count she comes back to is right; a failure does not keep her here.
      await markRead.mutateAsync(notification._id).catch((error: unknown) => notify.error(errorMessage(error)));
    }
    if (notification.complaintId) navigate(`/complaints?open=${notification.complaintId}`);
    else if (notification.orderId) navigate(`/view-detail/${notification.orderId}`);
  };

  return (
    <Page title={t('Notifications')} width="medium">
      <div role="tablist" aria-label={t('Notifications')} className="mb-5 grid grid-cols-2 rounded-xl bg-gray-100 p-1">
        {(['unread', 'read'] as const).map((kind) => (
          <button
            key={kind}
            role="tab"
            type="button"
            aria-selected={tab === kind}
            aria-controls="notifications-panel"
            onClick={() => setTab(kind)}
            className={`min-h-11 rounded-lg text-sm font-semibold ${tab === kind ? 'bg-white text-brand-800 shadow-sm' : 'text-gray-600'}`}
          >
            {kind === 'unread'
              ? t('Unread ({count})', { count: unread.data?.length ?? 0 })
              : t('Read ({count})', { count: read.data?.length ?? 0 })}
          </button>
        ))}
      </div>
      <div id="notifications-panel" role="tabpanel">
        {current.isPending ? (
          <div className="space-y-3">
            <Skeleton className="h-20 rounded-xl" />
            <Skeleton className="h-20 rounded-xl" />
          </div>
        ) : current.isError ? (
          <ErrorState message={errorMessage(current.error)} onRetry={() => void current.refetch()} />
        ) : current.data.length === 0 ? (
          <div className="rounded-2xl border border-dashed border-gray-300 bg-white p-10 text-center">
            <BellIcon className="mx-auto size-8 text-gray-400" />
            <p className="mt-3 font-semibold text-gray-900">{t(EMPTY[tab][0])}</p>
            <p className="mt-1 text-gray-600">{t(EMPTY[tab][1])}</p>
          </div>
        ) : (
          <ul className="space-y-3">
            {current.data.map((notification) => (
              <li key={notification._id}>
                <button
                  type="button"
                  onClick={() => void open(notification)}
                  disabled={markRead.isPending && markRead.variables === notification._id}
                  className={`w-full rounded-xl border p-4 text-left ${tab === 'unread' ? 'border-brand-200 bg-brand-50 hover:bg-brand-100' : 'border-gray-200 bg-white'}`}
                >
                  <span className="flex items-start justify-between gap-3">
                    <span className="font-semibold text-gray-900">{notification.title}</span>
                    <span className="shrink-0 text-xs text-gray-600">{timeAgoInHerWords(t, notification.timeAgo)}</span>
                  </span>
                  <span className="mt-1 block text-sm text-gray-700">{notification.message}</span>
                </button>
                <RepeatActions
                  notification={notification}
                  onDone={() => (tab === 'unread' ? markRead.mutateAsync(notification._id).catch(() => undefined) : Promise.resolve())}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </Page>
  );
}
