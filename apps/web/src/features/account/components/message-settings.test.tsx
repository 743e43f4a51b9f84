import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NotificationSettingsAnswer } from '@padstore/domain';
import hi from '../../../../../../packages/domain/src/i18n/locales/hi.json';
import { activateLanguage } from '../../../lib/i18n';
import { setToken } from '../../../lib/session';
import { answerApi, renderPage } from '../../../test/render';
import { MessageSettings } from './message-settings';

const settings = (change: Partial<NotificationSettingsAnswer> = {}): NotificationSettingsAnswer => ({
  orderUpdates: { push: true, whatsapp: false },
  repeatReminders: { push: true, whatsapp: false },
  whatsappConsentAt: null,
  whatsappWithdrawnAt: null,
  promotionalConsentAt: null,
  quietHours: { from: '21:00', until: '08:00' },
  ...change,
});

beforeEach(() => setToken('a-customer-token-of-enough-length'));
afterEach(() => {
  activateLanguage('en');
  vi.unstubAllGlobals();
});

describe("her profile's Messages", () => {
  it('saves her yes to WhatsApp, shows when she gave it, and takes it back as easily', async () => {
    let now = settings();
    const calls = answerApi({
      'GET user/notification-settings': () => ({ body: now }),
      'PUT user/notification-settings': (body) => {
        const given = (body as { whatsappConsent?: boolean }).whatsappConsent;
        now = settings(given ? { whatsappConsentAt: '2026-11-28T05:30:00.000Z' } : { whatsappWithdrawnAt: '2026-11-28T06:00:00.000Z' });
        return { body: now };
      },
    });
    renderPage(<MessageSettings />, '/profile');
    const yes = await screen.findByRole('checkbox', { name: /Send me updates on WhatsApp/ });
    expect(yes).not.toBeChecked();
    // WhatsApp as a channel waits for her yes.
    expect(screen.getAllByRole('checkbox', { name: /On WhatsApp/ })[0]).toBeDisabled();
    await userEvent.click(yes);
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(calls.at(-1)).toMatchObject({ method: 'PUT', path: 'user/notification-settings', body: { whatsappConsent: true } });
    expect(yes).toBeChecked();
    expect(screen.getByText(/You said yes on 28 Nov 2026 at 11:00 AM/)).toBeInTheDocument();

    await userEvent.click(yes);
    await waitFor(() => expect(yes).not.toBeChecked());
    expect(calls.at(-1)).toMatchObject({ method: 'PUT', body: { whatsappConsent: false } });
    expect(screen.getByText(/You took it back on 28 Nov 2026 at 11:30 AM/)).toBeInTheDocument();
  });

  it('changes one channel of one kind of message, and says offers are not sent today', async () => {
    const calls = answerApi({
      'GET user/notification-settings': () => ({ body: settings({ whatsappConsentAt: '2026-11-28T05:30:00.000Z' }) }),
      'PUT user/notification-settings': () => ({
        body: settings({ whatsappConsentAt: '2026-11-28T05:30:00.000Z', repeatReminders: { push: true, whatsapp: true } }),
      }),
    });
    renderPage(<MessageSettings />, '/profile');
    const reminders = within((await screen.findByRole('group', { name: 'Repeat reminders' })) as HTMLElement);
    await userEvent.click(reminders.getByRole('checkbox', { name: /On WhatsApp/ }));
    await screen.findByText('Saved.');
    expect(calls.at(-1)).toMatchObject({ method: 'PUT', body: { repeatReminders: { whatsapp: true } } });
    expect(reminders.getByRole('checkbox', { name: /On WhatsApp/ })).toBeChecked();
    expect(screen.getByText('We send no offers today. If we ever do, only with this yes.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: /Send me offers/ }));
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ method: 'PUT', body: { promotionalConsent: true } }));
  });

  it('says why when her settings cannot be read, or a change is not saved', async () => {
    answerApi({ 'GET user/notification-settings': () => ({ status: 403, body: { message: 'Only a customer has these settings.' } }) });
    renderPage(<MessageSettings />, '/profile');
    expect(await screen.findByRole('alert')).toHaveTextContent('Only a customer has these settings.');
    vi.unstubAllGlobals();

    answerApi({
      'GET user/notification-settings': () => ({ body: settings() }),
      'PUT user/notification-settings': () => ({ status: 400, body: { message: 'That change was refused.' } }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: /Send me updates on WhatsApp/ }));
    expect(await screen.findByText('That change was refused.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Send me updates on WhatsApp/ })).not.toBeChecked();
  });

  it('reads in Hindi', async () => {
    activateLanguage('hi', hi);
    answerApi({ 'GET user/notification-settings': () => ({ body: settings() }) });
    renderPage(<MessageSettings />, '/profile');
    expect(await screen.findByRole('checkbox', { name: new RegExp(hi['Send me updates on WhatsApp']) })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: hi.Messages })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: hi['Order updates'] })).toBeInTheDocument();
    for (const english of ['Messages', 'Order updates', 'On my phone', 'Send me updates on WhatsApp']) {
      expect(screen.queryByText(english)).not.toBeInTheDocument();
    }
  });
});
