import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '../../../lib/session';
import { renderRoutes } from '../../../test/render';
import { RequireAuth } from './require-auth';

const routes = [
  {
    path: '/orders',
    element: (
      <RequireAuth>
        <p>her orders</p>
      </RequireAuth>
    ),
  },
  { path: '/login', element: <p>the login page</p> },
];

afterEach(() => clearSession());

describe("the guard of a customer's page", () => {
  it('sends a guest to the login page, to come back after signing in', async () => {
    const { router } = renderRoutes(routes, '/orders');
    await screen.findByText('the login page');
    expect(router.state.location.search).toBe('?next=%2Forders');
  });

  it('lets a new tab through on the session cookie alone, with no token of its own', async () => {
    document.cookie = 'padstore_signed_in=1; Path=/';
    // Opened as a new tab: the cookie's mark is read when the app starts.
    vi.resetModules();
    const { RequireAuth: NewTabGuard } = await import('./require-auth');
    renderRoutes(
      [
        {
          path: '/orders',
          element: (
            <NewTabGuard>
              <p>her orders</p>
            </NewTabGuard>
          ),
        },
      ],
      '/orders',
    );
    expect(await screen.findByText('her orders')).toBeInTheDocument();
    expect(sessionStorage.getItem('token')).toBeNull();
  });
});
