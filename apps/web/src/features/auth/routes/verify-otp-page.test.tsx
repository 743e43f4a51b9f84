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
});
