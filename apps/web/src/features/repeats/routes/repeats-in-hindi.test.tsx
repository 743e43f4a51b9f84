import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import hi from '../../../../../../packages/domain/src/i18n/locales/hi.json';
import { activateLanguage } from '../../../lib/i18n';
import { repeatOf } from '../../../test/repeats';
import { answerApi, renderPage } from '../../../test/render';
import { keepCycle } from '../components/cycle-memory';
import { dayText } from '../components/days';
import { DeliverRegularly } from '../components/deliver-regularly';
import { RepeatOrdersPage } from './repeat-orders-page';

// 10:00 in India on 25 Nov 2026.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-25T04:30:00Z') });
  activateLanguage('hi', hi);
});
afterEach(() => {
  activateLanguage('en');
  localStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('repeat orders in Hindi', () => {
  it('shows a repeat, its next delivery, price line and buttons in Hindi', async () => {
    answerApi({ 'GET user/repeats': () => ({ body: { repeats: [repeatOf()] } }) });
    renderPage(<RepeatOrdersPage />);
    expect(await screen.findByRole('heading', { name: 'हर 28 दिन में' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'मेरे रिपीट ऑर्डर' })).toBeInTheDocument();
    expect(screen.getByText('चालू')).toBeInTheDocument();
    expect(screen.getByText(dayText('2026-12-18')).closest('p')).toHaveTextContent(`अगली डिलीवरी ${dayText('2026-12-18')}`);
    expect(screen.getByText(/^Neha Gupta, MG Road.* पर डिलीवरी$/)).toBeInTheDocument();
    expect(screen.getByText(/आज की कीमत पर ₹398, कैश ऑन डिलीवरी।/)).toBeInTheDocument();
    for (const name of ['अगली डिलीवरी छोड़ें', 'प्रोडक्ट बदलें', 'रोकें', 'मुझसे पूछे बिना डिलीवर करें', 'बंद करें']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    await userEvent.click(screen.getByRole('button', { name: 'बंद करें' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('यह रिपीट ऑर्डर बंद करें?')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'चालू रखें' })).toBeInTheDocument();
    for (const english of ['Every 28 days', 'Skip next', 'Change items', 'Stop', 'Active']) {
      expect(screen.queryByText(english)).not.toBeInTheDocument();
    }
  });

  it('says in Hindi when she has none, and where to start one', async () => {
    answerApi({ 'GET user/repeats': () => ({ body: { repeats: [] } }) });
    renderPage(<RepeatOrdersPage />);
    expect(await screen.findByText('अभी कोई रिपीट ऑर्डर नहीं', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'मेरे ऑर्डर' })).toHaveAttribute('href', '/orders');
  });

  it('shows the cycle panel in Hindi, with the domain’s message for a date in the future', async () => {
    keepCycle('r1', { lastPeriodStartedOn: '2026-11-10', cycleLength: 28, daysBefore: 2 });
    answerApi({ 'GET user/repeats': () => ({ body: { repeats: [repeatOf()] } }) });
    renderPage(<RepeatOrdersPage />);
    expect(await screen.findByText(/आपके पीरियड के हिसाब से तय।/, {}, { timeout: 5000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'पीरियड जल्दी/देर से आया' }));
    const started = screen.getByLabelText('इस पीरियड का पहला दिन');
    await userEvent.type(started, '2026-12-01');
    await userEvent.click(screen.getByRole('button', { name: 'मेरी अगली डिलीवरी खिसकाएँ' }));
    expect(await screen.findByText('पिछले पीरियड का पहला दिन आज के बाद का नहीं हो सकता')).toBeInTheDocument();
  });

  it('sets one up in Hindi: the two ways, the fields and the rhythm’s message', async () => {
    answerApi({});
    renderPage(<DeliverRegularly lines={[{ productId: 'p1', productName: 'Whisper Ultra Clean', quantity: 2 }]} />);
    await userEvent.click(screen.getByRole('button', { name: 'इसे नियमित रूप से मँगाएँ' }));
    expect(screen.getByRole('radio', { name: 'हर कुछ दिन में' })).toBeChecked();
    expect(screen.getByText('14 से 60 दिन')).toBeInTheDocument();
    const every = screen.getByLabelText('हर कितने दिन में');
    await userEvent.clear(every);
    await userEvent.type(every, '7');
    await userEvent.click(screen.getByRole('button', { name: 'रिपीट ऑर्डर शुरू करें' }));
    expect(await screen.findByText('14 से 60 दिन के बीच का अंतर चुनें')).toBeInTheDocument();
  });

  it('times it to her cycle in Hindi, saying the first delivery it works out', async () => {
    answerApi({});
    renderPage(<DeliverRegularly lines={[{ productId: 'p1', productName: 'Whisper Ultra Clean', quantity: 2 }]} />);
    await userEvent.click(screen.getByRole('button', { name: 'इसे नियमित रूप से मँगाएँ' }));
    await userEvent.click(screen.getByRole('radio', { name: 'मेरे पीरियड के हिसाब से' }));
    await userEvent.type(screen.getByLabelText('पिछले पीरियड का पहला दिन'), '2026-11-10');
    const length = screen.getByLabelText('आपका आम पीरियड साइकल, दिनों में');
    await userEvent.clear(length);
    await userEvent.type(length, '30');
    // 10 Nov + 30 days is 10 Dec; two days before (the usual) is 8 Dec.
    const day = await screen.findByText(dayText('2026-12-08'));
    expect(day.closest('p')).toHaveTextContent(`पहली डिलीवरी ${dayText('2026-12-08')}, फिर हर 30 दिन में।`);
  });
});
