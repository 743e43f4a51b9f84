import type { ComplaintReply } from '@padstore/domain';
import { formatDate, formatTime } from '../../../lib/format';
import { inEnglish, type Say } from './say';

/** The store's replies to a complaint, oldest first: a later reply adds to the earlier ones, never replaces them. */
export function ComplaintReplies({ replies, t = inEnglish }: { replies: ComplaintReply[]; t?: Say }) {
  if (replies.length === 0) return null;
  return (
    <ol className="space-y-2" aria-label={t('Replies from the store')}>
      {replies.map((reply) => (
        <li key={reply.createdAt + reply.message} className="rounded-lg bg-gray-50 p-3 text-sm">
          <p className="font-semibold text-gray-900">
            {t('Reply from the store')}{' '}
            <span className="font-normal text-gray-600">
              · {formatDate(reply.createdAt)}, {formatTime(reply.createdAt)}
            </span>
          </p>
          <p className="whitespace-pre-line text-gray-800">{reply.message}</p>
        </li>
      ))}
    </ol>
  );
}
