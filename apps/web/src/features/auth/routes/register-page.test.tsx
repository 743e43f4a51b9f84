import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DELIVERY_MESSAGES, MESSAGES } from '@padstore/domain/messages';
import { PRIVACY_MESSAGES } from '@padstore/domain/privacy';
import { NOT_SERVED, SERVED } from '../../../test/serviceability';
import { answerApi, renderPage } from '../../../test/render';
import { RegisterPage } from './register-page';

afterEach(() => vi.unstubAllGlobals());

/** Pastes each field's value, as typing seven fields key by key is slow on a busy machine. */
async function fillForm(pinCode = '560003') {
  const fields: [string, string][] = [
    ['Full name', 'Kavya Menon'],
    ['Mobile number', '9812345670'],
    ['Pin code', pinCode],
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
    const calls = answerApi({ 'GET user/serviceability': () => ({ body: SERVED }) });
    renderPage(<RegisterPage />, '/register');
    expect(screen.getByText(/We collect your name, gender, mobile number and delivery address/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read the privacy policy' })).toHaveAttribute('href', '/privacypolicy');
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Get OTP' }));
    expect(await screen.findByText(PRIVACY_MESSAGES.consentRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('I have read the privacy notice and agree to it')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  }, 20_000);

  it('sends consent: true with the registration once ticked', async () => {
    const calls = answerApi({
      'GET user/serviceability': () => ({ body: SERVED }),
      'POST user/register': () => ({ status: 201, body: { success: true, message: 'ok', data: { phoneNumber: 9812345670 } } }),
    });
    const { router } = renderPage(<RegisterPage />, '/register', [{ path: '/verifyotp', element: <p>otp screen</p> }]);
    await fillForm();
    await userEvent.click(screen.getByLabelText('I have read the privacy notice and agree to it'));
    await userEvent.click(screen.getByRole('button', { name: 'Get OTP' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/verifyotp'));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ consent: true, phoneNumber: 9812345670 });
  }, 20_000);
});

describe('register page: the pin code', () => {
  it("tells her when no branch serves her pin code, beside the specification's words, and still registers her", async () => {
    const calls = answerApi({
      'GET user/serviceability': () => ({ body: NOT_SERVED }),
      'POST user/register': () => ({ status: 201, body: { success: true, message: 'ok', data: { phoneNumber: 9812345670 } } }),
    });
    const { router } = renderPage(<RegisterPage />, '/register', [{ path: '/verifyotp', element: <p>otp screen</p> }]);
    await fillForm('110001');
    const notice = (await screen.findByText("We don't deliver to 110001 yet")).closest('[role="status"]');
    expect(notice).toHaveTextContent(MESSAGES.pinCodeNotServed);
    expect(notice).toHaveTextContent(DELIVERY_MESSAGES.mayStillRegister);
    expect(calls.find((call) => call.path === 'user/serviceability')).toBeDefined();
    await userEvent.click(screen.getByLabelText('I have read the privacy notice and agree to it'));
    await userEvent.click(screen.getByRole('button', { name: 'Get OTP' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/verifyotp'));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ pinCode: '110001' });
  }, 20_000);

  it('says the pin code is served where a branch serves it', async () => {
    answerApi({ 'GET user/serviceability': () => ({ body: SERVED }) });
    renderPage(<RegisterPage />, '/register');
    await userEvent.click(screen.getByLabelText('Pin code'));
    await userEvent.paste('560003');
    expect(await screen.findByText(MESSAGES.pinCodeServed)).toBeInTheDocument();
    expect(screen.queryByText(/We don't deliver/)).not.toBeInTheDocument();
  });
});

describe('register page: a back step from the code screen', () => {
  it('shows what she sent, so that she can correct her number', async () => {
    answerApi({
      'GET user/serviceability': () => ({ body: SERVED }),
      'POST user/register': () => ({ status: 201, body: { success: true, message: 'ok', data: { phoneNumber: 9812345670 } } }),
    });
    const { router } = renderPage(<RegisterPage />, '/register', [{ path: '/verifyotp', element: <p>otp screen</p> }]);
    await fillForm();
    await userEvent.click(screen.getByLabelText('I have read the privacy notice and agree to it'));
    await userEvent.click(screen.getByRole('button', { name: 'Get OTP' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/verifyotp'));
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.getByLabelText('Mobile number')).toHaveValue('9812345670'));
    expect(screen.getByLabelText('Full name')).toHaveValue('Kavya Menon');
    expect(screen.getByLabelText('Gender')).toHaveValue('Female');
    expect(screen.getByLabelText('Street')).toHaveValue('Residency Road');
  }, 20_000);
});
