import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRIVACY_MESSAGES } from '@padstore/domain/privacy';
import { answerApi, renderPage } from '../../../test/render';
import { RegisterPage } from './register-page';

afterEach(() => vi.unstubAllGlobals());

async function fillForm() {
  await userEvent.type(screen.getByLabelText('Full name'), 'Kavya Menon');
  await userEvent.selectOptions(screen.getByLabelText('Gender'), 'Female');
  await userEvent.type(screen.getByLabelText('Mobile number'), '9812345670');
  await userEvent.type(screen.getByLabelText('Pin code'), '560003');
  await userEvent.type(screen.getByLabelText('Address'), 'Brigade Road, Bengaluru');
  await userEvent.type(screen.getByLabelText('Plot number'), '7A');
  await userEvent.type(screen.getByLabelText('Street'), 'Residency Road');
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
  });

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
  });
});
