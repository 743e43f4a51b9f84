import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import hi from '../../../../../packages/domain/src/i18n/locales/hi.json';
import { api } from '../../lib/api-client';
import { activateLanguage } from '../../lib/i18n';
import { answerApi, renderRoutes } from '../../test/render';
import { NotFoundPage } from '../not-found-page';
import { AppLayout } from './app-layout';

beforeEach(() => activateLanguage('hi', hi));
afterEach(() => {
  activateLanguage('en');
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.dispatchEvent(new Event('online'));
});

const routes = [{ path: '/', element: <AppLayout />, children: [{ path: 'nowhere', element: <NotFoundPage /> }] }];

describe('the frame in Hindi', () => {
  it('offers a guest लॉगिन and रजिस्टर, and the footer speaks Hindi', () => {
    answerApi({});
    renderRoutes(routes);
    expect(screen.getByRole('link', { name: 'लॉगिन' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'रजिस्टर करें' })).toHaveAttribute('href', '/register');
    expect(screen.getByText('मुख्य कंटेंट पर जाएँ')).toBeInTheDocument();
    expect(screen.getByText('अभी कुछ उपलब्ध नहीं है')).toBeInTheDocument();
    for (const column of ['हमारे बारे में जानें', 'आपकी मदद के लिए', 'हमसे जुड़ें']) {
      expect(screen.getByRole('heading', { name: column })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'प्राइवेसी पॉलिसी' })).toHaveAttribute('href', '/privacypolicy');
    expect(screen.getByRole('link', { name: 'Facebook पर Pad Store' })).toBeInTheDocument();
    expect(screen.getByText('आपका भरोसेमंद साथी')).toBeInTheDocument();
    expect(screen.getByText('© 2025 Pad Store। सर्वाधिकार सुरक्षित।')).toBeInTheDocument();
    for (const english of ['Login', 'Register', 'Get To Know Us', 'Privacy Policy', 'No content available', 'Your Trusted Partner']) {
      expect(screen.queryByText(english)).not.toBeInTheDocument();
    }
  });

  it('shows a customer her counts and menus in Hindi', async () => {
    sessionStorage.setItem('token', 'x'.repeat(43));
    answerApi({
      'GET user/getCartItemCount': () => ({ body: { count: 3 } }),
      'GET user/notification/getNotificationCount': () => ({ body: { count: 2 } }),
    });
    renderRoutes(routes);
    expect((await screen.findAllByLabelText('कार्ट में 3 पैक')).length).toBeGreaterThan(0);
    expect((await screen.findAllByLabelText('2 बिना पढ़े नोटिफ़िकेशन')).length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('button', { name: /अकाउंट/ }));
    expect(
      within(screen.getByRole('menu'))
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['मेरी प्रोफ़ाइल', 'ऑर्डर', 'मेरे रिपीट ऑर्डर', 'लॉग आउट', 'English', 'हिन्दी']);
    await userEvent.click(screen.getByRole('button', { name: 'मेन्यू खोलें' }));
    expect(
      within(document.getElementById('mobile-menu')!)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['शॉप', 'अकाउंट', 'ऑर्डर', 'मेरे रिपीट ऑर्डर', 'कार्ट3', 'नोटिफ़िकेशन2', 'लॉग आउट']);
    expect(screen.getByRole('button', { name: 'मेन्यू बंद करें' })).toBeInTheDocument();
    expect(screen.queryByText('Logout')).not.toBeInTheDocument();
  });

  it('says a page is not found in Hindi, in its title too', async () => {
    answerApi({});
    renderRoutes(routes, '/nowhere');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('पेज नहीं मिला');
    expect(screen.getByRole('link', { name: 'होम पेज पर जाएँ' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe('पेज नहीं मिला | Pad Store'));
  });

  it('says she is offline in Hindi, in the banner and in the refusal of a call that needs the network', async () => {
    answerApi({});
    renderRoutes(routes);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await act(() => expect(api('GET user/getCarts')).rejects.toThrow('आप ऑफ़लाइन हैं। इंटरनेट से जुड़ें और फिर से कोशिश करें।'));
    const banner = screen.getAllByRole('status').find((status) => status.textContent?.startsWith('आप ऑफ़लाइन हैं।'));
    expect(banner).toHaveTextContent('यह शॉप वैसी ही है जैसी आपने पिछली बार देखी थी');
    expect(banner).not.toHaveTextContent('You are offline');
  });
});
