import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getToken, setToken, useToken } from '../../../lib/session';
import { answerApi, renderRoutes } from '../../../test/render';
import { MyDataCard } from './my-data-card';

beforeEach(() => setToken('a-customer-token-of-enough-length'));
afterEach(() => {
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

/** The profile page's sign-in guard, as the app's RequireAuth does it: a guest goes to the login page. */
function SignedInOnly({ children }: { children: ReactNode }) {
  return useToken() ? children : <Navigate to="/login" replace />;
}

describe('deleting her account', () => {
  it('lands her on the home page as a guest, not on the login page', async () => {
    const calls = answerApi({
      'POST user/account/deletion-code': () => ({ body: { message: 'OTP sent to your mobile number to confirm the deletion' } }),
      'DELETE user/account': () => ({ body: { message: 'Your account has been deleted' } }),
    });
    const { router } = renderRoutes(
      [
        {
          path: '/profile',
          element: (
            <SignedInOnly>
              <MyDataCard />
            </SignedInOnly>
          ),
        },
        { path: '/', element: <p>home page</p> },
        { path: '/login', element: <p>login page</p> },
      ],
      '/profile',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Send me a code to confirm' }));
    await userEvent.type(await screen.findByLabelText('Code sent to your phone'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account for good' }));
    await screen.findByText('home page');
    expect(router.state.location.pathname).toBe('/');
    await waitFor(() => expect(getToken()).toBeNull());
    expect(screen.queryByText('login page')).not.toBeInTheDocument();
    expect(calls.find((call) => call.method === 'DELETE')).toMatchObject({ path: 'user/account', body: { otp: '123456' } });
  });
});
