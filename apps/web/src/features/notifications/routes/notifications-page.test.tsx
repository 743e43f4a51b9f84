import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerApi, renderPage, renderRoutes } from '../../../test/render';
import { NotificationsPage } from './notifications-page';

afterEach(() => vi.unstubAllGlobals());

describe('notifications page', () => {
  it('shows the empty texts of both tabs', async () => {
    answerApi({
      'GET user/notification/getUnreadNotification': () => ({ body: { notifications: [] } }),
      'GET user/notification/getReadNotification': () => ({ body: { notifications: [] } }),
    });
    renderPage(<NotificationsPage />);
    expect(await screen.findByText('No unread notifications')).toBeInTheDocument();
    expect(screen.getByText("You don't have any unread messages")).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Read (0)' }));
    expect(screen.getByText('No read notifications')).toBeInTheDocument();
    expect(screen.getByText("You haven't read any notifications yet")).toBeInTheDocument();
  });

  it('marks an unread notification read when it is clicked, then reloads', async () => {
    let read = false;
    const item = {
      _id: 'n1',
      title: 'Order placed',
      message: 'Your order PS1 has been placed.',
      timeAgo: 'just now',
      createdAt: '2026-11-23T05:00:00.000Z',
      orderId: null,
      complaintId: null,
      repeatId: null,
      repeatAction: null,
    };
    const calls = answerApi({
      'GET user/notification/getUnreadNotification': () => ({ body: { notifications: read ? [] : [item] } }),
      'GET user/notification/getReadNotification': () => ({ body: { notifications: read ? [item] : [] } }),
      'PUT user/notification/updateStatus/{id}': () => {
        read = true;
        return { body: { message: 'Notification marked as read' } };
      },
    });
    renderPage(<NotificationsPage />);
    expect(await screen.findByRole('tab', { name: 'Unread (1)' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Order placed/ }));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Read (1)' })).toBeInTheDocument());
    expect(screen.getByRole('tab', { name: 'Unread (0)' })).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(true);
  });

  it('opens the order a notification is about, once it is marked read', async () => {
    const item = {
      _id: 'n2',
      title: 'Order out for delivery',
      message: 'Your order PS2 is out for delivery.',
      timeAgo: 'just now',
      createdAt: '2026-11-23T05:00:00.000Z',
      orderId: 'o2',
      complaintId: null,
      repeatId: null,
      repeatAction: null,
    };
    const calls = answerApi({
      'GET user/notification/getUnreadNotification': () => ({ body: { notifications: [item] } }),
      'GET user/notification/getReadNotification': () => ({ body: { notifications: [] } }),
      'PUT user/notification/updateStatus/{id}': () => ({ body: { message: 'Notification marked as read' } }),
    });
    const { router } = renderRoutes(
      [
        { path: '/notifications', element: <NotificationsPage /> },
        { path: '/view-detail/:orderId', element: <p>order details</p> },
      ],
      '/notifications',
    );
    await userEvent.click(await screen.findByRole('button', { name: /Order out for delivery/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/view-detail/o2'));
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({ path: 'user/notification/updateStatus/n2' });
  });

  it('opens the complaint a notification is about, not an order', async () => {
    const item = {
      _id: 'n3',
      title: 'Complaint resolved',
      message: 'Your complaint GRV-000007 is resolved.',
      timeAgo: 'just now',
      createdAt: '2026-11-23T05:00:00.000Z',
      orderId: null,
      complaintId: 'c7',
      repeatId: null,
      repeatAction: null,
    };
    answerApi({
      'GET user/notification/getUnreadNotification': () => ({ body: { notifications: [item] } }),
      'GET user/notification/getReadNotification': () => ({ body: { notifications: [] } }),
      'PUT user/notification/updateStatus/{id}': () => ({ body: { message: 'Notification marked as read' } }),
    });
    const { router } = renderRoutes(
      [
        { path: '/notifications', element: <NotificationsPage /> },
        { path: '/complaints', element: <p>her complaints</p> },
      ],
      '/notifications',
    );
    await userEvent.click(await screen.findByRole('button', { name: /Complaint resolved/ }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/complaints?open=c7'));
    expect(await screen.findByText('her complaints')).toBeInTheDocument();
  });
});
