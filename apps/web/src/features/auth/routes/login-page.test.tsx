import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@padstore/domain/messages';
import { answerApi, renderPage } from '../../../test/render';
import { LoginPage } from './login-page';

afterEach(() => vi.unstubAllGlobals());

describe('login page', () => {
  it('checks the phone number with the specification messages before calling the API', async () => {
    const calls = answerApi({});
    renderPage(<LoginPage />, '/login');
    await userEvent.click(screen.getByRole('button', { name: 'Get OTP' }));
    expect(await screen.findByText(MESSAGES.phoneRequired)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Phone number'), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Get OTP' }));
    expect(await screen.findByText(MESSAGES.phoneInvalid)).toBeInTheDocument();
    expect(screen.getByLabelText('Phone number')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it('sends the phone as a number, keeps it for the OTP screen and goes there', async () => {
    const calls = answerApi({
      'POST user/login': () => ({ body: { success: true, message: 'OTP sent successfully', phoneNumber: 9876543210 } }),
    });
    const { router } = renderPage(<LoginPage />, '/login', [{ path: '/verifyotp', element: <p>otp screen</p> }]);
    await userEvent.type(screen.getByLabelText('Phone number'), '9876543210');
    await userEvent.click(screen.getByRole('button', { name: 'Get OTP' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/verifyotp'));
    expect(calls[0]?.body).toEqual({ phoneNumber: 9876543210 });
    expect(sessionStorage.getItem('phoneNumber')).toBe('9876543210');
  });

  it('limits the input to 10 characters', () => {
    answerApi({});
    renderPage(<LoginPage />, '/login');
    expect(screen.getByLabelText('Phone number')).toHaveAttribute('maxLength', '10');
  });
});
