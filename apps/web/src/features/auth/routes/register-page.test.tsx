import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRIVACY_MESSAGES } from '@padstore/domain/privacy';
import { answerApi, renderPage } from '../../../test/render';
import { RegisterPage } from './register-page';

afterEach(() => vi.unstubAllGlobals());

/** Pastes each field's value, as typing seven fields key by key is slow on a busy machine. */
async function fillForm() {
  const fields: [string, string][] = [
    ['Full name', 'Kavya Menon'],
    ['Mobile number', '9812345670'],
    ['Pin code', '560003'],
    ['Address', 'Brigade Road, Bengaluru'],
    ['Plot number', '7A'],
    ['Street', 'Residency Road'],
  ];
  for (const [label, value] of fields) {
    await userEvent.click(screen.getByLabelText(label));
    await userEvent.paste(value);
  }
  await userEvent.selectOptions(screen.getByLabelText('Gender'), 'Female');
}

describe('register page: notice and consent', () => {
  it('shows the plain notice linked to the privacy policy, and sends nothing until the box is ticked', async () => {
    const calls = answerApi({});
    renderPage(<RegisterPage />, '/register');
    expect(screen.getByText(/We collect your name, gender, mobile number and delivery address/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read the privacy policy' })).toHaveAttribute('href', '/privacypolicy');
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Get OTP' }));
    expect(await screen.findByText(PRIVACY_MESSAGES.consentRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('I have read the privacy notice and agree to it')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  }, 20_000);

  it('sends consent: true with the registration once ticked', async () => {
    const calls = answerApi({
      'POST user/register': () => ({ status: 201, body: { success: true, message: 'ok', data: { phoneNumber: 9812345670 } } }),
    });
    const { router } = renderPage(<RegisterPage />, '/register', [{ path: '/verifyotp', element: <p>otp screen</p> }]);
    await fillForm();
    await userEvent.click(screen.getByLabelText('I have read the privacy notice and agree to it'));
    await userEvent.click(screen.getByRole('button', { name: 'Get OTP' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/verifyotp'));
    expect(calls[0]?.body).toMatchObject({ consent: true, phoneNumber: 9812345670 });
  }, 20_000);
});
