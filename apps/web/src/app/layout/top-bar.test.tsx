import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import { lazy, type ComponentType } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORE_NAME } from '@padstore/domain/constants';
import { createQueryClient } from '../../lib/query-client';
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
    ).toEqual(['My Profile', 'Orders', 'My repeat orders', 'Logout', 'English', 'हिन्दी']);
  });

  it('offers the small-screen menu with the five entries of the specification, the shop and her repeat orders', async () => {
    sessionStorage.setItem('token', 'x'.repeat(43));
    answerApi({
      'GET user/getCartItemCount': () => ({ body: { count: 0 } }),
      'GET user/notification/getNotificationCount': () => ({ body: { count: 0 } }),
    });
    renderRoutes(routes);
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    const menu = document.getElementById('mobile-menu') as HTMLElement;
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Shop', 'Account', 'Orders', 'My repeat orders', 'Cart', 'Notifications', 'Logout']);
  });

  it('keeps the Account menu tapped while the next page is on its way open when it arrives, and closes it on the next navigation', async () => {
    sessionStorage.setItem('token', 'x'.repeat(43));
    answerApi({
      'GET user/getCartItemCount': () => ({ body: { count: 0 } }),
      'GET user/notification/getNotificationCount': () => ({ body: { count: 0 } }),
    });
    let arrive = () => {};
    const SlowPage = lazy(
      () =>
        new Promise<{ default: ComponentType }>((resolve) => {
          arrive = () => resolve({ default: () => <p>shop page</p> });
        }),
    );
    window.history.replaceState(null, '', '/');
    render(
      <QueryClientProvider client={createQueryClient()}>
        <BrowserRouter>
          <Routes>
            <Route element={<AppLayout />}>
              <Route index element={<p>home page</p>} />
              <Route path="all-products" element={<SlowPage />} />
            </Route>
          </Routes>
        </BrowserRouter>
      </QueryClientProvider>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Shop' }));
    // The address has changed; the page has not arrived.
    expect(window.location.pathname).toBe('/all-products');
    expect(screen.getByText('home page')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Account/ }));
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await act(async () => arrive());
    await screen.findByText('shop page');
    expect(screen.getByRole('menu')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Account/ })).toHaveAttribute('aria-expanded', 'true');

    await userEvent.click(screen.getAllByRole('link', { name: STORE_NAME })[0]!);
    await screen.findByText('home page');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  }, 20_000);
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
