import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerApi, renderRoutes } from '../../test/render';
import { AppLayout } from './app-layout';

afterEach(() => vi.unstubAllGlobals());

const routes = [{ path: '/', element: <AppLayout />, children: [{ index: true, element: <p>home page</p> }] }];

describe('top bar', () => {
  it('offers Login and Register to a guest and asks for no counts', async () => {
    const calls = answerApi({});
    renderRoutes(routes);
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(screen.queryByText('Cart')).not.toBeInTheDocument();
    // The footer asks for the seller's public details; nothing about a customer is asked for.
    expect(calls.filter((call) => call.path !== 'seller')).toHaveLength(0);
  });

  it('shows a customer the cart and notification counts and the Account menu', async () => {
    sessionStorage.setItem('token', 'x'.repeat(43));
    const calls = answerApi({
      'GET user/getCartItemCount': () => ({ body: { count: 3 } }),
      'GET user/notification/getNotificationCount': () => ({ body: { count: 2 } }),
    });
    renderRoutes(routes);
    expect((await screen.findAllByLabelText('3 packs in the cart')).length).toBeGreaterThan(0);
    expect((await screen.findAllByLabelText('2 unread notifications')).length).toBeGreaterThan(0);
    expect(calls.every((call) => call.authorization === `Bearer ${'x'.repeat(43)}`)).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: /Account/ }));
    const menu = screen.getByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['My Profile', 'Orders', 'Logout']);
  });

  it('offers the small-screen menu with the five entries of the specification and the shop', async () => {
    sessionStorage.setItem('token', 'x'.repeat(43));
    answerApi({
      'GET user/getCartItemCount': () => ({ body: { count: 0 } }),
      'GET user/notification/getNotificationCount': () => ({ body: { count: 0 } }),
    });
    renderRoutes(routes);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = document.getElementById('mobile-menu') as HTMLElement;
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Shop', 'Account', 'Orders', 'Cart', 'Notifications', 'Logout']);
  });
});

describe('page frame', () => {
  it("says 'No content available' when a page has nothing to show", () => {
    answerApi({});
    renderRoutes([{ path: '/', element: <AppLayout /> }]);
    expect(screen.getByText('No content available')).toBeInTheDocument();
    expect(screen.getByText('© 2025 Pad Store. All rights reserved.')).toBeInTheDocument();
    for (const column of ['Get To Know Us', 'Let Us Help You', 'Connect With Us']) {
      expect(screen.getByRole('heading', { name: column })).toBeInTheDocument();
    }
    expect(screen.getAllByRole('link', { name: /Pad Store on|Chat with Pad Store/ })).toHaveLength(4);
  });
});
