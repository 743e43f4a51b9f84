import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
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

afterEach(() => {
  document.cookie = 'padstore_signed_in=; Max-Age=0; Path=/';
});

describe("the guard of a customer's page", () => {
  it('sends a guest to the login page, to come back after signing in', async () => {
    const { router } = renderRoutes(routes, '/orders');
    await screen.findByText('the login page');
    expect(router.state.location.search).toBe('?next=%2Forders');
  });

  it('lets a new tab through on the session cookie alone, with no token of its own', async () => {
    document.cookie = 'padstore_signed_in=1; Path=/';
    renderRoutes(routes, '/orders');
    expect(await screen.findByText('her orders')).toBeInTheDocument();
    expect(sessionStorage.getItem('token')).toBeNull();
  });
});
