import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getToken, setToken } from '../../../lib/session';
import { leaveWithNotice } from '../../../lib/toast';
import { answerApi, renderPage } from '../../../test/render';
import { MyDataCard } from './my-data-card';

// The page load itself is the browser's (jsdom has none): the journey small-things.test.ts sees her land.
vi.mock('../../../lib/toast', async (original) => ({ ...(await original<object>()), leaveWithNotice: vi.fn() }));

beforeEach(() => setToken('a-customer-token-of-enough-length'));
afterEach(() => {
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe('deleting her account', () => {
  it('ends her session and loads the home page afresh with the confirmation, rather than the login page', async () => {
    const calls = answerApi({
      'POST user/account/deletion-code': () => ({ body: { message: 'OTP sent to your mobile number to confirm the deletion' } }),
      'DELETE user/account': () => ({ body: { message: 'Your account has been deleted' } }),
    });
    renderPage(<MyDataCard />, '/profile');
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Send me a code to confirm' }));
    await userEvent.type(await screen.findByLabelText('Code sent to your phone'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account for good' }));
    await waitFor(() => expect(leaveWithNotice).toHaveBeenCalledWith('/', 'Your account has been deleted'));
    expect(getToken()).toBeNull();
    expect(calls.find((call) => call.method === 'DELETE')).toMatchObject({ path: 'user/account', body: { otp: '123456' } });
  });
});
