import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Complaint } from '@padstore/domain';
import { answerApi, renderPage } from '../../../test/render';
import { MyComplaintsPage } from './my-complaints-page';

afterEach(() => vi.unstubAllGlobals());

const resolved: Complaint = {
  _id: 'c1',
  ticketNumber: 'GRV-000007',
  subject: 'Late order',
  message: 'My order came two hours late.',
  orderId: null,
  orderNumber: null,
  status: 'resolved',
  statusLabel: 'Resolved',
  replies: [
    { message: 'We are asking the branch what happened.', createdAt: '2026-11-23T05:00:00.000Z' },
    { message: 'The rider was held up; your express fee is refunded.', createdAt: '2026-11-24T05:00:00.000Z' },
  ],
  createdAt: '2026-11-22T05:00:00.000Z',
  acknowledgedAt: '2026-11-23T05:00:00.000Z',
  resolvedAt: '2026-11-24T05:00:00.000Z',
  acknowledgeBy: '2026-11-24T05:00:00.000Z',
  resolveBy: '2026-12-22T05:00:00.000Z',
  acknowledgeOverdue: false,
  resolveOverdue: false,
  version: 3,
};

describe('my complaints', () => {
  it("shows every reply of the store, oldest first: the resolution's does not replace the acknowledgement's", async () => {
    answerApi({ 'GET user/complaints': () => ({ body: { complaints: [resolved] } }) });
    renderPage(<MyComplaintsPage />, '/complaints');
    const replies = await screen.findByRole('list', { name: 'Replies from the store' });
    expect(
      within(replies)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('We are asking the branch what happened.'),
      expect.stringContaining('The rider was held up; your express fee is refunded.'),
    ]);
  });

  it('marks and focuses the complaint a notification opened (?open=)', async () => {
    const other = { ...resolved, _id: 'c2', ticketNumber: 'GRV-000008', subject: 'Wrong size' };
    answerApi({ 'GET user/complaints': () => ({ body: { complaints: [other, resolved] } }) });
    renderPage(<MyComplaintsPage />, '/complaints?open=c1');
    const opened = (await screen.findByText('GRV-000007 · Late order')).closest('li');
    expect(opened).toHaveAttribute('aria-current', 'true');
    await waitFor(() => expect(opened).toHaveFocus());
    expect(screen.getByText('GRV-000008 · Wrong size').closest('li')).not.toHaveAttribute('aria-current');
  });
});
