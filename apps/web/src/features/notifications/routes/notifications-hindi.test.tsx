import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Notification } from '@padstore/domain';
import hi from '../../../../../../packages/domain/src/i18n/locales/hi.json';
import { activateLanguage } from '../../../lib/i18n';
import { answerApi, renderPage } from '../../../test/render';
import { NotificationsPage } from './notifications-page';

beforeEach(() => activateLanguage('hi', hi));
afterEach(() => {
  activateLanguage('en');
  vi.unstubAllGlobals();
});

const notice = (overrides: Partial<Notification>): Notification => ({
  _id: 'n1',
  title: 'ऑर्डर हो गया',
  message: 'आपका ऑर्डर PS1 प्लेस हो गया है।',
  timeAgo: '3 hours ago',
  createdAt: '2026-11-23T05:00:00.000Z',
  orderId: null,
  complaintId: null,
  repeatId: null,
  repeatAction: null,
  ...overrides,
});

describe('notifications, in Hindi', () => {
  it('names the tabs and says when each came in Hindi; her notifications as the API wrote them', async () => {
    answerApi({
      'GET user/notification/getUnreadNotification': () => ({
        body: {
          notifications: [
            notice({}),
            notice({ _id: 'n2', timeAgo: '1 day ago' }),
            notice({ _id: 'n3', timeAgo: 'just now', repeatId: 'r1', repeatAction: 'confirm' }),
          ],
        },
      }),
      'GET user/notification/getReadNotification': () => ({ body: { notifications: [] } }),
    });
    renderPage(<NotificationsPage />);
    expect(await screen.findByRole('tab', { name: 'बिना पढ़े (3)' })).toBeInTheDocument();
    expect(screen.getByRole('tablist', { name: 'नोटिफ़िकेशन' })).toBeInTheDocument();
    expect(screen.getByText('3 घंटे पहले')).toBeInTheDocument();
    expect(screen.getByText('1 दिन पहले')).toBeInTheDocument();
    expect(screen.getByText('अभी-अभी')).toBeInTheDocument();
    expect(screen.getAllByText('आपका ऑर्डर PS1 प्लेस हो गया है।')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'कन्फ़र्म करें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'स्किप करें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'बदलें' })).toBeInTheDocument();
    for (const english of ['3 hours ago', 'just now', 'Confirm', 'Skip', 'Change'])
      expect(screen.queryByText(english)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'पढ़े हुए (0)' }));
    expect(screen.getByText('कोई पढ़ा हुआ नोटिफ़िकेशन नहीं')).toBeInTheDocument();
    expect(screen.getByText('आपने अभी तक कोई नोटिफ़िकेशन नहीं पढ़ा है')).toBeInTheDocument();
    expect(screen.queryByText('No read notifications')).not.toBeInTheDocument();
    expect(document.title).toBe('नोटिफ़िकेशन | Pad Store');
  });
});
