import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@padstore/domain';
import { getToken, setToken } from '../../../lib/session';
import { leaveWithNotice, notify } from '../../../lib/toast';
import { answerApi, renderPage } from '../../../test/render';
import { SignOutEverywhere } from './sign-out-everywhere';

vi.mock('../../../lib/toast', async (original) => ({ ...(await original<object>()), leaveWithNotice: vi.fn() }));

beforeEach(() => setToken('a-customer-token-of-enough-length'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('Sign out on every device', () => {
  it('asks the store to end all her sessions, forgets this one and goes home saying so', async () => {
    const calls = answerApi({ 'POST user/logout-everywhere': () => ({ body: { message: MESSAGES.loggedOutEverywhere } }) });
    renderPage(<SignOutEverywhere />, '/profile');
    await userEvent.click(screen.getByRole('button', { name: 'Sign out on every device' }));
    await waitFor(() => expect(leaveWithNotice).toHaveBeenCalledWith('/', 'Signed out on every device'));
    expect(calls).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: 'user/logout-everywhere',
        authorization: expect.stringContaining('a-customer-token'),
      }),
    ]);
    expect(getToken()).toBeNull();
  });

  it('keeps her signed in here and says why when the store cannot be reached', async () => {
    answerApi({ 'POST user/logout-everywhere': () => ({ status: 503, body: { message: 'The store is busy. Please try again.' } }) });
    const said = vi.spyOn(notify, 'error');
    renderPage(<SignOutEverywhere />, '/profile');
    await userEvent.click(screen.getByRole('button', { name: 'Sign out on every device' }));
    await waitFor(() => expect(said).toHaveBeenCalledWith('The store is busy. Please try again.'));
    expect(leaveWithNotice).not.toHaveBeenCalled();
    expect(getToken()).toBe('a-customer-token-of-enough-length');
  });
});
