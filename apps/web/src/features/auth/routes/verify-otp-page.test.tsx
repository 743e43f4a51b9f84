import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@padstore/domain/messages';
import { answerApi, renderPage } from '../../../test/render';
import { VerifyOtpPage } from './verify-otp-page';

beforeEach(() => sessionStorage.setItem('phoneNumber', '9876543210'));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('OTP screen', () => {
  it('shows the phone and keeps Verify disabled until six digits are typed', () => {
    answerApi({});
    renderPage(<VerifyOtpPage />, '/verifyotp');
    expect(screen.getByText('9876543210')).toBeInTheDocument();
    const verify = screen.getByRole('button', { name: 'Verify' });
    const input = screen.getByLabelText('One-time password');
    fireEvent.change(input, { target: { value: '12345' } });
    expect(verify).toBeDisabled();
    fireEvent.change(input, { target: { value: '12a3456' } });
    expect(input).toHaveValue('123456');
    expect(verify).toBeEnabled();
  });

  it('counts down from 59 seconds before Resend is enabled, then starts again at 59', async () => {
    vi.useFakeTimers();
    const calls = answerApi({ 'POST user/resend-otp': () => ({ body: { message: MESSAGES.otpResent } }) });
    renderPage(<VerifyOtpPage />, '/verifyotp');
    expect(screen.getByText('Resend code in 59s')).toBeInTheDocument();
    const resend = screen.getByRole('button', { name: 'Resend code' });
    expect(resend).toBeDisabled();
    for (let second = 0; second < 58; second++) await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByText('Resend code in 1s')).toBeInTheDocument();
    expect(resend).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(resend).toBeEnabled();
    await act(async () => {
      fireEvent.click(resend);
    });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(calls.at(-1)).toMatchObject({ method: 'POST', path: 'user/resend-otp', body: { phoneNumber: '9876543210' } });
    expect(screen.getByText('Resend code in 59s')).toBeInTheDocument();
  });

  it('stores the token and goes home on a right code', async () => {
    answerApi({ 'POST user/verify-otp': () => ({ body: { message: 'Login successful', token: 't'.repeat(43) } }) });
    const { router } = renderPage(<VerifyOtpPage />, '/verifyotp', [{ path: '/', element: <p>home</p> }]);
    fireEvent.change(screen.getByLabelText('One-time password'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(sessionStorage.getItem('token')).toBe('t'.repeat(43));
  });

  it('alerts when verification cannot reach the server', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    renderPage(<VerifyOtpPage />, '/verifyotp');
    fireEvent.change(screen.getByLabelText('One-time password'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith(MESSAGES.otpVerifyFailed));
  });

  describe('WebOTP', () => {
    /** A browser with WebOTP: `get` answers the SMS's code once `deliver` is called. */
    function fakeWebOtp() {
      let deliver: (code: string) => void = () => undefined;
      const get = vi.fn(
        (_options: { otp: { transport: string[] }; signal: AbortSignal }) =>
          new Promise<{ type: string; code: string }>((resolve) => (deliver = (code) => resolve({ type: 'otp', code }))),
      );
      vi.stubGlobal('OTPCredential', class {});
      Object.defineProperty(navigator, 'credentials', { value: { get }, configurable: true });
      return { get, deliver: (code: string) => act(async () => deliver(code)) };
    }
    afterEach(() => {
      Reflect.deleteProperty(navigator, 'credentials');
    });

    it('fills the code from the SMS where the browser reads it, and withdraws the request when the page goes', async () => {
      answerApi({});
      const { get, deliver } = fakeWebOtp();
      const { unmount } = renderPage(<VerifyOtpPage />, '/verifyotp');
      await waitFor(() => expect(get).toHaveBeenCalledTimes(1));
      const options = get.mock.calls[0]![0];
      expect(options.otp).toEqual({ transport: ['sms'] });
      await deliver('482910');
      expect(screen.getByLabelText('One-time password')).toHaveValue('482910');
      expect(screen.getByRole('button', { name: 'Verify' })).toBeEnabled();
      expect(options.signal.aborted).toBe(false);
      unmount();
      expect(options.signal.aborted).toBe(true);
    });

    it('leaves the page as it was where the browser has no WebOTP', () => {
      answerApi({});
      const get = vi.fn();
      Object.defineProperty(navigator, 'credentials', { value: { get }, configurable: true });
      renderPage(<VerifyOtpPage />, '/verifyotp');
      expect('OTPCredential' in window).toBe(false);
      expect(get).not.toHaveBeenCalled();
      const input = screen.getByLabelText('One-time password');
      expect(input).toHaveValue('');
      fireEvent.change(input, { target: { value: '123456' } });
      expect(input).toHaveValue('123456');
    });
  });
});
