import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Notification } from '@padstore/domain';
import { repeatOf } from '../../../test/repeats';
import { answerApi, renderRoutes } from '../../../test/render';
import { NotificationsPage } from '../routes/notifications-page';

afterEach(() => vi.unstubAllGlobals());

const notice = (overrides: Partial<Notification>): Notification => ({
  _id: 'n1',
  title: 'Your order is coming up',
  message: '2 packs on Fri, 18 Dec, ₹398 cash on delivery.',
  timeAgo: 'just now',
  createdAt: '2026-12-16T03:30:00.000Z',
  orderId: null,
  complaintId: null,
  repeatId: 'r1',
  repeatAction: 'confirm',
  ...overrides,
});

function setUp(notification: Notification) {
  const calls = answerApi({
    'GET user/notification/getUnreadNotification': () => ({ body: { notifications: [notification] } }),
    'GET user/notification/getReadNotification': () => ({ body: { notifications: [] } }),
    'PUT user/notification/updateStatus/{id}': () => ({ body: { message: 'Notification marked as read' } }),
    'GET user/repeats': () => ({ body: { repeats: [repeatOf()] } }),
    'PUT user/repeats/{id}': (body) => ({
      body: {
        message: 'Your repeat order is changed',
        repeat: (body as { action: string }).action === 'skip' ? repeatOf({ nextDeliveryOn: '2027-01-15' }) : repeatOf({ confirmed: true }),
      },
    }),
    'POST user/addtocart/{id}': () => ({ body: { message: 'Added to cart', cart: { items: [], totalAmount: 0 } } }),
  });
  const { router } = renderRoutes(
    [
      { path: '/notifications', element: <NotificationsPage /> },
      { path: '/repeat-orders/:repeatId', element: <p>her repeat</p> },
      { path: '/cart', element: <p>cart</p> },
    ],
    '/notifications',
  );
  return { calls, router };
}

describe('a repeat order in her notifications', () => {
  it('confirms the coming delivery with one tap, and the reminder is read', async () => {
    const { calls } = setUp(notice({}));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(calls.some((call) => call.path === 'user/notification/updateStatus/n1')).toBe(true));
    expect(calls.find((call) => call.path === 'user/repeats/r1')).toMatchObject({ method: 'PUT', body: { action: 'confirm' } });
  });

  it('skips it with one tap', async () => {
    const { calls } = setUp(notice({}));
    await userEvent.click(await screen.findByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(calls.find((call) => call.path === 'user/repeats/r1')?.body).toEqual({ action: 'skip' }));
  });

  it('opens her repeat to change it', async () => {
    const { router } = setUp(notice({}));
    await userEvent.click(await screen.findByRole('button', { name: 'Change' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/repeat-orders/r1'));
  });

  it("offers 'Order now' for a delivery that was not placed: its items go to the cart", async () => {
    const { calls, router } = setUp(notice({ title: 'Your order was not placed', repeatAction: 'order-now' }));
    expect(await screen.findByText('Your order was not placed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Order now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({ path: 'user/addtocart/p1', body: { quantity: 2 } });
  });

  it('offers no repeat buttons on a notification about an order', async () => {
    setUp(notice({ title: 'Order placed', repeatId: null, repeatAction: null, orderId: 'o1' }));
    expect(await screen.findByText('Order placed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Order now' })).not.toBeInTheDocument();
  });
});
