import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Complaint } from '@padstore/domain';
import hi from '../../../../../../packages/domain/src/i18n/locales/hi.json';
import { activateLanguage } from '../../../lib/i18n';
import { answerApi, renderPage } from '../../../test/render';
import { AdminComplaintsPage } from './admin-complaints-page';
import { MyComplaintsPage } from './my-complaints-page';
import { RaiseComplaintPage } from './raise-complaint-page';

beforeEach(() => activateLanguage('hi', hi));
afterEach(() => {
  activateLanguage('en');
  vi.unstubAllGlobals();
});

const acknowledged: Complaint = {
  _id: 'c1',
  ticketNumber: 'GRV-000007',
  subject: 'Late order',
  message: 'My order came two hours late.',
  orderId: 'o1',
  orderNumber: 'PS-1001',
  status: 'acknowledged',
  statusLabel: 'Acknowledged',
  replies: [{ message: 'We are asking the branch what happened.', createdAt: '2026-11-23T05:00:00.000Z' }],
  createdAt: '2026-11-22T05:00:00.000Z',
  acknowledgedAt: '2026-11-23T05:00:00.000Z',
  resolvedAt: null,
  acknowledgeBy: '2026-11-24T05:00:00.000Z',
  resolveBy: '2026-12-22T05:00:00.000Z',
  acknowledgeOverdue: false,
  resolveOverdue: false,
  version: 2,
};

describe('complaints, in Hindi', () => {
  it('shows her complaints with their status and the store’s replies in Hindi, her words and the store’s as written', async () => {
    answerApi({ 'GET user/complaints': () => ({ body: { complaints: [acknowledged] } }) });
    renderPage(<MyComplaintsPage />, '/complaints');
    expect(await screen.findByText('काम शुरू')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'मेरी शिकायतें' })).toBeInTheDocument();
    expect(screen.getByText('22 नवंबर 2026 को ऑर्डर PS-1001 के बारे में की गई')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'स्टोर के जवाब' })).toHaveTextContent('स्टोर का जवाब');
    expect(screen.getByText('We are asking the branch what happened.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'शिकायत दर्ज करें' })).toBeInTheDocument();
    for (const english of ['Acknowledged', 'My complaints', 'Raise a complaint'])
      expect(screen.queryByText(english)).not.toBeInTheDocument();
  });

  it('asks for a complaint in Hindi, its form’s messages too', async () => {
    answerApi({ 'GET user/orders': () => ({ body: { orders: [] } }) });
    renderPage(<RaiseComplaintPage />, '/complaints/new');
    expect(screen.getByRole('heading', { name: 'शिकायत दर्ज करें' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'किसी एक ऑर्डर के बारे में नहीं' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'शिकायत भेजें' }));
    expect(await screen.findByText('विषय लिखना ज़रूरी है')).toBeInTheDocument();
    expect(screen.getByText('कृपया समस्या के बारे में बताएँ')).toBeInTheDocument();
    expect(screen.getByLabelText('विषय')).toBeInTheDocument();
    for (const english of ['Subject is required', 'Please describe the problem', 'Submit complaint']) {
      expect(screen.queryByText(english)).not.toBeInTheDocument();
    }
  });

  it('keeps the grievance desk, a staff screen, in English', async () => {
    answerApi({
      'GET admin/complaints': () => ({
        body: {
          complaints: [{ ...acknowledged, customer: 'Neha Gupta', phoneNumber: '9876543210' }],
        },
      }),
    });
    renderPage(<AdminComplaintsPage />, '/admin/complaints');
    expect(await screen.findByText('Acknowledged', { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Replies from the store' })).toHaveTextContent('Reply from the store');
  });
});
