import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@padstore/domain/messages';
import hi from '../../../../../../packages/domain/src/i18n/locales/hi.json';
import { activateLanguage } from '../../../lib/i18n';
import { answerApi, renderPage } from '../../../test/render';
import { SERVED } from '../../../test/serviceability';
import { LoginPage } from './login-page';
import { RegisterPage } from './register-page';
import { VerifyOtpPage } from './verify-otp-page';

beforeEach(() => activateLanguage('hi', hi));
afterEach(() => {
  activateLanguage('en');
  sessionStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('signing in, in Hindi', () => {
  it('asks for her number in Hindi and says its mistakes in Hindi', async () => {
    answerApi({});
    renderPage(<LoginPage />, '/login');
    expect(screen.getByRole('heading', { level: 1, name: 'लॉगिन' })).toBeInTheDocument();
    expect(screen.getByText('अपना मोबाइल नंबर डालें, हम आपको OTP भेजेंगे।')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('10 अंकों का मोबाइल नंबर')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'OTP पाएँ' }));
    expect(await screen.findByText('फ़ोन नंबर डालना ज़रूरी है')).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.phoneRequired)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'रजिस्टर करें' })).toHaveAttribute('href', '/register');
    expect(screen.queryByText('Get OTP')).not.toBeInTheDocument();
  });

  it('takes her to the code screen when the API says a code was just sent, in Hindi', async () => {
    answerApi({ 'POST user/login': () => ({ status: 429, body: { message: hi[MESSAGES.otpCooldown as keyof typeof hi] } }) });
    const { router } = renderPage(<LoginPage />, '/login', [{ path: '/verifyotp', element: <p>otp screen</p> }]);
    await userEvent.type(screen.getByLabelText('फ़ोन नंबर'), '9876543210');
    await userEvent.click(screen.getByRole('button', { name: 'OTP पाएँ' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/verifyotp'));
  });

  it('shows the code screen and its countdown in Hindi', async () => {
    vi.useFakeTimers();
    sessionStorage.setItem('phoneNumber', '9876543210');
    answerApi({});
    renderPage(<VerifyOtpPage />, '/verifyotp');
    expect(screen.getByRole('heading', { level: 1, name: 'OTP वेरिफ़ाई करें' })).toBeInTheDocument();
    expect(screen.getByText('9876543210').closest('p')).toHaveTextContent('9876543210 पर भेजा गया 6 अंकों का कोड डालें।');
    expect(screen.getByText('59 सेकंड बाद फिर से भेजें')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'कोड फिर से भेजें' })).toBeDisabled();
    fireEvent.change(screen.getByLabelText('वन-टाइम पासवर्ड (OTP)'), { target: { value: '123456' } });
    expect(screen.getByRole('button', { name: 'वेरिफ़ाई करें' })).toBeEnabled();
    for (let second = 0; second < 59; second++) await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByText('कोड नहीं मिला?')).toBeInTheDocument();
    expect(screen.queryByText(/Resend code/)).not.toBeInTheDocument();
  });

  it('registers her in Hindi: labels, genders and the form’s messages', async () => {
    answerApi({ 'GET user/serviceability': () => ({ body: SERVED }) });
    renderPage(<RegisterPage />, '/register');
    expect(screen.getByRole('heading', { level: 1, name: 'रजिस्टर करें' })).toBeInTheDocument();
    expect(screen.getByLabelText('लिंग')).toBeInTheDocument();
    expect(screen.getByText('लिंग चुनें')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'OTP पाएँ' }));
    expect(await screen.findByText('पूरा नाम डालना ज़रूरी है')).toBeInTheDocument();
    expect(screen.getByText('लिंग चुनना ज़रूरी है')).toBeInTheDocument();
    expect(screen.getByText('प्लॉट नंबर डालना ज़रूरी है')).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.fullNameRequired)).not.toBeInTheDocument();
    expect(screen.getByText('पहले से रजिस्टर हैं?')).toBeInTheDocument();
  }, 20_000);
});
