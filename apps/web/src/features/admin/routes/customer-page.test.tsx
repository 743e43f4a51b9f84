import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CustomerMessagesAnswer, SentMessage } from '@padstore/domain';
import { answerApi, renderRoutes } from '../../../test/render';
import { AdminCustomerPage } from './customer-page';

const render = () => renderRoutes([{ path: '/admin/customers/:customerId', element: <AdminCustomerPage /> }], '/admin/customers/c1');

const message = (overrides: Partial<SentMessage>): SentMessage => ({
  _id: 'm1',
  at: '2026-11-27T05:00:00.000Z',
  channel: 'push',
  event: 'order_placed',
  title: null,
  orderId: 'o1',
  outcome: 'sent',
  attempts: 1,
  sentAt: '2026-11-27T05:00:05.000Z',
  nextTryAt: null,
  skippedBecause: null,
  ...overrides,
});

const customer = { _id: 'c1', fullName: 'Asha Rao' };
const CURSOR = '2026-11-26 05:00:00.123456+00|2b1f0a8e-0000-4000-8000-000000000001';

describe("the console's customer page: what the shop sent her", () => {
  it('shows each message newest first with when, the event, the channel and how it went, never its words', async () => {
    const answer: CustomerMessagesAnswer = {
      customer,
      messages: [
        message({
          _id: 'm6',
          at: '2026-11-27T10:20:00.000Z',
          event: 'out_for_delivery',
          channel: 'whatsapp',
          sentAt: '2026-11-27T10:20:04.000Z',
        }),
        message({
          _id: 'm5',
          at: '2026-11-27T10:20:00.000Z',
          event: 'out_for_delivery',
          outcome: 'retrying',
          attempts: 2,
          sentAt: null,
          nextTryAt: '2026-11-27T10:22:00.000Z',
        }),
        message({ _id: 'm4', channel: 'in_app', event: null, title: 'Order out for delivery', outcome: 'unread', attempts: 0 }),
        message({
          _id: 'm3',
          event: 'repeat_confirm',
          orderId: null,
          outcome: 'quiet_hours',
          attempts: 0,
          sentAt: null,
          at: '2026-11-26T17:00:00.000Z',
          nextTryAt: '2026-11-27T02:30:00.000Z',
        }),
        message({ _id: 'm2', channel: 'whatsapp', outcome: 'skipped', skippedBecause: 'no_consent', sentAt: null }),
        message({ _id: 'm1', outcome: 'given_up', attempts: 9, sentAt: null }),
      ],
      older: null,
    };
    answerApi({ 'GET admin/customers/{id}/messages': () => ({ body: answer }) });
    render();
    expect(await screen.findByRole('heading', { name: 'Asha Rao' })).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'Messages sent to her' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Out for delivery · WhatsApp27 Nov 2026 3:50 PMSent 27 Nov 2026 3:50 PM · the order',
      'Out for delivery · Push27 Nov 2026 3:50 PMRetrying: 2 tries so far, next 3:52 PM · the order',
      '“Order out for delivery” · In-app27 Nov 2026 10:30 AMIn her list, not read yet · the order',
      'Repeat order to confirm · Push26 Nov 2026 10:30 PMHeld for the quiet hours: goes 27 Nov 2026 8:00 AM',
      'Order placed · WhatsApp27 Nov 2026 10:30 AMSkipped: she has not said yes to WhatsApp · the order',
      'Order placed · Push27 Nov 2026 10:30 AMGiven up after 9 tries in a day · the order',
    ]);
    expect(within(items[0]!).getByRole('link', { name: 'the order' })).toHaveAttribute('href', '/admin/orders/o1');
    expect(screen.queryByRole('button', { name: 'Older messages' })).not.toBeInTheDocument();
  });

  it("reads older messages a page at a time with the answer's cursor", async () => {
    const calls = answerApi({
      'GET admin/customers/{id}/messages': () =>
        calls.length === 1
          ? { body: { customer, messages: [message({ _id: 'new', event: 'delivered' })], older: CURSOR } }
          : { body: { customer, messages: [message({ _id: 'old', event: 'order_placed' })], older: null } },
    });
    render();
    const list = await screen.findByRole('list', { name: 'Messages sent to her' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Older messages' }));
    expect(await within(list).findByText(/^Order placed/)).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(calls.map((call) => [call.path, call.search.get('before')])).toEqual([
      ['admin/customers/c1/messages', null],
      ['admin/customers/c1/messages', CURSOR],
    ]);
    expect(screen.queryByRole('button', { name: 'Older messages' })).not.toBeInTheDocument();
  });

  it('says when nothing has been sent to her', async () => {
    answerApi({ 'GET admin/customers/{id}/messages': () => ({ body: { customer, messages: [], older: null } }) });
    render();
    expect(await screen.findByText('Nothing has been sent to her yet.')).toBeInTheDocument();
  });
});
