import { Link } from 'react-router';
import type { SentMessage } from '@padstore/domain';
import { NextPageButton } from '../../../components/ui/button';
import { Card } from '../../../components/ui/page';
import { errorMessage } from '../../../lib/api-client';
import { formatDate, formatTime } from '../../../lib/format';
import { useCustomerMessages } from '../api/get-customer-messages';

const CHANNELS: Record<SentMessage['channel'], string> = { in_app: 'In-app', push: 'Push', whatsapp: 'WhatsApp', sms: 'SMS' };

const EVENTS: Record<NonNullable<SentMessage['event']>, string> = {
  order_placed: 'Order placed',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  repeat_confirm: 'Repeat order to confirm',
  refund: 'Refund',
};

const SKIPPED: Record<NonNullable<SentMessage['skippedBecause']>, string> = {
  no_consent: 'she has not said yes to WhatsApp',
  no_device: 'no phone of hers takes notifications',
  no_phone: 'no phone number on her account',
  refused: 'refused for good by the provider',
  no_sender: 'the shop does not send by this channel',
};

const when = (at: string) => `${formatDate(at)} ${formatTime(at)}`;
const tries = (count: number) => (count === 1 ? '1 try' : `${count} tries`);

/** How it went, in a sentence staff read at a glance. */
export function messageOutcome(message: SentMessage): string {
  switch (message.outcome) {
    case 'unread':
      return 'In her list, not read yet';
    case 'read':
      return 'In her list, read';
    case 'sent':
      return message.sentAt ? `Sent ${when(message.sentAt)}` : 'Sent';
    case 'waiting':
      return 'Waiting to be sent';
    case 'quiet_hours':
      return `Held for the quiet hours: goes ${message.nextTryAt ? when(message.nextTryAt) : 'at 8 AM'}`;
    case 'retrying':
      return `Retrying: ${tries(message.attempts)} so far${message.nextTryAt ? `, next ${formatTime(message.nextTryAt)}` : ''}`;
    case 'given_up':
      return `Given up after ${tries(message.attempts)} in a day`;
    case 'skipped':
      return `Skipped: ${SKIPPED[message.skippedBecause ?? 'refused']}`;
  }
}

const TROUBLE: SentMessage['outcome'][] = ['given_up', 'retrying'];

/** What the shop sent her and how it went, newest first, a page at a time; never a message's words. */
export function CustomerMessages({ customerId }: { customerId: string }) {
  const messages = useCustomerMessages(customerId);
  const list = messages.data?.pages.flatMap((page) => page.messages) ?? [];
  return (
    <Card>
      <h2 className="mb-1 font-bold text-gray-900">Messages sent to her</h2>
      <p className="mb-3 text-sm text-gray-600">In the shop, on her phone and by WhatsApp: when, what about, and how it went.</p>
      {messages.isPending ? (
        <p className="text-gray-600">Reading her messages…</p>
      ) : messages.isError && list.length === 0 ? (
        <p className="text-red-700">{errorMessage(messages.error)}</p>
      ) : list.length === 0 ? (
        <p className="text-gray-600">Nothing has been sent to her yet.</p>
      ) : (
        <ul aria-label="Messages sent to her" className="divide-y divide-gray-200 text-sm">
          {list.map((message) => (
            <li key={`${message.channel}-${message._id}`} className="py-2">
              <p className="flex flex-wrap items-baseline justify-between gap-x-3">
                <span className="font-medium text-gray-900">
                  {message.event ? EVENTS[message.event] : `“${message.title ?? ''}”`} · {CHANNELS[message.channel]}
                </span>
                <span className="text-gray-600">{when(message.at)}</span>
              </p>
              <p className={TROUBLE.includes(message.outcome) ? 'font-medium text-amber-800' : 'text-gray-700'}>
                {messageOutcome(message)}
                {message.orderId && (
                  <>
                    {' · '}
                    <Link to={`/admin/orders/${message.orderId}`} className="font-semibold text-brand-800 underline">
                      the order
                    </Link>
                  </>
                )}
              </p>
            </li>
          ))}
        </ul>
      )}
      <NextPageButton list={messages} className="mt-3 w-full" busyText="Reading older messages…">
        Older messages
      </NextPageButton>
    </Card>
  );
}
