import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CUSTOMER } from '../../../test/customer';
import { answerApi, renderRoutes } from '../../../test/render';
import { AdminLayout } from './admin-layout';

/** A page of the console that would ask the API for its data and show a form. */
const Products = () => <form aria-label="Add brand" />;

let calls: ReturnType<typeof answerApi>;
beforeEach(() => {
  sessionStorage.setItem('token', 'a-token-of-a-manager-0000');
  calls = answerApi({ 'GET user/getUser': () => ({ body: { user: { ...CUSTOMER, fullName: 'Meera Shah', role: 'manager' } } }) });
});
afterEach(() => vi.unstubAllGlobals());

const open = (path: string) =>
  renderRoutes(
    [
      {
        path: '/admin',
        element: <AdminLayout />,
        children: [
          { path: 'products', element: <Products /> },
          { path: 'staff', element: <Products /> },
          { path: 'orders', element: <p>The orders</p> },
        ],
      },
    ],
    path,
  );

describe('a console page of another role', () => {
  it.each([
    ['/admin/products', 'Products'],
    ['/admin/staff', 'Staff'],
  ])('is not drawn for a manager at %s: one plain page says whose it is, with a link to their own', async (path, page) => {
    open(path);
    expect(await screen.findByRole('heading', { name: `${page} is a page for the owner` })).toBeInTheDocument();
    expect(screen.getByText('You are signed in as a manager: your own page is the store console.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the store console' })).toHaveAttribute('href', '/admin');
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(calls.filter((call) => call.path !== 'user/getUser')).toEqual([]);
  });

  it("draws the manager's own pages", async () => {
    open('/admin/orders');
    expect(await screen.findByText('The orders')).toBeInTheDocument();
  });
});

describe('the Stock page in the console', () => {
  const openAs = (role: 'owner' | 'manager' | 'packer' | 'rider') => {
    answerApi({ 'GET user/getUser': () => ({ body: { user: { ...CUSTOMER, fullName: 'Priya Nair', role } } }) });
    return renderRoutes(
      [
        { path: '/admin', element: <AdminLayout />, children: [{ path: 'stock', element: <p>The stock</p> }] },
        { path: '/floor', element: <p>The floor</p> },
        { path: '/rider', element: <p>My deliveries</p> },
      ],
      '/admin/stock',
    );
  };
  const menu = () => screen.getByRole('navigation', { name: 'Store console' });

  it.each(['owner', 'manager'] as const)('is in the menu for the %s', async (role) => {
    openAs(role);
    expect(await screen.findByText('The stock')).toBeInTheDocument();
    expect(within(menu()).getByRole('link', { name: 'Stock' })).toHaveAttribute('href', '/admin/stock');
  });

  it("stays open for a packer, who counts there, with the floor and Stock as the packer's whole menu", async () => {
    openAs('packer');
    expect(await screen.findByText('The stock')).toBeInTheDocument();
    expect(
      within(menu())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Floor', 'Stock']);
  });

  it('sends a rider to their deliveries: no Stock page and no menu entry', async () => {
    openAs('rider');
    expect(await screen.findByText('My deliveries')).toBeInTheDocument();
    expect(screen.queryByText('The stock')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Stock' })).toBeNull();
  });

  it('still sends a packer from the console’s other pages to the floor', async () => {
    answerApi({ 'GET user/getUser': () => ({ body: { user: { ...CUSTOMER, fullName: 'Priya Nair', role: 'packer' } } }) });
    renderRoutes(
      [
        { path: '/admin', element: <AdminLayout />, children: [{ path: 'orders', element: <p>The orders</p> }] },
        { path: '/floor', element: <p>The floor</p> },
      ],
      '/admin/orders',
    );
    expect(await screen.findByText('The floor')).toBeInTheDocument();
  });
});
