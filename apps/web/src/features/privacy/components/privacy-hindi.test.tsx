import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRIVACY_MESSAGES, PRIVACY_NOTICE_TEXT } from '@padstore/domain/privacy';
import hi from '../../../../../../packages/domain/src/i18n/locales/hi.json';
import { activateLanguage } from '../../../lib/i18n';
import { answerApi, renderPage } from '../../../test/render';
import { ConsentBox } from './consent-box';
import { MyDataCard } from './my-data-card';

beforeEach(() => activateLanguage('hi', hi));
afterEach(() => {
  activateLanguage('en');
  vi.unstubAllGlobals();
});

describe('her data and her consent, in Hindi', () => {
  it('offers her data and the deletion of her account in Hindi', async () => {
    answerApi({
      'POST user/account/deletion-code': () => ({ body: { message: 'अकाउंट डिलीट करने की पुष्टि के लिए आपके मोबाइल नंबर पर OTP भेजा गया है' } }),
    });
    renderPage(<MyDataCard />, '/profile');
    expect(screen.getByRole('heading', { name: 'मेरा डेटा' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'मेरा डेटा पढ़ने के लिए डाउनलोड करें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'JSON में डाउनलोड करें' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'प्राइवेसी पॉलिसी' })).toHaveAttribute('href', '/privacypolicy');
    expect(screen.getByRole('link', { name: 'मेरी शिकायतें' })).toHaveAttribute('href', '/complaints');
    await userEvent.click(screen.getByRole('button', { name: 'मेरा अकाउंट डिलीट करें' }));
    expect(await screen.findByText(/हर जगह से लॉग आउट हो जाएँगी/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'पुष्टि के लिए मुझे कोड भेजें' }));
    expect(await screen.findByLabelText('आपके फ़ोन पर भेजा गया कोड')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'मेरा अकाउंट हमेशा के लिए डिलीट करें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'मेरा अकाउंट रहने दें' })).toBeInTheDocument();
    for (const english of ['My data', 'Delete my account', 'Keep my account', 'Download as JSON']) {
      expect(screen.queryByText(english)).not.toBeInTheDocument();
    }
  });

  it('gives the privacy notice, its box and its message in Hindi', () => {
    const router = createMemoryRouter([{ path: '/', element: <ConsentBox error={PRIVACY_MESSAGES.consentRequired} /> }]);
    render(<RouterProvider router={router} />);
    expect(screen.getByText(/हम आपका डेटा न बेचते हैं/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'प्राइवेसी पॉलिसी पढ़ें' })).toBeInTheDocument();
    expect(screen.getByLabelText('मैंने प्राइवेसी नोटिस पढ़ लिया है और मैं इससे सहमत हूँ')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('आगे बढ़ने के लिए कृपया प्राइवेसी नोटिस स्वीकार करें');
    expect(screen.queryByText(PRIVACY_NOTICE_TEXT, { exact: false })).not.toBeInTheDocument();
  });
});
